import {
  formatAcres,
  formatCount,
  formatRupees,
  formatRupeesShort,
  totalBusinessValue,
  type FpoSnapshot,
} from '@sangam/domain';
import { IndianRupee, MapPin, Sprout, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { locationText } from '../profile-words.ts';

/** The profile the schemes were matched against (document 2, 2.14): farmers, acres, value, place. */
export const SchemeProfileTiles = ({ snapshot }: { snapshot: FpoSnapshot }) => {
  const { t } = useTranslation('recommendations');
  const value = totalBusinessValue(snapshot);
  const known = Boolean(snapshot.location.district || snapshot.location.state);
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard Icon={Users} label={t('profile.farmers')} value={formatCount(snapshot.totalFarmers)} />
      <StatCard
        Icon={Sprout}
        tone="blue"
        label={t('profile.acres')}
        value={formatAcres(snapshot.totalAcres)}
      />
      <StatCard
        Icon={IndianRupee}
        tone="amber"
        label={t('profile.value')}
        value={formatRupeesShort(value)}
        hint={t('profile.valueHint', { amount: formatRupees(value) })}
      />
      <StatCard
        Icon={MapPin}
        tone="violet"
        label={t('profile.location')}
        value={
          <span className={known ? '' : 'text-lg text-gray-600'}>{locationText(t, snapshot.location)}</span>
        }
        hint={known ? t('profile.locationHint') : t('profile.locationUnknownHint')}
      />
    </div>
  );
};
