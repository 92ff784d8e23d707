import type { DealershipApplication, DealershipOverview } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const dealershipKey = ['dealership'] as const;

/** The /dealership page: companies, categories, the FPO's eligibility and applications (Pro). */
export const useDealerships = () =>
  useQuery({
    queryKey: dealershipKey,
    queryFn: () => apiFetch<DealershipOverview>('/api/dealerships'),
  });

/** Applies for one company's dealership in one category, terms accepted; the page is read again. */
export const useApplyForDealership = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requirementId: string) =>
      apiFetch<DealershipApplication>('/api/dealerships/applications', {
        method: 'POST',
        body: { requirementId, acceptTerms: true },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealershipKey }),
  });
};
