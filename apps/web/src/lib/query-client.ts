import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { rememberSignedIn } from './session-hint.ts';

export const sessionQueryKey = ['me'] as const;

export const createQueryClient = () => {
  // A 401 from any call means the session expired or was revoked: forget the user, and the route
  // guard sends them to /login (spec 4, Session).
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 401)) return;
    rememberSignedIn(false);
    queryClient.setQueryData(sessionQueryKey, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal will not change on retry; a patchy connection might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
};
