import type { Farmer, FarmerDetail, FarmerList, FarmerStats } from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** What the farmer form sends: the text as typed; the server normalises it. */
export type FarmerFormValues = {
  farmerName: string;
  phoneNumber: string;
  acres: string;
  gender: string;
  village: string;
  block: string;
  district: string;
  state: string;
  pincode: string;
  /** One of the six language codes, from the picker. */
  preferredLanguage: string;
};

export const farmerKeys = {
  all: ['farmers'] as const,
  list: (page: number, q: string) => ['farmers', 'list', page, q] as const,
  stats: ['farmers', 'stats'] as const,
  detail: (id: string) => ['farmers', 'detail', id] as const,
};

export const useFarmerList = (page: number, q: string) =>
  useQuery({
    queryKey: farmerKeys.list(page, q),
    queryFn: ({ signal }) =>
      apiFetch<FarmerList>(`/api/farmers?${new URLSearchParams({ page: String(page), ...(q && { q }) })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFarmerStats = () =>
  useQuery({ queryKey: farmerKeys.stats, queryFn: () => apiFetch<FarmerStats>('/api/farmers/stats') });

export const useFarmerDetail = (id: string) =>
  useQuery({
    queryKey: farmerKeys.detail(id),
    queryFn: () => apiFetch<FarmerDetail>(`/api/farmers/${encodeURIComponent(id)}`),
  });

/** After any change the lists, stats and dashboard are read again. */
const useInvalidateFarmers = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: farmerKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
};

/**
 * A save carries the form's idempotency key (the same on every try of one form, so a save whose
 * answer was lost is never added twice) and, for a change, the version it was made from (issue 20).
 */
export type SaveFarmer = { values: FarmerFormValues; key: string; baseVersion?: number };

export const useSaveFarmer = (farmerId?: string) => {
  const invalidate = useInvalidateFarmers();
  return useMutation({
    mutationFn: ({ values, key, baseVersion }: SaveFarmer) => {
      const headers = { 'idempotency-key': key };
      return farmerId
        ? apiFetch<Farmer>(`/api/farmers/${farmerId}`, {
            method: 'PUT',
            body: { ...values, baseVersion },
            headers,
          })
        : apiFetch<Farmer>('/api/farmers', { method: 'POST', body: values, headers });
    },
    // Without a connection the save fails at once and goes to the outbox, instead of pausing.
    networkMode: 'always',
    onSuccess: invalidate,
  });
};

export const useDeleteFarmer = () => {
  const invalidate = useInvalidateFarmers();
  return useMutation({
    mutationFn: (farmerId: string) => apiFetch<null>(`/api/farmers/${farmerId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
};

export const sampleFileUrl = (format: 'xlsx' | 'csv') => `/api/farmers/sample?format=${format}`;
