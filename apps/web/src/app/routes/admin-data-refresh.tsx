import { formatDateTime } from '@sangam/domain';
import { Loader2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useDataRefreshStatus, useStartRefresh } from '@/features/admin/api/data-refresh-api.ts';
import { BackToDashboard } from '@/features/admin/components/admin-screen-header.tsx';
import { DataRefreshHealth } from '@/features/admin/components/data-refresh-health.tsx';
import { DataRefreshLogs } from '@/features/admin/components/data-refresh-logs.tsx';
import {
  DataRefreshLatest,
  DataRefreshSummaries,
} from '@/features/admin/components/data-refresh-summaries.tsx';
import { useRefreshOutcome } from '@/features/admin/components/data-refresh-watch.ts';
import { FieldDataImport } from '@/features/admin/components/field-data-import.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';

/**
 * The data-refresh monitor (document 2, 2.9): 'Refresh now', the daily job's health, the latest
 * run's figures, the last 10 runs and the last 50 page logs; times in IST. While a run is going the
 * page reads the status every 2 seconds and says how the run ended.
 */
export const AdminDataRefreshScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data: me } = useMe();
  const status = useDataRefreshStatus();
  const watch = useRefreshOutcome(status.data);
  const start = useStartRefresh(watch);
  // The server refuses a start without edit on data_refresh; the button is not offered either.
  const mayStart = me?.admin?.pages.data_refresh.edit ?? false;

  const data = status.data;
  const running = data?.running ?? null;
  const latest = data?.summaries.find((run) => run.status !== 'running');

  const trigger = () =>
    start.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'refresh_running') {
          toast.show({
            type: 'warning',
            title: t('dataRefresh.toasts.alreadyRunning'),
            description: t('dataRefresh.toasts.alreadyRunningBody'),
          });
          return;
        }
        const unknown = t('dataRefresh.toasts.unknownError');
        toast.show({
          type: 'error',
          title: t('dataRefresh.toasts.failedTitle'),
          description: t('dataRefresh.toasts.failed', {
            reason:
              error instanceof ApiError ? t(`errors.${error.code}`, { defaultValue: unknown }) : unknown,
          }),
        });
      },
    });

  return (
    <div className="flex flex-col gap-5">
      <BackToDashboard />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('dataRefresh.title')}</h1>
          <p className="text-sm text-gray-600">{t('dataRefresh.subtitle')}</p>
        </div>
        {mayStart && (
          <Button onClick={trigger} busy={start.isPending} disabled={!data || running !== null}>
            {!start.isPending && <RefreshCw aria-hidden className="size-4" />}
            {t('dataRefresh.refreshNow')}
          </Button>
        )}
      </header>

      {running && (
        <AlertBanner
          tone="info"
          title={
            <span className="inline-flex items-center gap-2">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t('dataRefresh.refreshing')}
            </span>
          }
        >
          <time dateTime={running.startedAt}>
            {t('dataRefresh.startedAt', { time: formatDateTime(running.startedAt) })}
          </time>
        </AlertBanner>
      )}

      {status.isPending && <Spinner />}
      {status.isError && !data && (
        <AlertBanner
          tone="error"
          title={t('dataRefresh.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void status.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}

      {data && (
        <>
          <DataRefreshHealth health={data.health} />
          {latest && <DataRefreshLatest run={latest} />}
          <DataRefreshSummaries runs={data.summaries} />
          <DataRefreshLogs logs={data.logs} />
        </>
      )}

      {mayStart && <FieldDataImport />}
    </div>
  );
};
