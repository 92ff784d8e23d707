import type { MeResponse } from '@sangam/domain';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguagePicker } from '@/components/language-picker.tsx';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { saveLanguage } from '@/features/auth/api/auth-calls.ts';
import { TrialBadge } from '@/features/plans/components/trial-badge.tsx';
import { useTeamRights } from '@/lib/use-team-rights.ts';
import { AccountMenu } from './account-menu.tsx';
import { Sidebar } from './sidebar.tsx';

const COLLAPSED_KEY = 'sangam.sidebarCollapsed';
// The bell loads after the shell paints, with its own texts: the first load has a budget.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
);

const Logo = () => {
  const { t } = useTranslation();
  const { home } = useTeamRights();
  return (
    <Link
      to={home}
      className="flex items-center gap-2 rounded-lg px-1 text-lg font-bold text-brand-800"
      aria-label={t('appNameHome')}
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      {/* On a phone the icon alone names Sangam (the link's label), leaving room for the bell. */}
      <span className="hidden min-[420px]:inline">{t('appName')}</span>
    </Link>
  );
};

/**
 * The signed-in frame: top bar, grouped sidebar and the screen. On a phone the sidebar is a drawer;
 * on a wide screen the toggle collapses it to icons and the choice is remembered.
 */
export const AppShell = ({
  me,
  banner,
  children,
}: {
  me: MeResponse;
  banner?: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0'), [collapsed]);

  return (
    <div className="flex min-h-full flex-col">
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-gray-200 bg-white px-2 sm:px-4">
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-gray-100 lg:hidden"
          aria-label={t('nav.open')}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          className="hidden rounded-lg p-2 hover:bg-gray-100 lg:block"
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden className="size-5" />
          )}
        </button>
        <Logo />
        <div className="ml-auto flex items-center gap-2">
          <span className="hidden sm:inline">
            <TrialBadge me={me} />
          </span>
          {me.fpo && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <LanguagePicker compact onChange={(language) => void saveLanguage(language).catch(() => {})} />
          <AccountMenu me={me} />
        </div>
      </header>

      <div className="flex flex-1">
        <aside
          className={`sticky top-14 hidden h-[calc(100vh-3.5rem)] shrink-0 border-r border-gray-200 bg-white lg:block ${collapsed ? 'w-16' : 'w-60'}`}
        >
          <Sidebar collapsed={collapsed} />
        </aside>

        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 lg:hidden" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl lg:hidden">
              <div className="flex h-14 items-center justify-between border-b border-gray-200 px-3">
                <Dialog.Title asChild>
                  <span className="font-semibold">{t('nav.label')}</span>
                </Dialog.Title>
                <Dialog.Close className="rounded-lg p-2 hover:bg-gray-100" aria-label={t('close')}>
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">{t('nav.drawerDescription')}</Dialog.Description>
              <Sidebar collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        <main id="main" className="min-w-0 flex-1 p-3 sm:p-6">
          {banner && <div className="mb-4">{banner}</div>}
          <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
        </main>
      </div>
    </div>
  );
};
