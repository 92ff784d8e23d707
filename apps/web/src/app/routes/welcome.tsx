import { PageSpinner } from '@/components/ui/spinner.tsx';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard.tsx';
import { useMe } from '@/features/session/api/get-me.ts';

export const WelcomeScreen = () => {
  const { data: me } = useMe();
  if (!me) return <PageSpinner />;
  return <OnboardingWizard me={me} />;
};
