import type { DataRefreshStatus, RefreshRun } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const statusKey = ['admin', 'data-refresh'] as const;
const url = '/api/admin/data-refresh';

/** While a run is going the page reads the status again this often (document 2, 2.9). */
export const REFRESH_POLL_MS = 2000;

/** The schedule's health, the run in progress, the last 10 runs and the last 50 page logs. */
export const useDataRefreshStatus = () =>
  useQuery({
    queryKey: statusKey,
    queryFn: () => apiFetch<DataRefreshStatus>(url),
    refetchInterval: (query) => (query.state.data?.running ? REFRESH_POLL_MS : false),
  });

/**
 * 'Refresh now': starts a manual run (202 with the run; 409 `refresh_running` when one is going).
 * `onStarted` hears of the run before the status is read again (a short run may be over by then);
 * the run is written into the status at once, so the page shows it and polls until it ends.
 */
export const useStartRefresh = (onStarted: (run: RefreshRun) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ run: RefreshRun }>(url, { method: 'POST' }),
    onSuccess: async ({ run }) => {
      onStarted(run);
      queryClient.setQueryData<DataRefreshStatus>(statusKey, (status) =>
        status ? { ...status, running: run } : status,
      );
      await queryClient.invalidateQueries({ queryKey: statusKey });
    },
    // A 409 means a run is going: read the status so the page follows it.
    onError: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
};
