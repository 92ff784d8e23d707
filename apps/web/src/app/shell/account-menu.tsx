import type { MeResponse } from '@sangam/domain';
import { ChevronDown, LogOut, Settings, ShieldCheck, UserCircle2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '@/features/session/api/sign-out.ts';
import { useTeamRights } from '@/lib/use-team-rights.ts';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-gray-100';

export const AccountMenu = ({ me }: { me: MeResponse }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { may } = useTeamRights();
  const name = me.profile?.fullName || t('account.defaultName');
  const subtitle = me.fpo?.name || me.user.email;

  return (
    // Not modal: a modal menu hides the page from screen readers (aria-hidden) while its links stay
    // focusable, which axe reports (decision 041); focus still moves into the menu and Escape closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex min-h-10 max-w-[55vw] items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-gray-100"
        aria-label={t('account.menu')}
      >
        <UserCircle2 aria-hidden className="size-7 shrink-0 text-brand-700" />
        <span className="hidden min-w-0 flex-col sm:flex">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-gray-500">{subtitle}</span>
        </span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-gray-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          <div className="px-3 py-2 sm:hidden">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="truncate text-xs text-gray-500">{subtitle}</p>
          </div>
          {may('settings') && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/settings">
                <Settings aria-hidden className="size-4" />
                {t('account.settings')}
              </Link>
            </DropdownMenu.Item>
          )}
          {me.isAdmin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <ShieldCheck aria-hidden className="size-4" />
                {t('account.adminPanel')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() =>
              signOut.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) })
            }
          >
            <LogOut aria-hidden className="size-4" />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
