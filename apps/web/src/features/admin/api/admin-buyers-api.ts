import type {
  AdminBuyersPage,
  AdminGlobalBuyer,
  AdminRequirementsPage,
  BuyerChange,
  BuyerReview,
  CropList,
  GlobalBuyerUpdate,
  GlobalBuyerVerifiedFilter,
  RequirementEdit,
} from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** The Buyer Ecosystem's reads and changes (document 2, 2.7). */
const requirementsKey = ['admin', 'buyer-requirements'] as const;
const buyersKey = ['admin', 'global-buyers'] as const;

export type PageQuery = { page: number; pageSize: number; search: string };

const pageParams = (query: PageQuery) => {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return params;
};

export const useAdminRequirements = (query: PageQuery) =>
  useQuery({
    queryKey: [...requirementsKey, query],
    queryFn: () => apiFetch<AdminRequirementsPage>(`/api/admin/buyer-requirements?${pageParams(query)}`),
    placeholderData: keepPreviousData,
  });

const requirementUrl = (id: string) => `/api/admin/buyer-requirements/${encodeURIComponent(id)}`;

export type RequirementChange =
  | { kind: 'verified'; id: string; on: boolean }
  | { kind: 'published'; id: string; on: boolean }
  | { kind: 'details'; id: string; input: RequirementEdit }
  | { kind: 'delete'; id: string };

/** Every change to a requirement; the list is read again after each. */
export const useChangeRequirement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RequirementChange) => {
      switch (change.kind) {
        case 'verified':
          return apiFetch<null>(requirementUrl(change.id), {
            method: 'PUT',
            body: { isVerified: change.on },
          });
        case 'published':
          return apiFetch<null>(requirementUrl(change.id), {
            method: 'PUT',
            body: { isPublished: change.on },
          });
        case 'details':
          return apiFetch<null>(`${requirementUrl(change.id)}/details`, {
            method: 'PUT',
            body: change.input,
          });
        case 'delete':
          return apiFetch<null>(requirementUrl(change.id), { method: 'DELETE' });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementsKey }),
  });
};

/** The crops a requirement may name: the public picker's list (active and approved). */
export const usePickableCrops = () =>
  useQuery({
    queryKey: ['crops', 'listed'],
    queryFn: () => apiFetch<CropList>('/api/crops'),
    staleTime: 5 * 60_000,
  });

export type GlobalBuyersQuery = PageQuery & { verified: GlobalBuyerVerifiedFilter };

/** A page of shared buyers; the filter is sent only when it narrows the list. */
const globalBuyersParams = (query: GlobalBuyersQuery) => {
  const params = pageParams(query);
  if (query.verified !== 'all') params.set('verified', query.verified);
  return params;
};

export const useGlobalBuyers = (query: GlobalBuyersQuery) =>
  useQuery({
    queryKey: [...buyersKey, query],
    queryFn: () => apiFetch<AdminBuyersPage>(`/api/admin/buyers?${globalBuyersParams(query)}`),
    placeholderData: keepPreviousData,
  });

const buyerUrl = (id: string) => `/api/admin/buyers/${encodeURIComponent(id)}`;

export const useGlobalBuyerReviews = (buyerId: string) =>
  useQuery({
    queryKey: [...buyersKey, buyerId, 'reviews'],
    queryFn: () => apiFetch<{ items: BuyerReview[] }>(`${buyerUrl(buyerId)}/reviews`),
  });

export const useBuyerChanges = (buyerId: string) =>
  useQuery({
    queryKey: [...buyersKey, buyerId, 'changes'],
    queryFn: () => apiFetch<BuyerChange[]>(`${buyerUrl(buyerId)}/changes`),
  });

/** Corrects a shared record; the list, and the record's history, are read again after. */
export const useUpdateGlobalBuyer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: GlobalBuyerUpdate }) =>
      apiFetch<AdminGlobalBuyer>(buyerUrl(id), { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buyersKey }),
  });
};

/** Marks a shared buyer verified or not (decision 015); the list, and its history, are read again after. */
export const useSetGlobalBuyerVerified = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
      apiFetch<AdminGlobalBuyer>(`${buyerUrl(id)}/verified`, { method: 'PUT', body: { isVerified } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buyersKey }),
  });
};
