import { Landmark } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useRecommendations } from '@/features/recommendations/api/recommendations-api.ts';
import { CacheBanner } from '@/features/recommendations/components/cache-banner.tsx';
import { FitTabs } from '@/features/recommendations/components/fit-tabs.tsx';
import { LoanRows } from '@/features/recommendations/components/loan-rows.tsx';
import { RecommendationNotice } from '@/features/recommendations/components/recommendation-notice.tsx';
import { useRefreshNow } from '@/features/recommendations/components/use-refresh-now.ts';
import { fitCounts, inFitFilter, type FitFilter } from '@/features/recommendations/fit-filters.ts';

/** Finance and Loan Options (document 2, 2.13, Pro): loans ranked by how well they fit the FPO. */
export const FinanceScreen = () => {
  const { t } = useTranslation('recommendations');
  const loans = useRecommendations('loans');
  const { refresh, refreshing } = useRefreshNow('loans');
  const [filter, setFilter] = useState<FitFilter>('all');
  const panelId = useId();
  const data = loans.data;

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('finance.title')}</h1>
        <p className="text-sm text-gray-600">{t('finance.subtitle')}</p>
      </header>

      {loans.isError && !data && (
        <AlertBanner
          tone="error"
          title={t('finance.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void loans.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {loans.isPending && <Spinner label={t('finance.loading')} />}
      {data && (
        <>
          <CacheBanner
            calculatedAt={data.calculatedAt}
            fromCache={data.fromCache}
            refreshing={refreshing}
            onRefresh={refresh}
          />
          {data.items.length === 0 ? (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={Landmark} title={t('finance.catalogueEmpty')}>
                <p className="text-sm text-gray-600">{t('finance.catalogueEmptyHint')}</p>
              </EmptyState>
            </div>
          ) : (
            <>
              <FitTabs
                label={t('finance.tabs.label')}
                names={{
                  all: t('finance.tabs.all'),
                  best: t('finance.tabs.best'),
                  good: t('finance.tabs.good'),
                  fair: t('finance.tabs.fair'),
                }}
                counts={fitCounts(data.items)}
                value={filter}
                onChange={setFilter}
                panelId={panelId}
              />
              <section
                id={panelId}
                role="tabpanel"
                aria-labelledby={`${panelId}-${filter}`}
                className="md:rounded-xl md:border md:border-gray-200 md:bg-white"
              >
                <LoanRows
                  key={filter}
                  loans={data.items.filter((loan) => inFitFilter(filter, loan.tier))}
                  snapshot={data.snapshot}
                />
              </section>
            </>
          )}
          <RecommendationNotice title={t('finance.disclaimerTitle')}>
            <p>{t('finance.disclaimer')}</p>
          </RecommendationNotice>
        </>
      )}
    </div>
  );
};
