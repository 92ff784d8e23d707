import type { MeResponse } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client.ts';

export const meQueryKey = ['me'] as const;

/** The signed-in visitor, or null when there is no (valid) session. */
export const getMe = async (): Promise<MeResponse | null> => {
  try {
    return await apiFetch<MeResponse>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

export const useMe = () => useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
