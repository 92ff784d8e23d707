import type {
  AdvancedBuyerDetail,
  AdvancedBuyersPage,
  BuyerIntelligence,
  BuyerRatingInput,
  GlobalBuyerVerifiedFilter,
  MinRatingFilter,
} from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export type DirectoryFilters = {
  crop?: string;
  minRating?: MinRatingFilter;
  verified: GlobalBuyerVerifiedFilter;
  page: number;
};

const listKey = ['advanced-buyers', 'list'] as const;
const detailKey = (id: string) => ['advanced-buyers', 'detail', id] as const;
const intelligenceKey = ['advanced-buyers', 'intelligence'] as const;

/** The query string the directory's API reads: only what is set. */
export const directoryQuery = ({ crop, minRating, verified, page }: DirectoryFilters) => {
  const params = new URLSearchParams();
  if (crop) params.set('crop', crop);
  if (minRating) params.set('minRating', String(minRating));
  if (verified !== 'all') params.set('verified', verified);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** A page of the directory; the last page stays on screen while the next loads. */
export const useAdvancedBuyers = (filters: DirectoryFilters) =>
  useQuery({
    queryKey: [...listKey, filters],
    queryFn: () => apiFetch<AdvancedBuyersPage>(`/api/advanced-buyers${directoryQuery(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useAdvancedBuyer = (id: string | null) =>
  useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: () => apiFetch<AdvancedBuyerDetail>(`/api/advanced-buyers/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });

/**
 * Saves the user's rating of a buyer (a resubmit replaces it). The detail shows the answer at once;
 * the directory, the intelligence and the buyer list (which shows the same reviews) are read again.
 */
export const useRateBuyer = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyerRatingInput) =>
      apiFetch<AdvancedBuyerDetail>(`/api/advanced-buyers/${encodeURIComponent(id)}/rating`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: intelligenceKey });
      void queryClient.invalidateQueries({ queryKey: ['buyers'] });
    },
  });
};

/** The buyer intelligence for one of the FPO's products (the server's choice when none is named). */
export const useBuyerIntelligence = (productId: string | undefined) =>
  useQuery({
    queryKey: [...intelligenceKey, productId ?? null],
    queryFn: () =>
      apiFetch<BuyerIntelligence>(
        `/api/advanced-buyers/intelligence${productId ? `?product=${encodeURIComponent(productId)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
