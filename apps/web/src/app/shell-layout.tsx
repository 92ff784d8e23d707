import { needsUpgrade } from '@sangam/domain';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { QueryProvider } from '@/lib/query-client.tsx';
import { useMe } from '@/lib/session.ts';
import { TrialBanner } from '@/features/plans/components/trial-banner.tsx';
import { AppShell } from './shell/app-shell.tsx';

/**
 * Every signed-in screen sits in the app shell. TanStack Query and the confirm dialog come with it:
 * only these screens fetch data through it or ask for confirmations.
 */
export const ShellLayout = () => {
  const { data: me } = useMe();
  if (!me) return <PageSpinner />;
  return (
    <QueryProvider>
      <ConfirmProvider>
        <AppShell me={me} banner={me.fpo && needsUpgrade(me.fpo) ? <TrialBanner me={me} /> : undefined}>
          {/* A screen whose code is still on its way shows a spinner inside the shell, not instead of it. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </AppShell>
      </ConfirmProvider>
    </QueryProvider>
  );
};
