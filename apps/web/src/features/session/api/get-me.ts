import type { MeResponse } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client.ts';

import { sessionQueryKey } from '@/lib/query-client.ts';

/** The signed-in visitor, or null when there is no (valid) session. */
export const getMe = async (): Promise<MeResponse | null> => {
  try {
    return await apiFetch<MeResponse>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

export const useMe = () => useQuery({ queryKey: sessionQueryKey, queryFn: getMe, staleTime: 60_000 });
