import { authRoutes, isPublicPath, type VisitorState } from '@sangam/domain';

export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'verify-email' };

const allow: Access = { kind: 'allow' };
const redirect = (to: string): Access => ({ kind: 'redirect', to });

/** An invitation link opens for everyone: signed out, signed in, with or without an FPO (issue 20). */
const isInvitationPath = (path: string) => path.startsWith('/invitations/');

/**
 * The address the sign-in page returns to (`/login?next=/invitations/…`): a path of this site only,
 * never another site's address (`//evil.example`, `/\evil.example`) or an absolute URL.
 */
export const returnPath = (next: string | null | undefined): string | null =>
  next && /^\/(?![/\\])/.test(next) ? next : null;

export type AccessOptions = {
  /** Where a signed-in member lands (teamHomePath of their role). */
  home?: string;
  /** The `next` of the sign-in page's address, already checked by returnPath. */
  next?: string | null;
};

/**
 * Where a visitor in a given state may go (spec 2.1). The server decides the state; this only
 * picks the screen. Public pages are open to everyone; the reset link and invitation links work in
 * any state. Signing in returns to `next` when the address names one, else lands on `home`.
 */
export const decideAccess = (
  state: VisitorState,
  path: string,
  { home = '/dashboard', next = null }: AccessOptions = {},
): Access => {
  if (isPublicPath(path) || path === '/reset-password' || isInvitationPath(path)) return allow;
  const isAuthPage = (authRoutes as readonly string[]).includes(path);
  switch (state) {
    case 'anonymous':
      return isAuthPage ? allow : redirect('/login');
    case 'unverified':
      return { kind: 'verify-email' };
    case 'onboarding':
      // Someone with an account but no FPO signs in to accept an invitation: back to its page.
      if (isAuthPage && next) return redirect(next);
      return path === '/welcome' ? allow : redirect('/welcome');
    case 'ready':
      if (isAuthPage) return redirect(next ?? home);
      return path === '/' || path === '/welcome' ? redirect(home) : allow;
  }
};
