import { adminPageForPath } from '@sangam/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '@/lib/session.ts';

/**
 * The back office's guard (document 2, 6): /admin needs view on at least one page, /admin/{page}
 * view on that page; anything else goes to /dashboard. The API checks every action again.
 */
export const AdminRoute = () => {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  if (!me) return null;
  const page = adminPageForPath(pathname);
  // The audit log is no page a grant names: the owner's alone, as on the server.
  const allowed =
    me.admin &&
    (pathname.startsWith('/admin/audit')
      ? me.admin.owner
      : page === null || (page !== undefined && me.admin.pages[page].view));
  return allowed ? <Outlet /> : <Navigate to="/dashboard" replace />;
};
