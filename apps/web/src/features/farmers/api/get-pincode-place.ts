import type { PincodePlace } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client.ts';

/**
 * India Post's district and state of a pincode (decision 035), or null when the directory does not
 * list it. Asked once per pincode and kept for the page's life: the directory does not change.
 */
export const usePincodePlaceQuery = (pincode: string | null) =>
  useQuery({
    queryKey: ['pincodes', pincode],
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<PincodePlace>(`/api/pincodes/${encodeURIComponent(pincode ?? '')}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: pincode !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
