import type { BusinessOpportunities } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export const businessKey = ['business'] as const;

/** The /business screen's one read: field findings with their totals, and product opportunities. */
export const useBusinessOpportunities = () =>
  useQuery({
    queryKey: businessKey,
    queryFn: () => apiFetch<BusinessOpportunities>('/api/business'),
  });
