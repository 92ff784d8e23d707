import { needsUpgrade } from '@sangam/domain';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useMe } from '@/features/session/api/get-me.ts';
import { TrialBanner } from '@/features/plans/components/trial-banner.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** Every signed-in screen sits in the app shell. */
export const ShellLayout = () => {
  const { data: me } = useMe();
  if (!me) return <PageSpinner />;
  return (
    <AppShell me={me} banner={me.fpo && needsUpgrade(me.fpo) ? <TrialBanner me={me} /> : undefined}>
      <Outlet />
    </AppShell>
  );
};
