import { formatAcres, formatCount, formatDate, type FarmerReport } from '@sangam/domain';
import { Ruler, Sprout, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card.tsx';

/** Farmers, acres and the average holding of those who joined in the range (spec 2.13, 9). */
export const ReportStatCards = ({ report }: { report: FarmerReport }) => {
  const { t } = useTranslation('reports');
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatCard
        Icon={Users}
        label={t('stats.farmers')}
        value={formatCount(report.totalFarmers)}
        hint={t('stats.joinedSince', { date: formatDate(report.since) })}
      />
      <StatCard Icon={Sprout} tone="blue" label={t('stats.acres')} value={formatAcres(report.totalAcres)} />
      <StatCard
        Icon={Ruler}
        tone="amber"
        label={t('stats.averageAcres')}
        value={formatAcres(report.averageAcres, 1)}
        hint={t('stats.perFarmer')}
      />
    </div>
  );
};
