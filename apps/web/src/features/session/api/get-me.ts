import type { MeResponse } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client.ts';

import { sessionQueryKey } from '@/lib/query-client.ts';

/** How long the onboarding check may take before the account's own word is used (spec 9). */
export const ONBOARDING_LOOKUP_TIMEOUT_MS = 3000;

/** The signed-in visitor, or null when there is no (valid) session. */
export const getMe = async (): Promise<MeResponse | null> => {
  try {
    return await apiFetch<MeResponse>('/api/me', {
      signal: AbortSignal.timeout(ONBOARDING_LOOKUP_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

// One retry: a failed check falls back to the account (root guard) instead of waiting through more.
export const useMe = () =>
  useQuery({ queryKey: sessionQueryKey, queryFn: getMe, staleTime: 60_000, retry: 1 });
