import {
  EXISTING_FARMER_FIELD,
  FARMERS_PAGE_SIZE,
  RECENT_ADDITION_DAYS,
  farmerActionPlan,
  isLanguage,
  phoneSearchPrefix,
  pincodeSearch,
  roundTo,
  type Farmer,
  type FarmerDetail,
  type FarmerInput,
  type FarmerList,
  type FarmerMark,
  type FarmerStats,
  type Language,
} from '@sangam/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { columnsOf, preparedRead } from '../../db/prepared.ts';
import { user } from '../../db/schema/auth.ts';
import { farmerIntelligence, farmers, farmerWriteKeys, fpoFarmerStats } from '../../db/schema/farmers.ts';
import { fpoShareholders } from '../../db/schema/shareholders.ts';
import { fpos, userProfiles } from '../../db/schema/tenancy.ts';
import { applyFigureDeltas, farmerDelta, sinceBounds, toTotals, totalsSince } from './farmer-figures.ts';

type FarmerRow = typeof farmers.$inferSelect;
type Param = string | Placeholder;

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
  preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : 'en',
  fileId: row.fileId,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Newest first; one import's farmers share a creation time and keep the file's row order
 * (decision 006). The list index is on exactly these columns.
 */
const listOrder = [desc(farmers.createdAt), asc(farmers.seq)];

/**
 * The name containing the search text, or the village or phone starting with it (decision 006), or
 * the pincode it is (six digits) or begins (three to five; decision 035).
 */
const searchCondition = (q: string | undefined): SQL | undefined => {
  const text = q?.trim();
  if (!text) return undefined;
  const phone = phoneSearchPrefix(text);
  const pincode = pincodeSearch(text);
  return or(
    ilike(farmers.farmerName, `%${escapeLike(text)}%`),
    sql`lower(${farmers.village}) like ${`${escapeLike(text.toLowerCase())}%`}`,
    phone ? sql`${farmers.phoneNumber} like ${`${escapeLike(phone)}%`}` : undefined,
    pincode?.exact ? eq(farmers.pincode, pincode.pincode) : undefined,
    pincode && !pincode.exact ? sql`${farmers.pincode} like ${`${pincode.pincode}%`}` : undefined,
  );
};

const farmerColumns = Object.keys(getTableColumns(farmers)) as (keyof FarmerRow)[];

/**
 * The FPO's farmers newest first from `offset`, as a subquery to join beside other rows: select
 * `columnsOf(it, farmerColumns)` and order by `newestFirst(it)` again outside.
 */
export const newestFarmers = (
  db: Db,
  fpoId: Param,
  limit: Placeholder | number,
  offset: Placeholder | number,
) =>
  db
    .select()
    .from(farmers)
    .where(eq(farmers.fpoId, fpoId))
    .orderBy(...listOrder)
    .limit(limit)
    .offset(offset)
    .as('newest');

export const newestFirst = (page: ReturnType<typeof newestFarmers>) => [desc(page.createdAt), asc(page.seq)];
export const selectFarmer = (page: ReturnType<typeof newestFarmers>) => columnsOf(page, farmerColumns);

/** A page of the whole register and its size, in one statement (the size is the FPO's kept total). */
const registerPage = preparedRead((db) => {
  const page = newestFarmers(
    db,
    sql.placeholder('fpoId'),
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  );
  return db
    .select({ total: fpoFarmerStats.farmers, farmer: selectFarmer(page) })
    .from(fpos)
    .leftJoin(fpoFarmerStats, eq(fpoFarmerStats.fpoId, fpos.id))
    .leftJoinLateral(page, sql`true`)
    .where(eq(fpos.id, sql.placeholder('fpoId')))
    .orderBy(...newestFirst(page))
    .prepare('farmers_register_page');
});

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
  const offset = (page - 1) * FARMERS_PAGE_SIZE;
  const search = searchCondition(q);
  if (!search) {
    const rows = await registerPage(db).execute({ fpoId, limit: FARMERS_PAGE_SIZE, offset });
    return {
      items: rows.flatMap((row) => (row.farmer ? [toFarmer(row.farmer)] : [])),
      total: rows[0]?.total ?? 0,
      page,
      pageSize: FARMERS_PAGE_SIZE,
    };
  }
  // A search counts its matches (on the trigram indexes).
  const where = and(eq(farmers.fpoId, fpoId), search);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(farmers)
      .where(where)
      .orderBy(...listOrder)
      .limit(FARMERS_PAGE_SIZE)
      .offset(offset),
    db.select({ value: count() }).from(farmers).where(where),
  ]);
  return { items: rows.map(toFarmer), total: counted?.value ?? 0, page, pageSize: FARMERS_PAGE_SIZE };
};

const sinceColumns = ['farmers', 'acres', 'male', 'female', 'maleAcres', 'femaleAcres'] as const;

/**
 * For a read from `fpos`: the FPO's figures (`totals`, left-join `fpoFarmerStats`) and those of its
 * farmers created since the placeholders `since` and `edge` (`recent`, left-join lateral
 * `recentTotals`); toFarmerStats reads the row.
 */
export const figureSelection = (db: Db) => {
  const recentTotals = totalsSince(
    db,
    sql.placeholder('fpoId'),
    sql.placeholder('since'),
    sql.placeholder('edge'),
  );
  return { totals: fpoFarmerStats, recent: columnsOf(recentTotals, sinceColumns), recentTotals };
};

/** The stat cards from a row selected with figureSelection (RECENT_ADDITION_DAYS for "recent"). */
type FigureRow = { totals: Record<string, unknown> | null; recent: Record<string, unknown> | null };
export const toFarmerStats = (row: FigureRow | undefined): FarmerStats => {
  const totals = toTotals(row?.totals);
  return {
    totalFarmers: totals.total,
    totalAcres: totals.acres,
    averageAcres: totals.total ? roundTo(totals.acres / totals.total, 2) : 0,
    maleCount: totals.male,
    femaleCount: totals.female,
    recentAdditions: toTotals(row?.recent).total,
  };
};

export const recentAdditionBounds = (now: Date) =>
  sinceBounds(new Date(now.getTime() - RECENT_ADDITION_DAYS * 24 * 60 * 60 * 1000));

const statsRead = preparedRead((db) => {
  const { totals, recent, recentTotals } = figureSelection(db);
  return db
    .select({ totals, recent })
    .from(fpos)
    .leftJoin(fpoFarmerStats, eq(fpoFarmerStats.fpoId, fpos.id))
    .leftJoinLateral(recentTotals, sql`true`)
    .where(eq(fpos.id, sql.placeholder('fpoId')))
    .prepare('farmers_stats');
});

export const getFarmerStats = async ({
  db,
  fpoId,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  now?: Date;
}): Promise<FarmerStats> => {
  const [row] = await statsRead(db).execute({ fpoId, ...recentAdditionBounds(now) });
  return toFarmerStats(row);
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
  const row = await findOwnFarmer(db, fpoId, farmerId);
  const farmer = toFarmer(row);
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
  return {
    farmer,
    intelligence,
    actionPlan: farmerActionPlan(farmer, intelligence),
    ...(await changeMarks(db, row)),
  };
};

/**
 * Who added the farmer and who last changed it (issue 20), by the name they gave at onboarding,
 * else their account's. An account deleted since leaves no name: the mark is null.
 */
const changeMarks = async (
  db: Db,
  row: Pick<FarmerRow, 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt' | 'version'>,
): Promise<{ addedBy: FarmerMark | null; changedBy: FarmerMark | null }> => {
  const ids = [...new Set([row.createdBy, row.updatedBy].filter((id): id is string => !!id))];
  const people = ids.length
    ? await db
        .select({ id: user.id, name: sql<string>`coalesce(${userProfiles.fullName}, ${user.name})` })
        .from(user)
        .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
        .where(inArray(user.id, ids))
    : [];
  const mark = (id: string | null, at: Date) => {
    const person = people.find((p) => p.id === id);
    return person ? { name: person.name, at: at.toISOString() } : null;
  };
  return {
    addedBy: mark(row.createdBy, row.createdAt),
    // Changed means changed after it was added (version 1 is the add, whoever wrote it).
    changedBy: row.version > 1 ? mark(row.updatedBy, row.updatedAt) : null,
  };
};

/**
 * A duplicate names the farmer already on the register, so the app can offer to merge into it
 * (issue 20). It is the caller's own FPO's farmer, which they may read anyway.
 */
const duplicateError = (existing?: { id: string; samePhone: boolean }) =>
  new AppError('duplicate_farmer', {
    status: 409,
    issues: existing && [
      { field: EXISTING_FARMER_FIELD, code: existing.id },
      { field: existing.samePhone ? 'phoneNumber' : 'farmerName', code: 'duplicate' },
    ],
  });

/** The farmer of the FPO that `input` would duplicate, by the duplicate rule below. */
const findDuplicate = async (db: Db, fpoId: string, input: FarmerInput, excludeId?: string) => {
  const [existing] = await db
    .select({ id: farmers.id, samePhone: sql<boolean>`${farmers.phoneNumber} = ${input.phoneNumber}` })
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
    .orderBy(sql`${farmers.phoneNumber} = ${input.phoneNumber} desc`)
    .limit(1);
  return existing;
};

/** The duplicate rule: same phone, or same name + village + pincode, within the FPO. */
const assertNotDuplicate = async (db: Db, fpoId: string, input: FarmerInput, excludeId?: string) => {
  const existing = await findDuplicate(db, fpoId, input, excludeId);
  if (existing) throw duplicateError(existing);
};

/** After a unique violation: the farmer that won the race, named in the refusal when found. */
const raceDuplicate = async (db: Db, fpoId: string, input: FarmerInput, excludeId?: string) =>
  duplicateError(await findDuplicate(db, fpoId, input, excludeId));

/**
 * Idempotency keys (issue 20): a write that names a key takes a transaction lock on it first, so of
 * two requests with one key the second waits for the first and then finds its key row; a key seen
 * before answers with the farmer it wrote and writes nothing. Keys are the FPO's own.
 */
const lockWriteKey = (db: Db, fpoId: string, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`farmer-write:${fpoId}:${key}`}, 0))`);

const farmerOfKey = async (db: Db, fpoId: string, key: string) => {
  const [row] = await db
    .select({ farmer: farmers })
    .from(farmerWriteKeys)
    .innerJoin(farmers, and(eq(farmers.id, farmerWriteKeys.farmerId), eq(farmers.fpoId, fpoId)))
    .where(and(eq(farmerWriteKeys.fpoId, fpoId), eq(farmerWriteKeys.key, key)));
  return row?.farmer;
};

/** The language a farmer gets when none is chosen: the FPO's (issue 18). */
export const fpoLanguage = async (db: Db, fpoId: string): Promise<Language> => {
  const [row] = await db.select({ language: fpos.language }).from(fpos).where(eq(fpos.id, fpoId));
  return row && isLanguage(row.language) ? row.language : 'en';
};

export const createFarmer = async ({
  db,
  fpoId,
  userId,
  input,
  key,
}: {
  db: Db;
  fpoId: string;
  /** Who adds the farmer: the register shows it (issue 20). */
  userId: string;
  input: FarmerInput;
  /** The Idempotency-Key header: sent again, the answer is the farmer already added. */
  key?: string;
}): Promise<Farmer> => {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (key) {
        await lockWriteKey(t, fpoId, key);
        const seen = await farmerOfKey(t, fpoId, key);
        if (seen) return toFarmer(seen);
      }
      await assertNotDuplicate(t, fpoId, input);
      const preferredLanguage = input.preferredLanguage ?? (await fpoLanguage(t, fpoId));
      const [row] = await tx
        .insert(farmers)
        .values({ ...input, preferredLanguage, fpoId, source: 'manual', createdBy: userId })
        .returning();
      const farmer = toFarmer(row as FarmerRow);
      if (key) await tx.insert(farmerWriteKeys).values({ fpoId, key, farmerId: farmer.id });
      await applyFigureDeltas(t, fpoId, [farmerDelta(row as FarmerRow, 1)]);
      return farmer;
    });
  } catch (error) {
    // Two simultaneous adds of one phone: the unique index lets only one win.
    if (isUniqueViolation(error)) throw await raceDuplicate(db, fpoId, input);
    throw error;
  }
};

export const updateFarmer = async ({
  db,
  fpoId,
  userId,
  farmerId,
  input,
  baseVersion,
  key,
}: {
  db: Db;
  fpoId: string;
  /** Who changes the farmer: the register shows it (issue 20). */
  userId: string;
  farmerId: string;
  input: FarmerInput;
  /** The version the change was made from; another one now is `farmer_changed`, nothing written. */
  baseVersion?: number;
  /** The Idempotency-Key header: sent again, the answer is the farmer as it is, nothing written. */
  key?: string;
}): Promise<Farmer> => {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (key) await lockWriteKey(t, fpoId, key);
      // Locked, so the figures lose exactly what this edit replaces. Another FPO's farmer is a 404
      // whatever the key.
      const before = await findOwnFarmer(t, fpoId, farmerId, true);
      const seen = key ? await farmerOfKey(t, fpoId, key) : undefined;
      // A key names one write: used for another farmer it is a mistake of the sender's.
      if (seen && seen.id !== farmerId)
        throw new AppError('validation_failed', { issues: [{ field: 'idempotency-key', code: 'key_used' }] });
      if (seen) return toFarmer(seen);
      if (baseVersion !== undefined && before.version !== baseVersion) throw new AppError('farmer_changed');
      await assertNotDuplicate(t, fpoId, input, farmerId);
      const [row] = await tx
        .update(farmers)
        .set({ ...input, version: sql`${farmers.version} + 1`, updatedBy: userId, updatedAt: new Date() })
        .where(and(eq(farmers.id, farmerId), eq(farmers.fpoId, fpoId)))
        .returning();
      const after = row as FarmerRow;
      if (key) await tx.insert(farmerWriteKeys).values({ fpoId, key, farmerId });
      await applyFigureDeltas(t, fpoId, [farmerDelta(before, -1), farmerDelta(after, 1)]);
      return toFarmer(after);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await raceDuplicate(db, fpoId, input, farmerId);
    throw error;
  }
};

/** A foreign-key violation from either driver (Drizzle wraps the driver's error as `cause`). */
const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
};

/** A member of the register (a shareholder) is taken off it before the farmer can go (decision 031). */
const farmerIsMember = () => new AppError('farmer_is_member', { status: 409 });

export const deleteFarmer = async ({ db, fpoId, farmerId }: { db: Db; fpoId: string; farmerId: string }) => {
  try {
    await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ id: fpoShareholders.id })
        .from(fpoShareholders)
        .where(and(eq(fpoShareholders.farmerId, farmerId), eq(fpoShareholders.fpoId, fpoId)))
        .limit(1);
      if (held) throw farmerIsMember();
      const [deleted] = await tx
        .delete(farmers)
        .where(and(eq(farmers.id, farmerId), eq(farmers.fpoId, fpoId)))
        .returning();
      if (!deleted) throw new AppError('not_found');
      await applyFigureDeltas(tx as unknown as Db, fpoId, [farmerDelta(deleted, -1)]);
    });
  } catch (error) {
    // Registered as a member between the check and the delete: the restricting key refuses it.
    if (isForeignKeyViolation(error)) throw farmerIsMember();
    throw error;
  }
};
