import { isLanguage, type MeResponse, type OnboardingInput } from '@sangam/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { changeLanguage } from '@/lib/i18n.ts';
import { setSession } from '@/lib/session.ts';

export const completeOnboarding = (input: OnboardingInput) =>
  apiFetch<MeResponse>('/api/onboarding', { method: 'POST', body: input });

export const useCompleteOnboarding = () =>
  useMutation({
    mutationFn: completeOnboarding,
    // The chosen language first: the new session moves the route guard on to the dashboard at once,
    // which unmounts the wizard before its own callbacks would run.
    onSuccess: async (me, input) => {
      if (isLanguage(input.language)) await changeLanguage(input.language);
      setSession(me);
    },
  });
