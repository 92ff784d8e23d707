import type { MeResponse } from '@sangam/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client.ts';
import { sessionQueryKey } from '@/lib/query-client.ts';
import { rememberSignedIn, wasSignedIn } from '@/lib/session-hint.ts';

/** How long the onboarding check may take before the account's own word is used (spec 9). */
export const ONBOARDING_LOOKUP_TIMEOUT_MS = 3000;

/**
 * The signed-in visitor, or null when there is no (valid) session. A visitor not known to be
 * signed in is first asked about through better-auth's get-session, which answers a signed-out
 * visitor with 200 and null: /api/me answers 401, and the browser reports every 401 as an error
 * in the console of each public page.
 */
export const getMe = async (): Promise<MeResponse | null> => {
  const signal = AbortSignal.timeout(ONBOARDING_LOOKUP_TIMEOUT_MS);
  if (!wasSignedIn()) {
    const session = await apiFetch<{ user?: unknown } | null>('/api/auth/get-session', { signal });
    if (!session?.user) return null;
  }
  try {
    const me = await apiFetch<MeResponse>('/api/me', { signal });
    rememberSignedIn(true);
    return me;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    rememberSignedIn(false);
    return null;
  }
};

// One retry: a failed check falls back to the account (root guard) instead of waiting through more.
const sessionQuery = queryOptions({ queryKey: sessionQueryKey, queryFn: getMe, staleTime: 60_000, retry: 1 });

export const useMe = () => useQuery(sessionQuery);

/** Starts the session check before the first render, beside the screen's code and texts. */
export const prefetchMe = (queryClient: QueryClient) => queryClient.prefetchQuery(sessionQuery);
