import {
  computeTrialStatus,
  missingFpoProfileFields,
  needsUpgrade,
  teamActionOfMethod,
  teamAreaOfApiPath,
  teamMay,
  type GatedPlan,
  type Plan,
  type TeamRole,
  type TrialStatus,
} from '@sangam/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * Whether the member's role lets them call this route (DECISIONS T1, decision 036): the area named
 * by the route's address and the action by its method, against `teamRights`. Null when it may.
 */
const roleRefusal = (request: FastifyRequest, role: TeamRole) => {
  const area = teamAreaOfApiPath(request.routeOptions.url ?? '');
  if (!area) return null;
  return teamMay(role, area, teamActionOfMethod(request.method)) ? null : new AppError('role_forbidden');
};

/**
 * The role check of every route with a team area, before its body is read or validated: a member
 * outside their role learns nothing about the route but that it is not theirs. Callers with no
 * session or no FPO pass on to the route, which answers them as before. `requireTenant` checks again.
 */
export const registerTeamRoleCheck = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url || !teamAreaOfApiPath(request.routeOptions.url)) return;
    const membership = (await signedIn(request))?.membership;
    if (!membership) return;
    const refusal = roleRefusal(request, membership.role);
    if (refusal) throw refusal;
  });
};

/**
 * The FPO the signed-in user works for. Every tenant service takes its `fpoId` from here, never
 * from the request (DECISIONS T1), and only within the member's role: a route whose address names
 * no team area is a programming error (500), so the route walkers find it the day it is added.
 */
export const requireTenant = async (request: FastifyRequest): Promise<Tenant & { user: SessionUser }> => {
  const { user, profile, membership } = await requireSignedIn(request);
  if (!user.emailVerified) throw new AppError('email_not_verified');
  if (!membership) throw new AppError('onboarding_required');
  const { fpo, role } = membership;
  const url = request.routeOptions.url ?? '';
  if (!teamAreaOfApiPath(url)) throw new Error(`The tenant route ${url} has no team area (team-roles.ts)`);
  const refusal = roleRefusal(request, role);
  if (refusal) throw refusal;
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
