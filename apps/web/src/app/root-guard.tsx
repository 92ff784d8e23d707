import { visitorState } from '@sangam/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAccountFallback } from '@/features/onboarding/api/account-fallback.ts';
import { useMe } from '@/lib/session.ts';
import { useUserLanguage } from '@/features/session/use-user-language.ts';
import { decideAccess } from './route-access.ts';

// Only an unconfirmed or unfinished account sees these; every other visitor never downloads them.
const VerifyEmailScreen = lazy(() =>
  import('./routes/verify-email.tsx').then((m) => ({ default: m.VerifyEmailScreen })),
);
const OnboardingWizard = lazy(() =>
  import('./routes/welcome.tsx').then((m) => ({ default: m.OnboardingScreen })),
);

/**
 * The route guard: asks the server who the visitor is, then allows the page, redirects, or shows
 * the verify-email screen (spec 2.1). The API enforces the same rules on every call.
 */
export const RootGuard = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const me = useMe();
  const checkFailed = me.isError && !me.data;
  const fallback = useAccountFallback(checkFailed);
  useUserLanguage(me.data ?? fallback.data ?? undefined);

  if (me.isPending) return <PageSpinner />;
  if (checkFailed) {
    // The onboarding check failed or timed out: the account decides (spec 2.4), not an error screen.
    if (fallback.isPending) return <PageSpinner />;
    if (fallback.isError)
      return <ErrorScreen message={t('errors.network_error')} onAction={() => void me.refetch()} />;
    const state = visitorState(fallback.data ?? null);
    const access = decideAccess(state, pathname);
    if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
    if (access.kind === 'verify-email' && fallback.data) return <VerifyEmailScreen me={fallback.data} />;
    if (state === 'onboarding' && fallback.data) return <OnboardingWizard me={fallback.data} />;
    return <Outlet />;
  }

  const access = decideAccess(visitorState(me.data ?? null), pathname);
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'verify-email' && me.data) return <VerifyEmailScreen me={me.data} />;
  return <Outlet />;
};
