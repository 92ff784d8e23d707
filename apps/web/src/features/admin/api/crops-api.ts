import type { AdminCrop, AdminCropsPage, CropChange, CropFilter } from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const cropsKey = ['admin', 'crops'] as const;
const cropUrl = (cropId: string) => `/api/admin/crops/${encodeURIComponent(cropId)}`;

export type CropsQuery = { status: CropFilter; search: string; page: number; pageSize: number };

/** A page of crops with the counts of every crop by status (document 2, 2.10). */
export const useAdminCrops = (query: CropsQuery) =>
  useQuery({
    queryKey: [...cropsKey, query],
    queryFn: () => {
      const params = new URLSearchParams({
        status: query.status,
        page: String(query.page),
        pageSize: String(query.pageSize),
      });
      if (query.search) params.set('search', query.search);
      return apiFetch<AdminCropsPage>(`/api/admin/crops?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export type CropAction = { kind: CropChange | 'delete'; crop: AdminCrop };

/** Approve, reject, deactivate, reactivate or delete a crop; the list and counts are read again. */
export const useChangeCrop = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, crop }: CropAction) =>
      kind === 'delete'
        ? apiFetch<null>(cropUrl(crop.id), { method: 'DELETE' })
        : apiFetch<AdminCrop>(`${cropUrl(crop.id)}/${kind}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cropsKey }),
  });
};
