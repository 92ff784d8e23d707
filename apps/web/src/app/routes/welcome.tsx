import type { MeResponse } from '@sangam/domain';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard.tsx';
import { QueryProvider } from '@/lib/query-client.tsx';
import { useMe } from '@/lib/session.ts';

/** The wizard with the query client it saves through (the route guard does not load one). */
export const OnboardingScreen = ({ me }: { me: MeResponse }) => (
  <QueryProvider>
    <OnboardingWizard me={me} />
  </QueryProvider>
);

export const WelcomeScreen = () => {
  const { data: me } = useMe();
  if (!me) return <PageSpinner />;
  return <OnboardingScreen me={me} />;
};
