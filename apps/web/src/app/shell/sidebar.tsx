import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTeamRights } from '@/lib/use-team-rights.ts';
import { isActivePath, navGroups } from './nav-items.ts';

type SidebarProps = { collapsed: boolean; onNavigate?: () => void };

/**
 * The grouped navigation: the screens the member's role opens. Collapsed, it shows every icon with
 * its label for screen readers and as a tooltip.
 */
export const Sidebar = ({ collapsed, onNavigate }: SidebarProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { mayOpen } = useTeamRights();
  const groups = navGroups
    .map((group) => ({ ...group, items: group.items.filter((item) => mayOpen(item.to)) }))
    .filter((group) => group.items.length > 0);
  return (
    <nav aria-label={t('nav.label')} className="flex h-full flex-col gap-4 overflow-y-auto px-2 py-4">
      {groups.map((group) => (
        <div key={group.key ?? 'main'}>
          {group.key &&
            (collapsed ? (
              <hr className="mx-2 mb-2 border-gray-200" />
            ) : (
              <h2 className="mb-1 px-3 text-xs font-semibold tracking-wider text-gray-500 uppercase">
                {t(`nav.groups.${group.key}`)}
              </h2>
            ))}
          <ul className="flex flex-col gap-0.5">
            {group.items.map(({ key, to, Icon }) => {
              const label = t(`nav.${key}`);
              const active = isActivePath(pathname, to);
              return (
                <li key={key}>
                  <NavLink
                    to={to}
                    onClick={onNavigate}
                    aria-label={collapsed ? label : undefined}
                    title={collapsed ? label : undefined}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                      active ? 'bg-brand-100 text-brand-900' : 'text-gray-700 hover:bg-gray-100'
                    } ${collapsed ? 'justify-center px-0' : ''}`}
                  >
                    <Icon aria-hidden className="size-5 shrink-0" />
                    {!collapsed && <span className="truncate">{label}</span>}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
};
