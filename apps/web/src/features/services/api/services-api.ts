import type { EnquiryInput, ServicesInfo } from '@sangam/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** Sangam's contact as configured, and whether enquiries reach anyone on this server. */
export const useServicesInfo = () =>
  useQuery({
    queryKey: ['services', 'info'],
    queryFn: () => apiFetch<ServicesInfo>('/api/services'),
    staleTime: 5 * 60_000,
  });

/** An enquiry from a service page, mailed to Sangam's owner. */
export const useSendEnquiry = () =>
  useMutation({
    mutationFn: (enquiry: EnquiryInput) =>
      apiFetch<null>('/api/enquiries', { method: 'POST', body: enquiry }),
  });
