import { sessionQueryKey } from '@/lib/query-client.ts';
import type { MeResponse, OnboardingInput } from '@sangam/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export const completeOnboarding = (input: OnboardingInput) =>
  apiFetch<MeResponse>('/api/onboarding', { method: 'POST', body: input });

export const useCompleteOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });
};
