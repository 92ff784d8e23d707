import { teamHomePath, visitorState, type MeResponse } from '@sangam/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAccountFallback } from '@/features/onboarding/api/account-fallback.ts';
import { useMe } from '@/lib/session.ts';
import { useUserLanguage } from '@/features/session/use-user-language.ts';
import { decideAccess, returnPath, type AccessOptions } from './route-access.ts';

// Only an unconfirmed or unfinished account sees these; every other visitor never downloads them.
const VerifyEmailScreen = lazy(() =>
  import('./routes/verify-email.tsx').then((m) => ({ default: m.VerifyEmailScreen })),
);
const OnboardingWizard = lazy(() =>
  import('./routes/welcome.tsx').then((m) => ({ default: m.OnboardingScreen })),
);

/** Where signing in leads: back to `?next=` (an invitation link), else the member's home (issue 20). */
const landing = (me: MeResponse | null | undefined, search: string): AccessOptions => ({
  home: me?.fpo ? teamHomePath(me.fpo.role) : '/dashboard',
  next: returnPath(new URLSearchParams(search).get('next')),
});

/**
 * The route guard: asks the server who the visitor is, then allows the page, redirects, or shows
 * the verify-email screen (spec 2.1). The API enforces the same rules on every call.
 */
export const RootGuard = () => {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
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
    const access = decideAccess(state, pathname, landing(fallback.data, search));
    if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
    if (access.kind === 'verify-email' && fallback.data) return <VerifyEmailScreen me={fallback.data} />;
    // An invitation link is the way into someone else's FPO: never the wizard of one's own instead.
    if (state === 'onboarding' && fallback.data && !pathname.startsWith('/invitations/'))
      return <OnboardingWizard me={fallback.data} />;
    return <Outlet />;
  }

  const access = decideAccess(visitorState(me.data ?? null), pathname, landing(me.data, search));
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'verify-email' && me.data) return <VerifyEmailScreen me={me.data} />;
  return <Outlet />;
};
