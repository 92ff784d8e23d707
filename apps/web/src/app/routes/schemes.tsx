import { ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useRecommendations } from '@/features/recommendations/api/recommendations-api.ts';
import { CacheBanner } from '@/features/recommendations/components/cache-banner.tsx';
import { FitTabs } from '@/features/recommendations/components/fit-tabs.tsx';
import { SchemeDetails } from '@/features/recommendations/components/scheme-details.tsx';
import { SchemeGuidance } from '@/features/recommendations/components/scheme-guidance.tsx';
import { SchemeProfileTiles } from '@/features/recommendations/components/scheme-profile-tiles.tsx';
import { SchemeRows } from '@/features/recommendations/components/scheme-rows.tsx';
import { useRefreshNow } from '@/features/recommendations/components/use-refresh-now.ts';
import { fitCounts, inFitFilter, type FitFilter } from '@/features/recommendations/fit-filters.ts';

/**
 * Government Schemes (document 2, 2.14, Pro): the schemes open to the FPO's state, ranked by how
 * well they fit it, with how to apply to the best three and where to ask for help.
 */
export const SchemesScreen = () => {
  const { t } = useTranslation('recommendations');
  const schemes = useRecommendations('schemes');
  const { refresh, refreshing } = useRefreshNow('schemes');
  const [filter, setFilter] = useState<FitFilter>('all');
  const panelId = useId();
  const data = schemes.data;
  const shown = data?.items.filter((scheme) => inFitFilter(filter, scheme.tier)) ?? [];

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('schemes.title')}</h1>
        <p className="text-sm text-gray-600">{t('schemes.subtitle')}</p>
      </header>

      {schemes.isError && !data && (
        <AlertBanner
          tone="error"
          title={t('schemes.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void schemes.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {schemes.isPending && <Spinner label={t('schemes.loading')} />}
      {data && (
        <>
          <SchemeProfileTiles snapshot={data.snapshot} />
          <CacheBanner
            calculatedAt={data.calculatedAt}
            fromCache={data.fromCache}
            refreshing={refreshing}
            onRefresh={refresh}
          />
          {data.items.length === 0 ? (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={ScrollText} title={t('schemes.catalogueEmpty')}>
                <p className="text-sm text-gray-600">{t('schemes.catalogueEmptyHint')}</p>
              </EmptyState>
            </div>
          ) : (
            <>
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
                <FitTabs
                  label={t('schemes.tabs.label')}
                  names={{
                    all: t('schemes.tabs.all'),
                    best: t('schemes.tabs.best'),
                    good: t('schemes.tabs.good'),
                    fair: t('schemes.tabs.fair'),
                  }}
                  counts={fitCounts(data.items)}
                  value={filter}
                  onChange={setFilter}
                  panelId={panelId}
                />
                <p className="text-sm font-medium text-gray-700">
                  {t('schemes.available', { count: data.items.length })}
                </p>
              </div>
              <section
                id={panelId}
                role="tabpanel"
                aria-labelledby={`${panelId}-${filter}`}
                className="md:rounded-xl md:border md:border-gray-200 md:bg-white"
              >
                <SchemeRows key={filter} schemes={shown} snapshot={data.snapshot} />
              </section>
              <SchemeDetails schemes={shown} />
            </>
          )}
          <SchemeGuidance />
        </>
      )}
    </div>
  );
};
