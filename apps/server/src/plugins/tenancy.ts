import {
  computeTrialStatus,
  missingFpoProfileFields,
  needsUpgrade,
  type GatedPlan,
  type Plan,
  type TeamRole,
  type TrialStatus,
} from '@sangam/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { signedIn, type SignedIn } from './signed-in.ts';

export type SessionUser = SignedIn['user'];

export type Tenant = {
  fpoId: string;
  fpoName: string;
  fpoPhone: string | null;
  /** The phone the signed-in operator gave at onboarding; the profile gate falls back to it. */
  operatorPhone: string | null;
  role: TeamRole;
  plan: Plan;
  trial: TrialStatus;
};

/** Who is asking; 401 without a live session (expired and revoked ones included). */
export const requireSignedIn = async (request: FastifyRequest): Promise<SignedIn> => {
  const found = await signedIn(request);
  if (!found) throw new AppError('unauthenticated');
  return found;
};

export const requireUser = async (request: FastifyRequest): Promise<SessionUser> =>
  (await requireSignedIn(request)).user;

/**
 * The FPO the signed-in user works for. Every tenant service takes its `fpoId` from here, never
 * from the request (DECISIONS T1).
 */
export const requireTenant = async (request: FastifyRequest): Promise<Tenant & { user: SessionUser }> => {
  const { user, profile, membership } = await requireSignedIn(request);
  if (!user.emailVerified) throw new AppError('email_not_verified');
  if (!membership) throw new AppError('onboarding_required');
  const { fpo, role } = membership;
  return {
    user,
    fpoId: fpo.id,
    fpoName: fpo.name,
    fpoPhone: fpo.phone,
    operatorPhone: profile?.phone ?? null,
    role,
    plan: fpo.plan,
    trial: computeTrialStatus({
      createdAt: fpo.trialStart ?? fpo.createdAt,
      trialEndDate: fpo.trialEndDate,
      extendedByAdmin: fpo.trialExtendedByAdmin,
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
