import {
  cropFlagsAfter,
  cropStatus,
  type AdminCrop,
  type AdminCropsPage,
  type AdminCropsQuery,
  type CropChange,
} from '@sangam/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';
import { buyerRequirementCrops, crops } from '../../db/schema/marketplace.ts';
import type { Admin } from '../../plugins/admin-guard.ts';

const requirementCount = sql<number>`(select count(*)::int from ${buyerRequirementCrops} where ${buyerRequirementCrops.cropId} = ${crops.id})`;

const byStatus = {
  pending: and(eq(crops.isActive, true), eq(crops.isApproved, false)),
  approved: and(eq(crops.isActive, true), eq(crops.isApproved, true)),
  rejected: eq(crops.isActive, false),
} as const;

const cropColumns = {
  crop: crops,
  approvedByEmail: user.email,
  requirementCount,
};

type CropRow = { crop: typeof crops.$inferSelect; approvedByEmail: string | null; requirementCount: number };
const toAdminCrop = ({ crop, approvedByEmail, requirementCount: named }: CropRow): AdminCrop => ({
  id: crop.id,
  name: crop.name,
  category: crop.category,
  status: cropStatus(crop),
  isApproved: crop.isApproved,
  isActive: crop.isActive,
  usageCount: crop.usageCount,
  requirementCount: Number(named),
  approvedByEmail,
  approvedAt: crop.approvedAt?.toISOString() ?? null,
  createdAt: crop.createdAt.toISOString(),
});

/**
 * The crops table of the back office (document 2, 2.10 and 7): newest first, searched by name and
 * filtered by status, a page at a time; with every crop counted by status for the stat cards, in
 * the same statement as the filtered total.
 */
export const listAdminCrops = async ({
  db,
  query,
}: {
  db: Db;
  query: AdminCropsQuery;
}): Promise<AdminCropsPage> => {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(byStatus[query.status] as SQL);
  if (query.search) conditions.push(sql`${crops.name} ilike ${`%${escapeLike(query.search)}%`}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(cropColumns)
      .from(crops)
      .leftJoin(user, eq(user.id, crops.approvedBy))
      .where(where)
      .orderBy(desc(crops.createdAt), asc(crops.name), asc(crops.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        selected: where ? sql<number>`count(*) filter (where ${where})::int` : sql<number>`count(*)::int`,
        total: sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where ${byStatus.pending})::int`,
        approved: sql<number>`count(*) filter (where ${byStatus.approved})::int`,
        rejected: sql<number>`count(*) filter (where ${byStatus.rejected})::int`,
      })
      .from(crops),
  ]);
  return {
    items: rows.map(toAdminCrop),
    total: Number(counted?.selected ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counts: {
      total: Number(counted?.total ?? 0),
      pending: Number(counted?.pending ?? 0),
      approved: Number(counted?.approved ?? 0),
      rejected: Number(counted?.rejected ?? 0),
    },
  };
};

const adminCrop = async (db: Db, cropId: string) => {
  const [row] = await db
    .select(cropColumns)
    .from(crops)
    .leftJoin(user, eq(user.id, crops.approvedBy))
    .where(eq(crops.id, cropId));
  if (!row) throw notFound();
  return toAdminCrop(row);
};

const actions: Record<CropChange, string> = {
  approve: 'crop.approved',
  reject: 'crop.rejected',
  deactivate: 'crop.deactivated',
  reactivate: 'crop.reactivated',
};

/**
 * Approve, reject, deactivate or reactivate a crop (document 2, 4). Approving records who and when;
 * the public picker lists a crop only while it is approved and active. A change that changes nothing
 * (two admins approving the same crop) is no change and leaves the first approver recorded.
 * Audited in the same transaction (DECISIONS D5).
 */
export const changeCrop = async ({
  db,
  actor,
  cropId,
  change,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  cropId: string;
  change: CropChange;
  now?: Date;
}): Promise<AdminCrop> => {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(crops).where(eq(crops.id, cropId)).for('update');
    if (!before) throw notFound();
    const after = cropFlagsAfter(change, before);
    if (after.isApproved === before.isApproved && after.isActive === before.isActive) return;
    await tx
      .update(crops)
      .set({
        ...after,
        ...(change === 'approve' && { approvedBy: actor.user.id, approvedAt: now }),
        updatedAt: now,
      })
      .where(eq(crops.id, cropId));
    await tx.insert(auditEvents).values({
      actorUserId: actor.user.id,
      action: actions[change],
      targetType: 'crop',
      targetId: cropId,
      details: { name: before.name, before: cropStatus(before), after: cropStatus(after) },
    });
  });
  return adminCrop(db, cropId);
};

/**
 * Deletes a crop for good (document 2, 4). A crop a buyer requirement names is refused
 * (`crop_in_use`, 409): deleting it would take it out of requirements buyers sent, so it is
 * rejected or deactivated instead. The row is locked first, so a requirement naming it cannot
 * slip in between the check and the delete. Audited in the same transaction.
 */
export const deleteCrop = async ({ db, actor, cropId }: { db: Db; actor: Admin; cropId: string }) => {
  await db.transaction(async (tx) => {
    const [crop] = await tx.select().from(crops).where(eq(crops.id, cropId)).for('update');
    if (!crop) throw notFound();
    const [named] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(buyerRequirementCrops)
      .where(eq(buyerRequirementCrops.cropId, cropId));
    if (Number(named?.n ?? 0) > 0) throw new AppError('crop_in_use', { status: 409 });
    await tx.delete(crops).where(eq(crops.id, cropId));
    await tx.insert(auditEvents).values({
      actorUserId: actor.user.id,
      action: 'crop.deleted',
      targetType: 'crop',
      targetId: cropId,
      details: {
        name: crop.name,
        category: crop.category,
        status: cropStatus(crop),
        usageCount: crop.usageCount,
      },
    });
  });
};
