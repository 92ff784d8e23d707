import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api-client.ts';
import { setSession } from './session.ts';

export const createQueryClient = () => {
  // A 401 from any call means the session expired or was revoked: forget the user, and the route
  // guard sends them to /login (spec 4, Session).
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) setSession(null);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal will not change on retry; a patchy connection might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        // Asked even when the browser says it is offline: the service worker may answer with what it
        // kept (decision 037); only the retries wait for the connection.
        networkMode: 'offlineFirst',
      },
    },
  });
};

/** The one query client of the page, made when the first screen that fetches data loads. */
export const queryClient = createQueryClient();

/**
 * TanStack Query for the screens that fetch data (the signed-in shell, onboarding, the verify
 * screen). The public pages do not load it (see lib/session.ts); every provider shares one client.
 */
export const QueryProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
