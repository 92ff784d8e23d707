import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError } from './api-client.ts';

export type PublicJson<T> = {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
};

/**
 * A read for the public pages, which have a budget of 120 KB of JavaScript before they paint
 * (decision 016): TanStack Query alone would be a tenth of it. The latest address wins; a page that
 * changes address keeps showing what it had until the new answer arrives.
 */
export const usePublicJson = <T>(url: string | null): PublicJson<T> => {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({
    loading: url !== null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    apiFetch<T>(url, { signal: controller.signal }).then(
      (data) => setState({ data, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          data: previous.data,
          error: error instanceof ApiError ? error : new ApiError(0, 'network_error'),
          loading: false,
        }));
      },
    );
    return () => controller.abort();
  }, [url, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
};
