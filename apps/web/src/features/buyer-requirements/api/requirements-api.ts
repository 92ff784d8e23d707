import type { BuyerRequirementList } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** The signed-in way in: published requirements, filtered by crop and state. */
export const useBuyerRequirements = (filters: { crop: string; state: string }) =>
  useQuery({
    queryKey: ['buyer-requirements', filters],
    queryFn: () => {
      const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
      const text = query.toString();
      return apiFetch<BuyerRequirementList>(`/api/buyer-requirements${text ? `?${text}` : ''}`);
    },
    placeholderData: (previous) => previous,
  });
