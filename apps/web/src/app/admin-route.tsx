import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMe } from '@/lib/session.ts';

/** /admin screens are for the owner admin only; the API refuses everyone else as well. */
export const AdminRoute = ({ children }: { children: ReactNode }) => {
  const { data: me } = useMe();
  if (!me) return null;
  return me.isAdmin ? children : <Navigate to="/dashboard" replace />;
};
