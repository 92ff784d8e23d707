import type { MeResponse, OnboardingInput } from '@sangam/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { setSession } from '@/lib/session.ts';

export const completeOnboarding = (input: OnboardingInput) =>
  apiFetch<MeResponse>('/api/onboarding', { method: 'POST', body: input });

export const useCompleteOnboarding = () =>
  useMutation({ mutationFn: completeOnboarding, onSuccess: (me) => setSession(me) });
