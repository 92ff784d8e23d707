import type { FarmerAnalytics } from '@sangam/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/**
 * The back office's farmers analytics (document 2, 2.8): totals, gender, top crops by acreage and
 * one page of 20 FPOs, most farmers first. The page before stays on screen while the next loads.
 */
export const useFarmerAnalytics = (page: number) =>
  useQuery({
    queryKey: ['admin', 'farmer-analytics', page],
    queryFn: () => apiFetch<FarmerAnalytics>(`/api/admin/farmer-analytics?page=${page}`),
    placeholderData: keepPreviousData,
  });
