/**
 * The back office's permission rules without the API schemas (admin-access.ts), so the router's guard
 * brings no validation library into every page's first load.
 */

import { adminActions, adminPages, type AdminAction, type AdminPage } from './admin-page-keys.ts';

export { adminActions, adminPages, type AdminAction, type AdminPage };

export type PageFlags = Record<AdminAction, boolean>;
export type PageAccess = Record<AdminPage, PageFlags>;

/** Everything false, as a new grant starts (document 2, 3). */
export const noPageAccess = (): PageAccess =>
  Object.fromEntries(
    adminPages.map((page) => [page, { view: false, edit: false, delete: false }]),
  ) as PageAccess;

/**
 * What one admin may do. The owner (OWNER_EMAIL, once confirmed) may do everything; so may a super
 * admin; anyone else needs an active record whose page grants the action. An inactive record counts
 * as none (document 2, 4).
 */
export type AdminStanding =
  | { kind: 'owner' }
  | { kind: 'granted'; isSuperAdmin: boolean; isActive: boolean; pageAccess: PageAccess }
  | { kind: 'none' };

export const adminMay = (standing: AdminStanding, page: AdminPage, action: AdminAction): boolean => {
  if (standing.kind === 'owner') return true;
  if (standing.kind === 'none' || !standing.isActive) return false;
  return standing.isSuperAdmin || standing.pageAccess[page]?.[action] === true;
};

/** The pages an admin may open: the dashboard shows their cards; none means no back office. */
export const viewablePages = (standing: AdminStanding): AdminPage[] =>
  adminPages.filter((page) => adminMay(standing, page, 'view'));

/**
 * The page a back-office address belongs to, for the router's guard (document 2, 6): /admin/users/…,
 * /admin/trials and /admin/farmers are the users page; other /admin/{page} paths name their page,
 * dashes as underscores. `null` for /admin itself; `undefined` for a path that is no page.
 */
export const adminPageForPath = (path: string): AdminPage | null | undefined => {
  const [, first, segment] = path.replace(/\/+$/, '').split('/');
  if (first !== 'admin') return undefined;
  if (!segment) return null;
  if (segment === 'trials' || segment === 'farmers') return 'users';
  const key = segment.replace(/-/g, '_');
  return (adminPages as readonly string[]).includes(key) ? (key as AdminPage) : undefined;
};

/** What /api/me tells the web app about the back office, so the UI hides what the server refuses. */
export type AdminSummary = { owner: boolean; superAdmin: boolean; pages: PageAccess };

export const adminSummary = (standing: AdminStanding): AdminSummary | null => {
  if (!viewablePages(standing).length) return null;
  return {
    owner: standing.kind === 'owner',
    superAdmin: standing.kind === 'granted' && standing.isSuperAdmin,
    pages: Object.fromEntries(
      adminPages.map((page) => [
        page,
        Object.fromEntries(adminActions.map((action) => [action, adminMay(standing, page, action)])),
      ]),
    ) as AdminSummary['pages'],
  };
};

/**
 * The router's guard (document 2, 6): /admin needs a view of any page, /admin/{page} a view of that
 * page, the audit log is the owner's (no grant names it, as no rule names its route on the
 * server); any other path is no back-office page.
 */
export const adminMayOpen = (summary: AdminSummary | null, path: string): boolean => {
  if (!summary) return false;
  if (/^\/admin\/audit\/?$/.test(path)) return summary.owner;
  const page = adminPageForPath(path);
  return page === null || (page !== undefined && summary.pages[page].view);
};
