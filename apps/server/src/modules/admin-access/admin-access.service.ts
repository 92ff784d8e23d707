import {
  adminActions,
  adminMay,
  adminPages,
  type AccessGrant,
  type AccessOverview,
  type AccessRecord,
  type AdminStanding,
} from '@sangam/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { adminAccess } from '../../db/schema/admin-access.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';
import { fpoMembers, fpos, userProfiles } from '../../db/schema/tenancy.ts';
import type { Admin } from '../../plugins/admin-guard.ts';

const CANDIDATES_SHOWN = 50;
const granter = alias(user, 'granter');

/** Who a user is, for the access screen: e-mail, name and FPO (document 2, 3). */
const identity = {
  userId: user.id,
  email: user.email,
  fullName: userProfiles.fullName,
  fpoName: fpos.name,
};

/** Every grant, and the confirmed users without one to choose from (document 2, 2.5). */
export const accessOverview = async ({
  db,
  search,
}: {
  db: Db;
  search?: string;
}): Promise<AccessOverview> => {
  const records = await db
    .select({ ...identity, grant: adminAccess, grantedByEmail: granter.email })
    .from(adminAccess)
    .innerJoin(user, eq(user.id, adminAccess.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .leftJoin(fpoMembers, eq(fpoMembers.userId, user.id))
    .leftJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
    .leftJoin(granter, eq(granter.id, adminAccess.grantedBy))
    .orderBy(desc(adminAccess.createdAt));
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const candidates = await db
    .select(identity)
    .from(user)
    .leftJoin(adminAccess, eq(adminAccess.userId, user.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .leftJoin(fpoMembers, eq(fpoMembers.userId, user.id))
    .leftJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
    .where(
      and(
        isNull(adminAccess.userId),
        eq(user.emailVerified, true),
        pattern
          ? or(
              sql`${user.email} ilike ${pattern}`,
              sql`${userProfiles.fullName} ilike ${pattern}`,
              sql`${fpos.name} ilike ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(user.createdAt))
    .limit(CANDIDATES_SHOWN);
  return {
    records: records.map(({ grant, grantedByEmail, ...who }) => toRecord(who, grant, grantedByEmail)),
    candidates,
  };
};

type Identity = { userId: string; email: string; fullName: string | null; fpoName: string | null };
const toRecord = (
  who: Identity,
  grant: typeof adminAccess.$inferSelect,
  grantedByEmail: string | null,
): AccessRecord => ({
  ...who,
  isSuperAdmin: grant.isSuperAdmin,
  isActive: grant.isActive,
  pageAccess: grant.pageAccess,
  notes: grant.notes,
  grantedByEmail,
  createdAt: grant.createdAt.toISOString(),
});

/**
 * No one grants more than they hold: a super admin only by the owner or another super admin, each
 * page flag only by someone who has it. And no one changes their own grant, so access cannot be
 * widened from the inside.
 */
const checkGrantable = (
  actor: Admin,
  userId: string,
  grant: Pick<AccessGrant, 'isSuperAdmin' | 'pageAccess'>,
) => {
  if (actor.user.id === userId) throw new AppError('own_access', { status: 403 });
  const standing: AdminStanding = actor.standing;
  const superAdmin = standing.kind === 'owner' || (standing.kind === 'granted' && standing.isSuperAdmin);
  if (grant.isSuperAdmin && !superAdmin) throw new AppError('grant_exceeds_own', { status: 403 });
  for (const page of adminPages)
    for (const action of adminActions)
      if (grant.pageAccess[page][action] && !adminMay(standing, page, action))
        throw new AppError('grant_exceeds_own', {
          status: 403,
          issues: [{ field: `pageAccess.${page}.${action}`, code: 'grant_exceeds_own' }],
        });
};

const audit = (db: Db, actor: Admin, action: string, userId: string, details: Record<string, unknown>) =>
  db
    .insert(auditEvents)
    .values({ actorUserId: actor.user.id, action, targetType: 'admin_access', targetId: userId, details });

const grantOf = async (db: Db, userId: string) => {
  const [row] = await db.select().from(adminAccess).where(eq(adminAccess.userId, userId)).for('update');
  if (!row) throw notFound();
  return row;
};

const snapshot = (
  row: Pick<typeof adminAccess.$inferSelect, 'isSuperAdmin' | 'isActive' | 'pageAccess' | 'notes'>,
) => ({
  isSuperAdmin: row.isSuperAdmin,
  isActive: row.isActive,
  pageAccess: row.pageAccess,
  notes: row.notes,
});

/** Grant Access (document 2, 5): a confirmed user, once; audited (D5). */
export const grantAccess = async ({
  db,
  actor,
  userId,
  grant,
}: {
  db: Db;
  actor: Admin;
  userId: string;
  grant: AccessGrant;
}) => {
  checkGrantable(actor, userId, grant);
  const [target] = await db
    .select({ id: user.id, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!target?.verified) throw notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminAccess)
      .values({ userId, ...grant, grantedBy: actor.user.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('access_exists', { status: 409 });
    await audit(tx, actor, 'access.granted', userId, { after: snapshot(row) });
  });
};

/** Edit Admin Access: the grid, super admin and notes; audited with before and after. */
export const updateAccess = async ({
  db,
  actor,
  userId,
  grant,
}: {
  db: Db;
  actor: Admin;
  userId: string;
  grant: AccessGrant;
}) => {
  checkGrantable(actor, userId, grant);
  await db.transaction(async (tx) => {
    const before = await grantOf(tx, userId);
    const [after] = await tx
      .update(adminAccess)
      .set({ ...grant, updatedAt: new Date() })
      .where(eq(adminAccess.userId, userId))
      .returning();
    await audit(tx, actor, 'access.updated', userId, {
      before: snapshot(before),
      after: snapshot(after ?? before),
    });
  });
};

/** Toggle active: an inactive grant counts as none (document 2, 4). */
export const setAccessActive = async ({
  db,
  actor,
  userId,
  isActive,
}: {
  db: Db;
  actor: Admin;
  userId: string;
  isActive: boolean;
}) => {
  if (actor.user.id === userId) throw new AppError('own_access', { status: 403 });
  await db.transaction(async (tx) => {
    const before = await grantOf(tx, userId);
    // Switching a grant on or off is for someone who could have given it.
    checkGrantable(actor, userId, before);
    await tx
      .update(adminAccess)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(adminAccess.userId, userId));
    await audit(tx, actor, isActive ? 'access.activated' : 'access.deactivated', userId, {
      before: snapshot(before),
    });
  });
};

/** Revoke, after the browser's confirmation (document 2, 5); audited with what was held. */
export const revokeAccess = async ({ db, actor, userId }: { db: Db; actor: Admin; userId: string }) => {
  if (actor.user.id === userId) throw new AppError('own_access', { status: 403 });
  await db.transaction(async (tx) => {
    const before = await grantOf(tx, userId);
    // Only someone who could have granted it takes it away: an admin of users cannot remove a super admin.
    checkGrantable(actor, userId, before);
    await tx.delete(adminAccess).where(eq(adminAccess.userId, userId));
    await audit(tx, actor, 'access.revoked', userId, { before: snapshot(before) });
  });
};
