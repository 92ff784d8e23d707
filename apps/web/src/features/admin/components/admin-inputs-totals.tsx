import { formatCount, formatRupees, type AdminInputTotals } from '@sangam/domain';
import { Boxes, Building2, IndianRupee, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card.tsx';

/** The inputs overview's four cards (document 2, 2.7), over every FPO's inputs. */
export const AdminInputsTotals = ({ totals }: { totals: AdminInputTotals }) => {
  const { t } = useTranslation('admin');
  const label = (key: string) => t(`inventoryOverview.inputs.totals.${key}`);
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={label('items')} value={formatCount(totals.totalItems)} Icon={Package} />
      <StatCard
        label={label('value')}
        value={formatRupees(totals.totalValue)}
        Icon={IndianRupee}
        tone="blue"
      />
      <StatCard label={label('units')} value={formatCount(totals.totalUnits)} Icon={Boxes} tone="amber" />
      <StatCard label={label('fpos')} value={formatCount(totals.activeFpos)} Icon={Building2} tone="violet" />
    </div>
  );
};
