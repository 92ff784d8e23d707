import { needsUpgrade, teamAreaOfPage } from '@sangam/domain';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { QueryProvider, queryClient } from '@/lib/query-client.tsx';
import { useMe } from '@/lib/session.ts';
import { useTeamRights } from '@/lib/use-team-rights.ts';
import { TrialBanner } from '@/features/plans/components/trial-banner.tsx';
import { AppShell } from './shell/app-shell.tsx';

// Only a member who opens a screen outside their role sees it, with its texts.
const RoleRefusal = lazy(() => import('./shell/role-refusal.tsx').then((m) => ({ default: m.RoleRefusal })));

/**
 * The screen, or what the member's role allows instead (issue 20): a screen outside the role is
 * refused in words; the dashboard, where many links lead, opens the member's home instead.
 */
const RoleRoute = () => {
  const { pathname } = useLocation();
  const rights = useTeamRights();
  if (rights.mayOpen(pathname)) return <Outlet />;
  if (teamAreaOfPage(pathname) === 'overview') return <Navigate to={rights.home} replace />;
  return <RoleRefusal fpoName={rights.fpoName} home={rights.home} />;
};

/**
 * Every signed-in screen sits in the app shell. TanStack Query and the confirm dialog come with it:
 * only these screens fetch data through it or ask for confirmations.
 */
export const ShellLayout = () => {
  const { data: me } = useMe();
  const userId = me?.user.id;
  const fpoId = me?.fpo?.id;
  // Offline use (decision 037): the service worker and the outbox load after the shell paints, so
  // they are never part of the first load.
  useEffect(() => {
    if (!userId || !fpoId) return;
    void import('@/features/farmers/offline/start-offline.ts').then((m) =>
      m.startOffline({ userId, fpoId }, { onSettled: () => void queryClient.invalidateQueries() }),
    );
  }, [userId, fpoId]);
  if (!me) return <PageSpinner />;
  return (
    <QueryProvider>
      <ConfirmProvider>
        <AppShell me={me} banner={me.fpo && needsUpgrade(me.fpo) ? <TrialBanner me={me} /> : undefined}>
          {/* A screen whose code is still on its way shows a spinner inside the shell, not instead of it. */}
          <Suspense fallback={<PageSpinner />}>
            <RoleRoute />
          </Suspense>
        </AppShell>
      </ConfirmProvider>
    </QueryProvider>
  );
};
