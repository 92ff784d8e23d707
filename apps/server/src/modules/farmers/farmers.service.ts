import {
  FARMERS_PAGE_SIZE,
  RECENT_ADDITION_DAYS,
  farmerActionPlan,
  roundTo,
  type Farmer,
  type FarmerDetail,
  type FarmerInput,
  type FarmerList,
  type FarmerStats,
} from '@sangam/domain';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { farmerIntelligence, farmers } from '../../db/schema/farmers.ts';
import { applyFigureDeltas, farmerDelta, readFarmerTotals, readFarmerTotalsSince } from './farmer-figures.ts';

type FarmerRow = typeof farmers.$inferSelect;

export const toFarmer = (row: FarmerRow): Farmer => ({
  id: row.id,
  farmerName: row.farmerName,
  phoneNumber: row.phoneNumber,
  acres: Number(row.acres),
  gender: row.gender,
  village: row.village,
  block: row.block,
  district: row.district,
  state: row.state,
  pincode: row.pincode,
  source: row.source,
  fileId: row.fileId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Newest first; one import's farmers share a creation time and keep the file's row order
 * (decision 006). The list index is on exactly these columns.
 */
const listOrder = [desc(farmers.createdAt), asc(farmers.seq)];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name, village or phone containing the search text, within the FPO. */
const searchCondition = (q: string | undefined): SQL | undefined => {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(farmers.farmerName, pattern),
    ilike(farmers.village, pattern),
    digits.length >= 3 ? sql`${farmers.phoneNumber} like ${`%${digits}%`}` : undefined,
  );
};

export const listFarmers = async ({
  db,
  fpoId,
  page,
  q,
}: {
  db: Db;
  fpoId: string;
  page: number;
  q?: string;
}): Promise<FarmerList> => {
  const search = searchCondition(q);
  const where = and(eq(farmers.fpoId, fpoId), search);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(farmers)
      .where(where)
      .orderBy(...listOrder)
      .limit(FARMERS_PAGE_SIZE)
      .offset((page - 1) * FARMERS_PAGE_SIZE),
    // A search counts its matches (on the trigram indexes); the whole register's count is kept.
    search
      ? db
          .select({ value: count() })
          .from(farmers)
          .where(where)
          .then(([row]) => row?.value ?? 0)
      : readFarmerTotals(db, fpoId).then((totals) => totals.total),
  ]);
  return { items: rows.map(toFarmer), total, page, pageSize: FARMERS_PAGE_SIZE };
};

export const recentFarmers = async ({ db, fpoId, limit }: { db: Db; fpoId: string; limit: number }) =>
  (
    await db
      .select()
      .from(farmers)
      .where(eq(farmers.fpoId, fpoId))
      .orderBy(...listOrder)
      .limit(limit)
  ).map(toFarmer);

export const getFarmerStats = async ({
  db,
  fpoId,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  now?: Date;
}): Promise<FarmerStats> => {
  const [totals, recent] = await Promise.all([
    readFarmerTotals(db, fpoId),
    readFarmerTotalsSince(db, fpoId, new Date(now.getTime() - RECENT_ADDITION_DAYS * 24 * 60 * 60 * 1000)),
  ]);
  return {
    totalFarmers: totals.total,
    totalAcres: totals.acres,
    averageAcres: totals.total ? roundTo(totals.acres / totals.total, 2) : 0,
    maleCount: totals.male,
    femaleCount: totals.female,
    recentAdditions: recent.total,
  };
};

const findOwnFarmer = async (db: Db, fpoId: string, farmerId: string, lock = false) => {
  const query = db
    .select()
    .from(farmers)
    .where(and(eq(farmers.id, farmerId), eq(farmers.fpoId, fpoId)));
  const [row] = await (lock ? query.for('update') : query);
  // Another FPO's farmer is indistinguishable from a missing one.
  if (!row) throw new AppError('not_found');
  return row;
};

export const getFarmerDetail = async ({
  db,
  fpoId,
  farmerId,
}: {
  db: Db;
  fpoId: string;
  farmerId: string;
}): Promise<FarmerDetail> => {
  const farmer = toFarmer(await findOwnFarmer(db, fpoId, farmerId));
  const notes = await db
    .select()
    .from(farmerIntelligence)
    .where(and(eq(farmerIntelligence.fpoId, fpoId), eq(farmerIntelligence.phoneNumber, farmer.phoneNumber)))
    .orderBy(desc(farmerIntelligence.createdAt));
  const intelligence = notes.map((n) => ({
    id: n.id,
    contact: n.contact,
    createdAt: n.createdAt.toISOString(),
    cropEnterprise: n.cropEnterprise,
    issueFaced: n.issueFaced,
    solutionSuggested: n.solutionSuggested,
    likelyNextIssue: n.likelyNextIssue,
    productsToBuy: n.productsToBuy,
    estSpendInr: n.estSpendInr === null ? null : Number(n.estSpendInr),
  }));
  return { farmer, intelligence, actionPlan: farmerActionPlan(farmer, intelligence) };
};

const duplicateError = () => new AppError('duplicate_farmer', { status: 409 });

/** The duplicate rule: same phone, or same name + village + pincode, within the FPO. */
const assertNotDuplicate = async (db: Db, fpoId: string, input: FarmerInput, excludeId?: string) => {
  const [existing] = await db
    .select({ id: farmers.id })
    .from(farmers)
    .where(
      and(
        eq(farmers.fpoId, fpoId),
        excludeId ? ne(farmers.id, excludeId) : undefined,
        or(
          eq(farmers.phoneNumber, input.phoneNumber),
          and(
            sql`lower(${farmers.farmerName}) = lower(${input.farmerName})`,
            sql`lower(${farmers.village}) = lower(${input.village})`,
            eq(farmers.pincode, input.pincode),
          ),
        ),
      ),
    )
    .limit(1);
  if (existing) throw duplicateError();
};

/** A unique violation from either driver; Drizzle wraps the driver's error as `cause`. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

export const createFarmer = async ({
  db,
  fpoId,
  input,
}: {
  db: Db;
  fpoId: string;
  input: FarmerInput;
}): Promise<Farmer> => {
  try {
    return await db.transaction(async (tx) => {
      await assertNotDuplicate(tx as unknown as Db, fpoId, input);
      const [row] = await tx
        .insert(farmers)
        .values({ ...input, fpoId, source: 'manual' })
        .returning();
      const farmer = toFarmer(row as FarmerRow);
      await applyFigureDeltas(tx as unknown as Db, fpoId, [farmerDelta(row as FarmerRow, 1)]);
      return farmer;
    });
  } catch (error) {
    // Two simultaneous adds of one phone: the unique index lets only one win.
    if (isUniqueViolation(error)) throw duplicateError();
    throw error;
  }
};

export const updateFarmer = async ({
  db,
  fpoId,
  farmerId,
  input,
}: {
  db: Db;
  fpoId: string;
  farmerId: string;
  input: FarmerInput;
}): Promise<Farmer> => {
  try {
    return await db.transaction(async (tx) => {
      // Locked, so the figures lose exactly what this edit replaces.
      const before = await findOwnFarmer(tx as unknown as Db, fpoId, farmerId, true);
      await assertNotDuplicate(tx as unknown as Db, fpoId, input, farmerId);
      const [row] = await tx
        .update(farmers)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(farmers.id, farmerId), eq(farmers.fpoId, fpoId)))
        .returning();
      const after = row as FarmerRow;
      await applyFigureDeltas(tx as unknown as Db, fpoId, [farmerDelta(before, -1), farmerDelta(after, 1)]);
      return toFarmer(after);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError();
    throw error;
  }
};

export const deleteFarmer = async ({ db, fpoId, farmerId }: { db: Db; fpoId: string; farmerId: string }) =>
  db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(farmers)
      .where(and(eq(farmers.id, farmerId), eq(farmers.fpoId, fpoId)))
      .returning();
    if (!deleted) throw new AppError('not_found');
    await applyFigureDeltas(tx as unknown as Db, fpoId, [farmerDelta(deleted, -1)]);
  });
