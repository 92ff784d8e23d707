import { formatCount, type DataRefreshStatus, type RefreshRun } from '@sangam/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';

/** Long enough to read the run's figures. */
const SUMMARY_TOAST_MS = 10_000;

/**
 * Follows the run in progress (one this admin started, or one already going when the page opened)
 * and, once the status no longer shows it running, tells how it ended (document 2, 8): 'Data
 * Refreshed' with its figures, or 'Failed to trigger refresh: {reason}' with the first error its
 * page logs give ('Unknown error' when none does). Returns `watch`, for a run just started: it is
 * followed even if it has ended by the time the status is read again.
 */
export const useRefreshOutcome = (status: DataRefreshStatus | undefined) => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const watched = useRef<string | null>(null);

  useEffect(() => {
    if (!status) return;
    const id = watched.current;
    watched.current = status.running?.id ?? null;
    if (!id || status.running?.id === id) return;
    const run = status.summaries.find((candidate) => candidate.id === id);
    if (!run || run.status === 'running') return;
    if (run.status === 'failure') {
      const reason =
        status.logs.find((log) => log.runId === id && log.errorMessage)?.errorMessage ??
        t('dataRefresh.toasts.unknownError');
      toast.show({
        type: 'error',
        title: t('dataRefresh.toasts.failedTitle'),
        description: t('dataRefresh.toasts.failed', { reason }),
        duration: SUMMARY_TOAST_MS,
      });
      return;
    }
    toast.show({
      type: run.status === 'partial' ? 'warning' : 'success',
      title: t('dataRefresh.toasts.refreshed'),
      description: t('dataRefresh.toasts.summary', {
        fpos: formatCount(run.totalFpos),
        financeOk: formatCount(run.financeSuccess),
        financeFailed: formatCount(run.financeFailure),
        schemesOk: formatCount(run.schemesSuccess),
        schemesFailed: formatCount(run.schemesFailure),
        email: t(run.adminEmailSent ? 'dataRefresh.toasts.emailSent' : 'dataRefresh.toasts.emailNotSent'),
      }),
      duration: SUMMARY_TOAST_MS,
    });
  }, [status, t, toast]);

  return useCallback((run: RefreshRun) => {
    watched.current = run.id;
  }, []);
};
