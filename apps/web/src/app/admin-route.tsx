import { adminMayOpen } from '@sangam/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '@/lib/session.ts';

/** The back office's guard: the page or the FPO dashboard. The API checks every action again. */
export const AdminRoute = () => {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  if (!me) return null;
  return adminMayOpen(me.admin, pathname) ? <Outlet /> : <Navigate to="/dashboard" replace />;
};
