import type { Buyer, BuyerInput, BuyerList, BuyerProfile, BuyerReview } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export const buyerKeys = {
  list: ['buyers', 'list'] as const,
  profile: (id: string) => ['buyers', 'profile', id] as const,
  reviews: (id: string) => ['buyers', 'reviews', id] as const,
};

const url = (id?: string) => (id ? `/api/buyers/${encodeURIComponent(id)}` : '/api/buyers');

export const useBuyers = () =>
  useQuery({ queryKey: buyerKeys.list, queryFn: () => apiFetch<BuyerList>(url()) });

export const useBuyerProfile = (id: string) =>
  useQuery({ queryKey: buyerKeys.profile(id), queryFn: () => apiFetch<BuyerProfile>(url(id)) });

export const useBuyerReviews = (id: string | null) =>
  useQuery({
    queryKey: buyerKeys.reviews(id ?? ''),
    queryFn: () => apiFetch<{ items: BuyerReview[] }>(`${url(id ?? '')}/reviews`),
    enabled: id !== null,
  });

/** Adds a buyer, or edits one; every buyer view is read again after. */
export const useSaveBuyer = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyerInput) => apiFetch<Buyer>(url(id), { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['buyers'] }),
  });
};

export const useDeleteBuyer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(url(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['buyers'] }),
  });
};
