import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { account, session, user } from '../db/schema/auth.ts';
import type { Auth } from './auth.ts';

/**
 * Whoever signs up first with an address must not end up owning it (DECISIONS T7, decision 008).
 * Only a person who can read the mailbox may decide the account's password, so:
 * - a sign-up for an address whose account is still unconfirmed replaces that pending account
 *   (its password, its sessions and its links die with it);
 * - opening the confirmation link in the browser that signed up keeps that one session and ends
 *   every other; opened anywhere else, it ends every session, voids the password, and the opener
 *   chooses a new one.
 */

const SET_PASSWORD_SECONDS = 60 * 60;

export const removePendingAccount = async (db: Db, email: string) => {
  await db.delete(user).where(and(eq(user.email, email), eq(user.emailVerified, false)));
};

type Pending = { id: string; email: string };

/** The unconfirmed account a confirmation link names, before the link is used. */
export const pendingAccountOfLink = async (db: Db, url: URL): Promise<Pending | null> => {
  const email = linkEmail(url.searchParams.get('token'));
  if (!email) return null;
  const [row] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  return row && !row.emailVerified ? { id: row.id, email: row.email } : null;
};

/** The address inside a confirmation token; better-auth checks its signature when it is used. */
const linkEmail = (token: string | null) => {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { email } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof email === 'string' ? email.toLowerCase() : null;
  } catch {
    return null;
  }
};

/**
 * After a confirmation link was used: `null` when the browser that signed up opened it (it stays
 * signed in), otherwise the address of the page where the opener sets the password.
 */
export const settleConfirmation = async ({
  db,
  auth,
  pending,
  currentSessionToken,
  origin,
}: {
  db: Db;
  auth: Auth;
  pending: Pending;
  currentSessionToken: string | null;
  origin: string;
}): Promise<string | null> => {
  const [now] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, pending.id));
  if (!now?.emailVerified) return null;
  if (currentSessionToken) {
    await db
      .delete(session)
      .where(and(eq(session.userId, pending.id), ne(session.token, currentSessionToken)));
    return null;
  }
  // Until the opener chooses one, no password opens the account: not even the one its signer chose.
  await db
    .update(account)
    .set({ password: null, updatedAt: new Date() })
    .where(and(eq(account.userId, pending.id), eq(account.providerId, 'credential')));
  await endAllSessions(db, pending.id);
  const context = await auth.$context;
  const token = crypto.randomUUID().replaceAll('-', '');
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: pending.id,
    expiresAt: new Date(Date.now() + SET_PASSWORD_SECONDS * 1000),
  });
  return `${origin}/reset-password?token=${token}&confirmed=1`;
};

/** Sign-out is global (spec 7): every browser of the user is signed out. */
export const endAllSessions = async (db: Db, userId: string) => {
  await db.delete(session).where(eq(session.userId, userId));
};
