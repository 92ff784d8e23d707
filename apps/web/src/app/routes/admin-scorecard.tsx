import { Trophy, RefreshCw, SearchX } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useRefreshScorecard, useScorecard } from '@/features/admin/api/scorecard-api.ts';
import { BackToDashboard } from '@/features/admin/components/admin-screen-header.tsx';
import { PageControl } from '@/features/admin/components/page-control.tsx';
import { ScorecardInsights } from '@/features/admin/components/scorecard-insights.tsx';
import { ScorecardLeaderboard } from '@/features/admin/components/scorecard-leaderboard.tsx';
import { ScorecardSummary } from '@/features/admin/components/scorecard-summary.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';

// Recharts comes after the cards and the leaderboard have painted, and never with the shell.
const ScorecardCharts = lazy(() =>
  import('@/features/admin/components/scorecard-charts.tsx').then((m) => ({ default: m.ScorecardCharts })),
);

/**
 * 'FPO Scorecard & Leaderboard' (document 2, 2.3; decisions S1, 022): the summary cards, the
 * leaderboard a page of 50 at a time, the charts, the insights and the recommended actions.
 * The overview (cards, charts, insights) is the first page without a search; the list follows the
 * search and the page.
 */
export const AdminScorecardScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data: me } = useMe();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const overview = useScorecard({ page: 1, search: '' });
  const list = useScorecard({ page, search: deferred });
  const refresh = useRefreshScorecard();
  const [refreshing, setRefreshing] = useState(false);

  const failure = (error: unknown) =>
    t('scorecard.loadFailed', {
      reason: t(`errors.${error instanceof ApiError ? error.code : 'network_error'}`, {
        defaultValue: t('errors.generic'),
      }),
    });
  const error = overview.error ?? list.error;
  // Document 2, 8: 'Load Failed' with the reason, once per failure; the page says so in place too.
  useEffect(() => {
    if (error)
      toast.show({ type: 'error', title: t('scorecard.loadFailedTitle'), description: failure(error) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not per render
  }, [error]);

  const refreshData = async () => {
    setRefreshing(true);
    try {
      await refresh();
      toast.show({ type: 'success', title: t('scorecard.refreshed') });
    } catch {
      // The failed read raises the 'Load Failed' toast above.
    } finally {
      setRefreshing(false);
    }
  };

  const analytics = overview.data?.analytics;
  const leaderboard = list.data?.leaderboard;
  const tryAgain = (query: { refetch: () => unknown }) => (
    <Button variant="secondary" onClick={() => void query.refetch()}>
      {t('common:tryAgain')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-5">
      <BackToDashboard />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('scorecard.title')}</h1>
          <p className="text-sm text-gray-600">{t('scorecard.subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => void refreshData()} busy={refreshing}>
          {!refreshing && <RefreshCw aria-hidden className="size-4" />}
          {t('scorecard.refresh')}
        </Button>
      </header>

      {overview.isPending && <Spinner />}
      {overview.isError && !analytics && (
        <AlertBanner tone="error" title={t('scorecard.loadFailedTitle')} action={tryAgain(overview)}>
          {failure(overview.error)}
        </AlertBanner>
      )}

      {analytics && analytics.fpos === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Trophy} title={t('scorecard.empty.title')}>
            <p className="text-sm text-gray-600">{t('scorecard.empty.body')}</p>
          </EmptyState>
        </div>
      )}

      {analytics && analytics.fpos > 0 && (
        <>
          <ScorecardSummary analytics={analytics} />

          <section aria-labelledby="scorecard-leaderboard" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="scorecard-leaderboard" className="text-lg font-semibold">
                {t('scorecard.leaderboard.title')}
              </h2>
              <label className="w-full sm:w-80">
                <span className="sr-only">{t('scorecard.leaderboard.searchLabel')}</span>
                <input
                  type="search"
                  value={search}
                  maxLength={100}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setPage(1);
                  }}
                  placeholder={t('scorecard.leaderboard.searchPlaceholder')}
                  className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
                />
              </label>
            </div>
            {list.isError && !leaderboard && (
              <AlertBanner tone="error" title={t('scorecard.loadFailedTitle')} action={tryAgain(list)}>
                {failure(list.error)}
              </AlertBanner>
            )}
            {leaderboard && leaderboard.items.length === 0 && (
              <div className="rounded-xl border border-gray-200 bg-white">
                <EmptyState Icon={SearchX} title={t('scorecard.leaderboard.noMatches')} />
              </div>
            )}
            {leaderboard && leaderboard.items.length > 0 && (
              <div aria-busy={list.isPlaceholderData} className="aria-busy:opacity-60">
                <ScorecardLeaderboard
                  rows={leaderboard.items}
                  linkUsers={me?.admin?.pages.users.view ?? false}
                />
              </div>
            )}
            {leaderboard && (
              <PageControl
                page={page}
                pageSize={leaderboard.pageSize}
                total={leaderboard.total}
                onPage={setPage}
              />
            )}
          </section>

          <Suspense fallback={<Spinner label={t('scorecard.charts.loading')} />}>
            <ScorecardCharts analytics={analytics} />
          </Suspense>

          <ScorecardInsights analytics={analytics} leader={overview.data?.leaderboard.items[0]} />
        </>
      )}
    </div>
  );
};
