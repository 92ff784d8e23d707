import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TeamRole } from '@sangam/domain';
import type { FastifyRequest } from 'fastify';
import { preparedRead } from '../db/prepared.ts';
import { session, user } from '../db/schema/auth.ts';
import { fpoMembers, fpos, userProfiles } from '../db/schema/tenancy.ts';
import { toWebHeaders, type Auth } from './auth.ts';

/**
 * Everything a signed-in request needs to know about who is asking, read in one query: the
 * session, its user, their profile and their FPO. better-auth's own `getSession` takes two queries
 * (session, then user) before ours could ask for the FPO; on every signed-in request that was the
 * largest cost (bench/README, farmers). better-auth still issues, refreshes and ends sessions.
 */
export type SignedIn = {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    language: string;
    createdAt: Date;
  };
  profile: {
    fullName: string;
    organization: string | null;
    phone: string;
    onboardingCompleted: boolean;
  } | null;
  membership: {
    role: TeamRole;
    fpo: {
      id: string;
      name: string;
      phone: string | null;
      address: string | null;
      plan: 'starters' | 'pro' | 'pro_max';
      /** The language of most of its farmers (issue 18). */
      language: string;
      createdAt: Date;
      trialEndDate: Date | null;
      trialExtendedByAdmin: boolean;
      /** DECISIONS T4: the creation of the owner's account, the earliest if it has several owners. */
      trialStart: Date | null;
    };
  } | null;
};

/**
 * The session token from the `Cookie` header, if its signature is ours. better-auth signs the
 * cookie as `<token>.<base64 HMAC-SHA256 of the token>` and URL-encodes it.
 */
export const signedSessionToken = (cookieHeader: string | undefined, cookieName: string, secret: string) => {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
};

/** The owner's account creation, over every owner of the FPO (DECISIONS T4). */
export const trialStartOf = (fpoId: typeof fpos.id) =>
  sql<Date>`(select min(${user.createdAt}) from ${fpoMembers} join ${user} on ${user.id} = ${fpoMembers.userId}
    where ${fpoMembers.fpoId} = ${fpoId} and ${fpoMembers.role} = 'owner')`.mapWith(user.createdAt);

const lookup = preparedRead((db) =>
  db
    .select({
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        language: user.language,
        createdAt: user.createdAt,
      },
      expiresAt: session.expiresAt,
      profile: {
        fullName: userProfiles.fullName,
        organization: userProfiles.organization,
        phone: userProfiles.phone,
        onboardingCompleted: userProfiles.onboardingCompleted,
      },
      role: fpoMembers.role,
      fpo: {
        id: fpos.id,
        name: fpos.name,
        phone: fpos.phone,
        address: fpos.address,
        plan: fpos.plan,
        language: fpos.language,
        createdAt: fpos.createdAt,
        trialEndDate: fpos.trialEndDate,
        trialExtendedByAdmin: fpos.trialExtendedByAdmin,
        trialStart: trialStartOf(fpos.id),
      },
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .leftJoin(fpoMembers, eq(fpoMembers.userId, user.id))
    .leftJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .prepare('signed_in'),
);

const answers = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

const load = async (request: FastifyRequest): Promise<SignedIn | null> => {
  const { auth, database } = request.server;
  const context = await auth.$context;
  const token = signedSessionToken(
    request.headers.cookie,
    context.authCookies.sessionToken.name,
    context.secret,
  );
  if (!token) return null;
  const [row] = await lookup(database.db).execute({ token });
  if (!row) return null;
  await refreshWhenDue(auth, request, row.expiresAt, context.sessionConfig);
  return {
    user: row.user,
    profile: row.profile,
    membership: row.fpo && row.role ? { role: row.role, fpo: row.fpo } : null,
  };
};

/**
 * Sessions slide: once a day of use (`updateAge`) better-auth moves the expiry forward. Leaving
 * that to its `getSession` keeps one owner of the rule; it costs its queries once a day per session.
 */
const refreshWhenDue = async (
  auth: Auth,
  request: FastifyRequest,
  expiresAt: Date,
  { expiresIn, updateAge }: { expiresIn: number; updateAge: number },
) => {
  if (expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 > Date.now()) return;
  await auth.api.getSession({ headers: toWebHeaders(request) });
};

/** Who is asking, read once per request however many guards ask. Null when not signed in. */
export const signedIn = (request: FastifyRequest) => {
  let answer = answers.get(request);
  if (!answer) answers.set(request, (answer = load(request)));
  return answer;
};

/** After the request itself changed the account (onboarding), the next `signedIn` reads it again. */
export const forgetSignedIn = (request: FastifyRequest) => {
  answers.delete(request);
};
