import { formatAcres, formatCount } from '@sangam/domain';
import { CalendarPlus, Map, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { useFarmerStats } from '../api/farmers-api.ts';

/** Total farmers, total acres, gender distribution and recent additions, from the FPO's register. */
export const FarmerStatsCards = () => {
  const { t } = useTranslation('farmers');
  const { data } = useFarmerStats();
  const stats = data ?? {
    totalFarmers: 0,
    totalAcres: 0,
    averageAcres: 0,
    maleCount: 0,
    femaleCount: 0,
    recentAdditions: 0,
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard Icon={Users} label={t('stats.total')} value={formatCount(stats.totalFarmers)} />
      <StatCard
        Icon={Map}
        tone="blue"
        label={t('stats.acres')}
        value={formatAcres(stats.totalAcres)}
        hint={t('stats.average', { acres: stats.averageAcres })}
      />
      <StatCard
        Icon={UserRound}
        tone="violet"
        label={t('stats.gender')}
        value={`${formatCount(stats.maleCount)} / ${formatCount(stats.femaleCount)}`}
        hint={t('stats.genderHint')}
      />
      <StatCard
        Icon={CalendarPlus}
        tone="amber"
        label={t('stats.recent')}
        value={formatCount(stats.recentAdditions)}
        hint={t('stats.recentHint')}
      />
    </div>
  );
};
