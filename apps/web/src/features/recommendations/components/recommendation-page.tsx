import type { FpoSnapshot, LoanRecommendations, SchemeRecommendations } from '@sangam/domain';
import type { LucideIcon } from 'lucide-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useRecommendations } from '../api/recommendations-api.ts';
import { fitCounts, inFitFilter, type FitFilter } from '../fit-filters.ts';
import { CacheBanner } from './cache-banner.tsx';
import { FitTabs } from './fit-tabs.tsx';
import { useRefreshNow } from './use-refresh-now.ts';

type Pages = {
  loans: { texts: 'finance'; answer: LoanRecommendations };
  schemes: { texts: 'schemes'; answer: SchemeRecommendations };
};
type Item<K extends keyof Pages> = Pages[K]['answer']['items'][number];

/**
 * The frame /finance and /schemes share (document 2, 2.13 and 2.14): title, load failure and
 * spinner, the cache banner with Refresh Now, the catalogue's empty state, the fit tabs with their
 * counts and one tab panel. Each screen brings its rows and what it shows around them.
 */
export const RecommendationPage = <K extends keyof Pages>({
  kind,
  texts,
  Icon,
  profile,
  beside,
  rows,
  after,
  footer,
}: {
  kind: K;
  texts: Pages[K]['texts'];
  Icon: LucideIcon;
  /** Above the cache banner (the schemes' profile tiles). */
  profile?: (snapshot: FpoSnapshot) => ReactNode;
  /** Beside the tabs (how many schemes are available). */
  beside?: (items: Item<K>[]) => ReactNode;
  rows: (shown: Item<K>[], snapshot: FpoSnapshot) => ReactNode;
  /** Below the tab panel, for the tab's items (the schemes' detailed section). */
  after?: (shown: Item<K>[]) => ReactNode;
  footer: ReactNode;
}) => {
  const { t } = useTranslation('recommendations');
  const query = useRecommendations(kind);
  const { refresh, refreshing } = useRefreshNow(kind);
  const [filter, setFilter] = useState<FitFilter>('all');
  const panelId = useId();
  const data = query.data as Pages[K]['answer'] | undefined;
  const items = (data?.items ?? []) as Item<K>[];
  const shown = items.filter((item) => inFitFilter(filter, item.tier));
  const tabs = (
    <FitTabs
      label={t(`${texts}.tabs.label`)}
      names={{
        all: t(`${texts}.tabs.all`),
        best: t(`${texts}.tabs.best`),
        good: t(`${texts}.tabs.good`),
        fair: t(`${texts}.tabs.fair`),
      }}
      counts={fitCounts(items)}
      value={filter}
      onChange={setFilter}
      panelId={panelId}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t(`${texts}.title`)}</h1>
        <p className="text-sm text-gray-600">{t(`${texts}.subtitle`)}</p>
      </header>

      {query.isError && !data && (
        <AlertBanner
          tone="error"
          title={t(`${texts}.loadFailed`)}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {query.isPending && <Spinner label={t(`${texts}.loading`)} />}
      {data && (
        <>
          {profile?.(data.snapshot)}
          <CacheBanner
            calculatedAt={data.calculatedAt}
            fromCache={data.fromCache}
            refreshing={refreshing}
            onRefresh={refresh}
          />
          {items.length === 0 ? (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={Icon} title={t(`${texts}.catalogueEmpty`)}>
                <p className="text-sm text-gray-600">{t(`${texts}.catalogueEmptyHint`)}</p>
              </EmptyState>
            </div>
          ) : (
            <>
              {beside ? (
                <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
                  {tabs}
                  {beside(items)}
                </div>
              ) : (
                tabs
              )}
              <section
                id={panelId}
                role="tabpanel"
                aria-labelledby={`${panelId}-${filter}`}
                className="md:rounded-xl md:border md:border-gray-200 md:bg-white"
              >
                {/* A new tab starts with every row closed. */}
                <Fragment key={filter}>{rows(shown, data.snapshot)}</Fragment>
              </section>
              {after?.(shown)}
            </>
          )}
          {footer}
        </>
      )}
    </div>
  );
};
