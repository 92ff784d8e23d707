import { authRoutes, isPublicPath, type VisitorState } from '@sangam/domain';

export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'verify-email' };

const allow: Access = { kind: 'allow' };
const redirect = (to: string): Access => ({ kind: 'redirect', to });

/**
 * Where a visitor in a given state may go (spec 2.1). The server decides the state; this only
 * picks the screen. Public pages are open to everyone; the reset link works in any state.
 */
export const decideAccess = (state: VisitorState, path: string): Access => {
  if (isPublicPath(path) || path === '/reset-password') return allow;
  const isAuthPage = (authRoutes as readonly string[]).includes(path);
  switch (state) {
    case 'anonymous':
      return isAuthPage ? allow : redirect('/login');
    case 'unverified':
      return { kind: 'verify-email' };
    case 'onboarding':
      return path === '/welcome' ? allow : redirect('/welcome');
    case 'ready':
      return path === '/' || path === '/welcome' || isAuthPage ? redirect('/dashboard') : allow;
  }
};
