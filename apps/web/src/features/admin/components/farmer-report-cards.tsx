import { formatAcres, formatCount, type FarmerAnalytics } from '@sangam/domain';
import { Ruler, Sprout, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card.tsx';

/**
 * The farmers report's cards (document 2, 2.8): total farmers with the men and women among them,
 * total acreage with the average per farmer, and the crops the field records name.
 */
export const FarmerReportCards = ({ totals }: { totals: FarmerAnalytics['totals'] }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatCard
        Icon={Users}
        label={t('farmerReport.cards.farmers')}
        value={formatCount(totals.farmers)}
        hint={t('farmerReport.cards.genders', {
          male: formatCount(totals.male),
          female: formatCount(totals.female),
        })}
      />
      <StatCard
        Icon={Ruler}
        tone="blue"
        label={t('farmerReport.cards.acres')}
        value={formatAcres(totals.acres)}
        hint={t('farmerReport.cards.averageAcres', { average: formatAcres(totals.averageAcres, 1) })}
      />
      <StatCard
        Icon={Sprout}
        tone="amber"
        label={t('farmerReport.cards.crops')}
        value={formatCount(totals.uniqueCrops)}
        hint={t('farmerReport.cards.cropsHint')}
      />
    </div>
  );
};
