import { formatCount, formatRupees, type StockStats } from '@sangam/domain';
import { AlertTriangle, Boxes, CalendarClock, IndianRupee } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card.tsx';

/** The four cards both inventories show (spec 2.10, 2.11). */
export const StockStatCards = ({ stats }: { stats: StockStats }) => {
  const { t } = useTranslation('inventory');
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={t('stats.totalItems')} value={formatCount(stats.totalItems)} Icon={Boxes} />
      <StatCard
        label={t('stats.totalValue')}
        value={formatRupees(stats.totalValue)}
        Icon={IndianRupee}
        tone="blue"
      />
      <StatCard
        label={t('stats.lowStock')}
        hint={t('stats.lowStockHint')}
        value={formatCount(stats.lowStock)}
        Icon={AlertTriangle}
        tone="amber"
      />
      <StatCard
        label={t('stats.expiringSoon')}
        hint={t('stats.expiringSoonHint')}
        value={formatCount(stats.expiringSoon)}
        Icon={CalendarClock}
        tone="violet"
      />
    </div>
  );
};
