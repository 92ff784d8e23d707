import { useTranslation } from 'react-i18next';
import { useBusinessOpportunities } from '@/features/business/api/business-api.ts';
import { BusinessIntelligence } from '@/features/business/components/business-intelligence.tsx';
import { ProductOpportunities } from '@/features/business/components/product-opportunities.tsx';

/**
 * Business opportunities (/business, document 2): what field teams found the FPO's farmers need,
 * and what its products are worth. One read feeds both sections; each says for itself when it
 * could not be loaded (document 2, 8).
 */
export const BusinessScreen = () => {
  const { t } = useTranslation('business');
  const query = useBusinessOpportunities();
  const part = <T,>(data: T | undefined) => ({
    data,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
  });
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle')}</p>
      </header>
      <BusinessIntelligence
        query={part(query.data && { rows: query.data.rows, totals: query.data.totals })}
      />
      <ProductOpportunities query={part(query.data?.products)} />
    </div>
  );
};
