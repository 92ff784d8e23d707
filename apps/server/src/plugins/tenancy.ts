import {
  computeTrialStatus,
  missingFpoProfileFields,
  needsUpgrade,
  type GatedPlan,
  type Plan,
  type TrialStatus,
} from '@sangam/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { user as users } from '../db/schema/auth.ts';
import { fpoMembers, fpos, userProfiles } from '../db/schema/tenancy.ts';
import { toWebHeaders } from './auth.ts';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  language: string;
  createdAt: Date;
};

export type Tenant = {
  fpoId: string;
  fpoName: string;
  fpoPhone: string | null;
  /** The phone the signed-in operator gave at onboarding; the profile gate falls back to it. */
  operatorPhone: string | null;
  role: 'owner' | 'staff';
  plan: Plan;
  trial: TrialStatus;
};

/** The signed-in user from the session cookie, or null. Expired or revoked sessions give null. */
export const sessionUser = async (request: FastifyRequest): Promise<SessionUser | null> => {
  const found = await request.server.auth.api.getSession({ headers: toWebHeaders(request) });
  return (found?.user as SessionUser | undefined) ?? null;
};

export const requireUser = async (request: FastifyRequest): Promise<SessionUser> => {
  const user = await sessionUser(request);
  if (!user) throw new AppError('unauthenticated');
  return user;
};

/**
 * When the trial starts (DECISIONS T4: account creation): the creation of the FPO owner's account,
 * the earliest if it ever has several owners.
 */
export const trialStartOf = (fpoId: typeof fpos.id) =>
  sql<Date>`(select min(${users.createdAt}) from ${fpoMembers} join ${users} on ${users.id} = ${fpoMembers.userId}
    where ${fpoMembers.fpoId} = ${fpoId} and ${fpoMembers.role} = 'owner')`.mapWith(users.createdAt);

/**
 * The FPO the signed-in user works for. Every tenant service takes its `fpoId` from here, never
 * from the request (DECISIONS T1).
 */
export const requireTenant = async (request: FastifyRequest): Promise<Tenant & { user: SessionUser }> => {
  const user = await requireUser(request);
  if (!user.emailVerified) throw new AppError('email_not_verified');
  const [row] = await request.server.database.db
    .select({
      fpoId: fpos.id,
      fpoName: fpos.name,
      fpoPhone: fpos.phone,
      operatorPhone: userProfiles.phone,
      role: fpoMembers.role,
      plan: fpos.plan,
      createdAt: fpos.createdAt,
      ownerCreatedAt: trialStartOf(fpos.id),
      trialEndDate: fpos.trialEndDate,
      extended: fpos.trialExtendedByAdmin,
    })
    .from(fpoMembers)
    .innerJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
    .leftJoin(userProfiles, eq(userProfiles.userId, fpoMembers.userId))
    .where(eq(fpoMembers.userId, user.id));
  if (!row) throw new AppError('onboarding_required');
  return {
    user,
    fpoId: row.fpoId,
    fpoName: row.fpoName,
    fpoPhone: row.fpoPhone,
    operatorPhone: row.operatorPhone,
    role: row.role,
    plan: row.plan,
    trial: computeTrialStatus({
      createdAt: row.ownerCreatedAt ?? row.createdAt,
      trialEndDate: row.trialEndDate,
      extendedByAdmin: row.extended,
    }),
  };
};

/** Pro and Pro Max APIs: open during the trial, then only to FPOs on a plan that includes them (T4). */
export const requirePlan = async (request: FastifyRequest, needed: GatedPlan) => {
  const tenant = await requireTenant(request);
  if (needsUpgrade(tenant, needed)) {
    throw new AppError('plan_required', { issues: [{ field: 'plan', code: needed }] });
  }
  return tenant;
};

/** The owner admin is the account whose e-mail equals OWNER_EMAIL (DECISIONS T3). */
export const isOwnerAdmin = (email: string, ownerEmail: string | undefined) =>
  ownerEmail !== undefined && email.toLowerCase() === ownerEmail;

export const requireAdmin = async (request: FastifyRequest) => {
  const user = await requireUser(request);
  if (!user.emailVerified || !isOwnerAdmin(user.email, request.server.config.ownerEmail))
    throw new AppError('forbidden');
  return user;
};

/**
 * Adding a farmer, product, input or buyer needs a valid FPO name and phone (spec 2.9); the
 * operator's phone from onboarding counts as the phone (decisions/004). The web app turns
 * `profile_incomplete` and its fields into the Complete Your Profile dialog.
 */
export const requireCompleteProfile = async (request: FastifyRequest) => {
  const tenant = await requireTenant(request);
  const missing = missingFpoProfileFields({
    name: tenant.fpoName,
    phone: tenant.fpoPhone,
    operatorPhone: tenant.operatorPhone,
  });
  if (missing.length)
    throw new AppError('profile_incomplete', {
      issues: missing.map((field) => ({ field, code: 'missing' })),
    });
  return tenant;
};
