import { formatCount, formatRupees } from '@sangam/domain';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useInputOpportunities } from '../api/inventory-api.ts';
import { Badge } from './expiry-badge.tsx';

/**
 * Input Opportunity Missed: what the FPO's farmers need, from its business-intelligence rows
 * (decision S6: real figures, or a plain statement that there are none yet).
 */
export const InputOpportunities = () => {
  const { t } = useTranslation('inventory');
  const demand = useInputOpportunities();
  return (
    <section
      aria-labelledby="input-opportunities"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <div>
        <h2 id="input-opportunities" className="text-lg font-semibold">
          {t('inputs.opportunities.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('inputs.opportunities.explain')}</p>
      </div>
      {demand.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('inputs.opportunities.loadFailed')}
        </p>
      )}
      {demand.data && !demand.data.rows.length && (
        <EmptyState Icon={SearchX} title={t('inputs.opportunities.emptyTitle')}>
          <p className="max-w-md text-sm text-gray-600">{t('inputs.opportunities.emptyBody')}</p>
        </EmptyState>
      )}
      {demand.data && demand.data.rows.length > 0 && (
        <>
          <p className="text-sm">
            {t('inputs.opportunities.total', {
              amount: formatRupees(demand.data.totalRupees),
              farmers: formatCount(demand.data.totalFarmers),
            })}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {demand.data.rows.map((row) => (
              <li key={row.input} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
                <span className="flex items-start justify-between gap-2">
                  <span className="font-medium">{row.input}</span>
                  <Badge tone={row.stocked ? 'green' : 'red'}>
                    {row.stocked ? t('inputs.opportunities.stocked') : t('inputs.opportunities.notStocked')}
                  </Badge>
                </span>
                <span className="text-sm text-gray-600">{row.crops.join(', ')}</span>
                <span className="text-sm">
                  {t('inputs.opportunities.row', {
                    count: row.farmersAffected,
                    farmers: formatCount(row.farmersAffected),
                    amount: formatRupees(row.rupees),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
