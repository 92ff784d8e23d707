import { visitorState } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useMe } from '@/features/session/api/get-me.ts';
import { useUserLanguage } from '@/features/session/use-user-language.ts';
import { decideAccess } from './route-access.ts';
import { VerifyEmailScreen } from './routes/verify-email.tsx';

/**
 * The route guard: asks the server who the visitor is, then allows the page, redirects, or shows
 * the verify-email screen (spec 2.1). The API enforces the same rules on every call.
 */
export const RootGuard = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const me = useMe();
  useUserLanguage(me.data);

  if (me.isPending) return <PageSpinner />;
  if (me.isError)
    return <ErrorScreen message={t('errors.network_error')} onAction={() => void me.refetch()} />;

  const access = decideAccess(visitorState(me.data), pathname);
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'verify-email' && me.data) return <VerifyEmailScreen me={me.data} />;
  return <Outlet />;
};
