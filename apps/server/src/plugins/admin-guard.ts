import { adminMay, type AdminAction, type AdminPage, type AdminStanding } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import type { Db } from '../db/client.ts';
import { adminAccess } from '../db/schema/admin-access.ts';
import { requireUser, type SessionUser } from './tenancy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an admin route needs: a page and an action on it (DECISIONS T2). */
    admin?: { page: AdminPage; action: AdminAction };
  }
  interface FastifyRequest {
    admin: Admin | null;
  }
}

/** The owner admin is the account whose e-mail equals OWNER_EMAIL, once confirmed (DECISIONS T3, T7). */
export const isOwnerAdmin = (
  user: Pick<SessionUser, 'email' | 'emailVerified'>,
  ownerEmail: string | undefined,
) => user.emailVerified && ownerEmail !== undefined && user.email.toLowerCase() === ownerEmail;

/** What a user may do in the back office: owner, a grant (active or not), or nothing. */
export const adminStanding = async (
  db: Db,
  user: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>,
  ownerEmail: string | undefined,
): Promise<AdminStanding> => {
  if (isOwnerAdmin(user, ownerEmail)) return { kind: 'owner' };
  // An unconfirmed address has no session that reaches anything (T7); a grant waits for it too.
  if (!user.emailVerified) return { kind: 'none' };
  const [grant] = await db.select().from(adminAccess).where(eq(adminAccess.userId, user.id));
  return grant
    ? {
        kind: 'granted',
        isSuperAdmin: grant.isSuperAdmin,
        isActive: grant.isActive,
        pageAccess: grant.pageAccess,
      }
    : { kind: 'none' };
};

export type Admin = { user: SessionUser; standing: AdminStanding };

/** 401 without a session; 403 unless the user may take `action` on `page`. */
export const requireAdmin = async (
  request: FastifyRequest,
  page: AdminPage,
  action: AdminAction,
): Promise<Admin> => {
  const user = await requireUser(request);
  const standing = await adminStanding(request.server.database.db, user, request.server.config.ownerEmail);
  if (!adminMay(standing, page, action)) throw new AppError('forbidden');
  return { user, standing };
};

/** Only the owner admin: for a route that has not said what it needs. */
export const requireOwner = async (request: FastifyRequest): Promise<Admin> => {
  const user = await requireUser(request);
  if (!isOwnerAdmin(user, request.server.config.ownerEmail)) throw new AppError('forbidden');
  return { user, standing: { kind: 'owner' } };
};

/** Each admin route's rule, as registered (`null`: the owner's alone); the permission test reads it. */
export const adminRules = new Map<string, { page: AdminPage; action: AdminAction } | null>();

/**
 * The back office's door, for a plugin of admin routes: each route names the page and action it
 * needs (`config.admin`), checked before anything else is read; a route that names none is the
 * owner's alone, so a route added tomorrow is closed until it says what it needs.
 */
export const adminDoor = (app: FastifyInstance) => {
  app.decorateRequest('admin', null);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') adminRules.set(`${method} ${route.url}`, route.config?.admin ?? null);
  });
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.admin;
    request.admin = rule ? await requireAdmin(request, rule.page, rule.action) : await requireOwner(request);
  });
};

/** The admin the door let in. */
export const actorOf = (request: FastifyRequest) => {
  if (!request.admin) throw new AppError('forbidden');
  return request.admin;
};
