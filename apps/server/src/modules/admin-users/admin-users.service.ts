import {
  adjustedTrialEnd,
  computeTrialStatus,
  type AdminUserDetail,
  type AdminUsersPage,
  type AdminUsersQuery,
  type TrialAdjustment,
  type UserDeletion,
} from '@sangam/domain';
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { session, user } from '../../db/schema/auth.ts';
import { buyerAssociations } from '../../db/schema/buyers.ts';
import { fpoFarmerStats } from '../../db/schema/farmers.ts';
import { fileUploads } from '../../db/schema/files.ts';
import { inputInventory, productInventory } from '../../db/schema/inventory.ts';
import { fpoMembers, fpos, userProfiles } from '../../db/schema/tenancy.ts';
import type { Admin } from '../../plugins/admin-guard.ts';
import { isOwnerAdmin } from '../../plugins/admin-guard.ts';
import { trialStartOf } from '../../plugins/signed-in.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { pictureBuckets } from '../pictures/pictures.ts';

const lastSignIn = sql<Date | null>`(select max(${session.createdAt}) from ${session} where ${session.userId} = ${user.id})`;

const searchOf = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    sql`${user.email} ilike ${pattern}`,
    sql`${userProfiles.fullName} ilike ${pattern}`,
    sql`${fpos.name} ilike ${pattern}`,
  );
};

/** The users table (document 2, 2.6): every account, newest first, with its FPO, plan and trial. */
export const listUsers = async ({
  db,
  query,
  now = new Date(),
}: {
  db: Db;
  query: AdminUsersQuery;
  now?: Date;
}): Promise<AdminUsersPage> => {
  const where = searchOf(query.search);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        user,
        fullName: userProfiles.fullName,
        role: fpoMembers.role,
        fpo: fpos,
        trialStart: trialStartOf(fpos.id),
        lastSignIn,
      })
      .from(user)
      .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
      .leftJoin(fpoMembers, eq(fpoMembers.userId, user.id))
      .leftJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(user)
      .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
      .leftJoin(fpoMembers, eq(fpoMembers.userId, user.id))
      .leftJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      userId: row.user.id,
      email: row.user.email,
      fullName: row.fullName,
      emailVerified: row.user.emailVerified,
      fpoId: row.fpo?.id ?? null,
      fpoName: row.fpo?.name ?? null,
      role: row.role,
      plan: row.fpo?.plan ?? null,
      trial: row.fpo
        ? computeTrialStatus({
            createdAt: row.trialStart ?? row.fpo.createdAt,
            trialEndDate: row.fpo.trialEndDate,
            extendedByAdmin: row.fpo.trialExtendedByAdmin,
            now,
          })
        : null,
      customTrial: Boolean(row.fpo?.trialEndDate),
      createdAt: row.user.createdAt.toISOString(),
      lastSignInAt: row.lastSignIn ? new Date(row.lastSignIn).toISOString() : null,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const membershipOf = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ user, fpo: fpos, role: fpoMembers.role, trialStart: trialStartOf(fpos.id) })
    .from(user)
    .leftJoin(fpoMembers, eq(fpoMembers.userId, user.id))
    .leftJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
    .where(eq(user.id, userId));
  if (!row) throw notFound();
  return row;
};

/** Extend or set the trial of the user's FPO (trials are per FPO, DECISIONS T4); audited (D5). */
export const adjustTrial = async ({
  db,
  actor,
  userId,
  adjustment,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  userId: string;
  adjustment: TrialAdjustment;
  now?: Date;
}) => {
  const { fpo, trialStart } = await membershipOf(db, userId);
  if (!fpo) throw new AppError('no_fpo', { status: 409 });
  const before = computeTrialStatus({
    createdAt: trialStart ?? fpo.createdAt,
    trialEndDate: fpo.trialEndDate,
    now,
  });
  const end = adjustedTrialEnd(adjustment, new Date(before.trialEndDate), now);
  await db.transaction(async (tx) => {
    await tx
      .update(fpos)
      .set({
        trialEndDate: end,
        trialExtendedByAdmin: true,
        extensionReason: adjustment.reason,
        updatedAt: now,
      })
      .where(eq(fpos.id, fpo.id));
    await tx.insert(auditEvents).values({
      actorUserId: actor.user.id,
      action: 'trial.adjusted',
      targetType: 'fpo',
      targetId: fpo.id,
      details: { userId, ...adjustment, before: before.trialEndDate, after: end.toISOString() },
    });
  });
  return computeTrialStatus({
    createdAt: trialStart ?? fpo.createdAt,
    trialEndDate: end,
    extendedByAdmin: true,
    now,
  });
};

/** Whether an owner is the FPO's last: deleting them deletes the FPO. */
const isLastOwner = async (db: Db, fpoId: string, role: string | null, userId: string) => {
  if (role !== 'owner') return false;
  const [others] = await db
    .select({ n: count() })
    .from(fpoMembers)
    .where(and(eq(fpoMembers.fpoId, fpoId), eq(fpoMembers.role, 'owner'), ne(fpoMembers.userId, userId)));
  return (others?.n ?? 0) === 0;
};

/** What an FPO keeps, counted in one statement: the detail's counts and what a deletion removes. */
const fpoRecordCounts = async (db: Db, fpoId: string) => {
  const countIn = (
    table: typeof productInventory | typeof inputInventory | typeof buyerAssociations | typeof fileUploads,
  ) => sql<number>`(select count(*)::int from ${table} where ${table.fpoId} = ${fpoId})`;
  const [row] = await db
    .select({
      farmers: sql<number>`coalesce((select ${fpoFarmerStats.farmers} from ${fpoFarmerStats} where ${fpoFarmerStats.fpoId} = ${fpoId}), 0)`,
      products: countIn(productInventory),
      inputs: countIn(inputInventory),
      buyers: countIn(buyerAssociations),
      files: countIn(fileUploads),
    })
    .from(sql`(select 1) as one`);
  return row ?? { farmers: 0, products: 0, inputs: 0, buyers: 0, files: 0 };
};

/** What deleting this user removes, named in the confirmation before it happens. */
export const deletionPreview = async ({ db, userId }: { db: Db; userId: string }): Promise<UserDeletion> => {
  const { user: account, fpo, role } = await membershipOf(db, userId);
  const removesFpo = fpo ? await isLastOwner(db, fpo.id, role, userId) : false;
  const counts =
    fpo && removesFpo
      ? await fpoRecordCounts(db, fpo.id)
      : { farmers: 0, products: 0, inputs: 0, buyers: 0, files: 0 };
  return { email: account.email, fpoName: fpo?.name ?? null, removesFpo, ...counts };
};

/** Where an FPO's files live: its uploads, its private documents and its pictures. */
export const fpoFolders = (fpoId: string) => [
  fpoId,
  `documents/${fpoId}`,
  ...pictureBuckets.map((bucket) => `${bucket}/${fpoId}`),
];

/**
 * Deletes an account (document 2, 5; issue 15). The FPO's last owner takes the FPO with them: its
 * data goes in the same transaction (every tenant table cascades from `fpos`), its files right after
 * it commits. Any other member leaves the FPO's data with the FPO. No one deletes themselves or the
 * owner admin.
 */
export const deleteUser = async ({
  db,
  store,
  log,
  actor,
  userId,
  ownerEmail,
}: {
  db: Db;
  store: FileStore;
  log: FastifyBaseLogger;
  actor: Admin;
  userId: string;
  ownerEmail: string | undefined;
}) => {
  if (actor.user.id === userId) throw new AppError('own_account', { status: 403 });
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user, fpo: fpos, role: fpoMembers.role })
      .from(user)
      .leftJoin(fpoMembers, eq(fpoMembers.userId, user.id))
      .leftJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
      .where(eq(user.id, userId))
      .for('update', { of: user });
    if (!row) throw notFound();
    if (isOwnerAdmin(row.user, ownerEmail)) throw new AppError('owner_account', { status: 403 });
    // Locked, so two owners deleted at once cannot both find the other still there.
    if (row.fpo) await tx.select({ id: fpos.id }).from(fpos).where(eq(fpos.id, row.fpo.id)).for('update');
    const removesFpo = row.fpo ? await isLastOwner(tx, row.fpo.id, row.role, userId) : false;
    if (removesFpo && row.fpo) await tx.delete(fpos).where(eq(fpos.id, row.fpo.id));
    await tx.delete(user).where(eq(user.id, userId));
    await tx.insert(auditEvents).values({
      actorUserId: actor.user.id,
      action: 'user.deleted',
      targetType: 'user',
      targetId: userId,
      details: {
        email: row.user.email,
        fpoId: row.fpo?.id ?? null,
        fpoName: row.fpo?.name ?? null,
        removedFpo: removesFpo,
      },
    });
    return removesFpo ? row.fpo?.id : undefined;
  });
  if (removed)
    for (const folder of fpoFolders(removed))
      // The rows are gone; a file left behind is swept again by hand, and is only logged here.
      await store
        .removeFolder(folder)
        .catch((error: unknown) =>
          log.error({ err: error, folder }, "could not remove a deleted FPO's files"),
        );
};

/** One account for the user detail page (document 2, 2.4), with what its FPO keeps counted. */
export const userDetail = async ({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<AdminUserDetail> => {
  const [row] = await db
    .select({
      user,
      profile: userProfiles,
      fpo: fpos,
      role: fpoMembers.role,
      trialStart: trialStartOf(fpos.id),
      lastSignIn,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .leftJoin(fpoMembers, eq(fpoMembers.userId, user.id))
    .leftJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
    .where(eq(user.id, userId));
  if (!row) throw notFound();
  const fpo = row.fpo;
  const { files: _files, ...counts } = fpo
    ? await fpoRecordCounts(db, fpo.id)
    : { farmers: 0, products: 0, inputs: 0, buyers: 0, files: 0 };
  return {
    user: {
      id: row.user.id,
      email: row.user.email,
      emailVerified: row.user.emailVerified,
      fullName: row.profile?.fullName ?? null,
      phone: row.profile?.phone ?? null,
      language: row.user.language,
      createdAt: row.user.createdAt.toISOString(),
      lastSignInAt: row.lastSignIn ? new Date(row.lastSignIn).toISOString() : null,
    },
    fpo: fpo
      ? {
          id: fpo.id,
          name: fpo.name,
          address: fpo.address,
          website: fpo.website,
          gstNumber: fpo.gstNumber,
          fssaiNumber: fpo.fssaiNumber,
          plan: fpo.plan,
          role: row.role ?? 'owner',
          trial: computeTrialStatus({
            createdAt: row.trialStart ?? fpo.createdAt,
            trialEndDate: fpo.trialEndDate,
            extendedByAdmin: fpo.trialExtendedByAdmin,
            now,
          }),
          isVerified: fpo.isVerified,
          hfnCertified: fpo.hfnCertified,
        }
      : null,
    counts,
  };
};

/** The FPO of an account, for the detail page's tabs: 404 without the account, 409 without an FPO. */
export const fpoIdOf = async (db: Db, userId: string) => {
  const { fpo } = await membershipOf(db, userId);
  if (!fpo) throw new AppError('no_fpo', { status: 409 });
  return fpo.id;
};
