import { formatCount, type CropCounts } from '@sangam/domain';
import { CheckCircle2, Clock, Wheat, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card.tsx';

/** The crop page's stat cards (document 2, 2.10): every crop, and how many are in each status. */
export const CropsStats = ({ counts }: { counts: CropCounts }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label={t('crops.stats.total')} value={formatCount(counts.total)} Icon={Wheat} tone="blue" />
      <StatCard
        label={t('crops.stats.pending')}
        value={formatCount(counts.pending)}
        Icon={Clock}
        tone="amber"
      />
      <StatCard
        label={t('crops.stats.approved')}
        value={formatCount(counts.approved)}
        Icon={CheckCircle2}
        tone="green"
      />
      <StatCard
        label={t('crops.stats.rejected')}
        value={formatCount(counts.rejected)}
        Icon={XCircle}
        tone="violet"
      />
    </div>
  );
};
