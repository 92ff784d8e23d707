import {
  complianceCalendar,
  todayInIndia,
  type ComplianceCalendar,
  type ComplianceRecord,
  type ComplianceRecordStatus,
  type ComplianceRuleKey,
} from '@sangam/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { complianceRecords } from '../../db/schema/compliance.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { contentTypes, describeStored, documentKey, storedTypeOf } from '../../storage/private-documents.ts';

/**
 * An FPO's compliance calendar (decision 014): due dates computed from the FPO's incorporation date
 * and GST registration by the domain's rules, and what the FPO recorded about each item.
 */

type Ref = { db: Db; fpoId: string };
type ItemRef = Ref & { ruleKey: ComplianceRuleKey; period: string };

const profileOf = async (db: Db, fpoId: string) => {
  const [row] = await db
    .select({ incorporationDate: fpos.incorporationDate, gstFiling: fpos.gstFiling, gstin: fpos.gstNumber })
    .from(fpos)
    .where(eq(fpos.id, fpoId));
  if (!row) throw notFound();
  return row;
};

export const recordsOf = async (db: Db, fpoId: string): Promise<ComplianceRecord[]> => {
  const rows = await db.select().from(complianceRecords).where(eq(complianceRecords.fpoId, fpoId));
  return rows.map((row) => ({
    ruleKey: row.ruleKey as ComplianceRuleKey,
    period: row.period,
    status: row.status,
    doneOn: row.doneOn,
    document: describeStored(row.documentKey),
  }));
};

export const getCalendar = async ({
  db,
  fpoId,
  today = todayInIndia(),
}: Ref & { today?: string }): Promise<ComplianceCalendar> => {
  const [profile, records] = await Promise.all([profileOf(db, fpoId), recordsOf(db, fpoId)]);
  return {
    incorporationDate: profile.incorporationDate,
    gstRegistered: profile.gstin !== null,
    gstFiling: profile.gstFiling,
    today,
    items: complianceCalendar(profile, records, today),
  };
};

/**
 * Only an item the calendar shows may be recorded: a made-up period (the year 9999, a month before
 * the FPO existed) is not found, so an FPO cannot fill the table with rows no screen shows.
 */
const requireItem = async ({ db, fpoId, ruleKey, period }: ItemRef) => {
  const calendar = await getCalendar({ db, fpoId });
  const found = calendar.items.find((item) => item.ruleKey === ruleKey && item.period === period);
  if (!found) throw notFound();
  return found;
};

const keyOf = (row: { documentKey: string | null } | undefined) => row?.documentKey ?? null;

const removeQuietly = (store: FileStore, log: FastifyBaseLogger, key: string | null) =>
  key
    ? store
        .remove(key)
        .catch((error: unknown) => log.warn({ err: error }, 'could not remove a compliance document'))
    : Promise.resolve();

/** Marks an item done on a day, or not due this time; a proof already attached stays with a done item. */
export const recordItem = async ({
  db,
  store,
  log,
  fpoId,
  userId,
  ruleKey,
  period,
  input,
}: ItemRef & {
  store: FileStore;
  log: FastifyBaseLogger;
  userId: string;
  input: { status: ComplianceRecordStatus; doneOn: string | null };
}) => {
  await requireItem({ db, fpoId, ruleKey, period });
  const dropped = await db.transaction(async (tx) => {
    const where = and(
      eq(complianceRecords.fpoId, fpoId),
      eq(complianceRecords.ruleKey, ruleKey),
      eq(complianceRecords.period, period),
    );
    const [existing] = await tx
      .select({ documentKey: complianceRecords.documentKey })
      .from(complianceRecords)
      .where(where)
      .for('update');
    // "Not due" has nothing to prove: its proof goes.
    const documentKey = input.status === 'done' ? keyOf(existing) : null;
    const values = { ...input, documentKey, recordedBy: userId, updatedAt: new Date() };
    await tx
      .insert(complianceRecords)
      .values({ fpoId, ruleKey, period, ...values })
      .onConflictDoUpdate({
        target: [complianceRecords.fpoId, complianceRecords.ruleKey, complianceRecords.period],
        set: values,
      });
    return documentKey === keyOf(existing) ? null : keyOf(existing);
  });
  await removeQuietly(store, log, dropped);
  return getCalendar({ db, fpoId });
};

/** Opens an item again: its record and its proof go. */
export const reopenItem = async ({
  db,
  store,
  log,
  fpoId,
  ruleKey,
  period,
}: ItemRef & { store: FileStore; log: FastifyBaseLogger }) => {
  const [removed] = await db
    .delete(complianceRecords)
    .where(
      and(
        eq(complianceRecords.fpoId, fpoId),
        eq(complianceRecords.ruleKey, ruleKey),
        eq(complianceRecords.period, period),
      ),
    )
    .returning({ documentKey: complianceRecords.documentKey });
  if (!removed) throw notFound();
  await removeQuietly(store, log, removed.documentKey);
  return getCalendar({ db, fpoId });
};

/**
 * Attaches the proof of a done item (the filed form's acknowledgement, the AGM's minutes), or removes
 * it with `null`; a new file replaces the old, which is removed once the row no longer names it.
 */
export const setItemDocument = async ({
  db,
  store,
  log,
  fpoId,
  ruleKey,
  period,
  data,
}: ItemRef & { store: FileStore; log: FastifyBaseLogger; data: Buffer | null }) => {
  let key: string | null = null;
  if (data) {
    const type = await storedTypeOf(data);
    key = documentKey(fpoId, `compliance-${ruleKey}-${period}`, type);
  }
  const where = and(
    eq(complianceRecords.fpoId, fpoId),
    eq(complianceRecords.ruleKey, ruleKey),
    eq(complianceRecords.period, period),
  );
  let previous: string | null;
  let stored = false;
  try {
    // Checked before the file is stored, so a refusal leaves nothing behind.
    const [row] = await db.select({ status: complianceRecords.status }).from(complianceRecords).where(where);
    if (!row) throw notFound();
    if (row.status !== 'done') throw new AppError('item_not_done', { status: 409 });
    if (key && data) await store.put(key, data, contentTypes[describeStored(key)?.type ?? 'pdf']);
    stored = key !== null;
    previous = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ documentKey: complianceRecords.documentKey, status: complianceRecords.status })
        .from(complianceRecords)
        .where(where)
        .for('update');
      if (!locked) throw notFound();
      if (locked.status !== 'done') throw new AppError('item_not_done', { status: 409 });
      await tx.update(complianceRecords).set({ documentKey: key, updatedAt: new Date() }).where(where);
      return locked.documentKey;
    });
  } catch (error) {
    // Only a file that was stored: a store that refused the file would make the refusal wait twice.
    if (stored && key) await store.remove(key).catch(() => undefined);
    throw error;
  }
  await removeQuietly(store, log, previous);
  return getCalendar({ db, fpoId });
};

/** The proof's bytes and type, for its own FPO only. */
export const readItemDocument = async ({
  db,
  store,
  fpoId,
  ruleKey,
  period,
}: ItemRef & { store: FileStore }) => {
  const [row] = await db
    .select({ documentKey: complianceRecords.documentKey })
    .from(complianceRecords)
    .where(
      and(
        eq(complianceRecords.fpoId, fpoId),
        eq(complianceRecords.ruleKey, ruleKey),
        eq(complianceRecords.period, period),
      ),
    );
  const stored = describeStored(keyOf(row));
  const data = stored && row?.documentKey ? await store.get(row.documentKey) : null;
  if (!data || !stored) throw notFound();
  return { data, type: stored.type };
};
