import { documentKinds, type BusinessDocuments, type DocumentKind } from '@sangam/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { fpoDocumentChanges, fpos, userProfiles } from '../../db/schema/tenancy.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { contentTypes, describeStored, documentKey, storedTypeOf } from '../../storage/private-documents.ts';

/**
 * The FPO's registration documents (PAN, TAN, Aadhaar, MoA, AoA): a PDF or a picture, kept as sent
 * so it stays legible and valid, checked by its bytes, stored privately under `documents/{fpoId}/`
 * and read only through the FPO's own session, never through `/media` (PAN and Aadhaar are
 * personal data).
 */
const column = {
  pan: fpos.panFile,
  tan: fpos.tanFile,
  aadhar: fpos.aadharFile,
  moa: fpos.moaFile,
  aoa: fpos.aoaFile,
} as const;
const field = {
  pan: 'panFile',
  tan: 'tanFile',
  aadhar: 'aadharFile',
  moa: 'moaFile',
  aoa: 'aoaFile',
} as const;

const keysOf = async (db: Db, fpoId: string) => {
  const [row] = await db
    .select({
      pan: fpos.panFile,
      tan: fpos.tanFile,
      aadhar: fpos.aadharFile,
      moa: fpos.moaFile,
      aoa: fpos.aoaFile,
    })
    .from(fpos)
    .where(eq(fpos.id, fpoId));
  if (!row) throw notFound();
  return row;
};

/** Who last stored or removed each file (issue 20), by the name the team page shows. */
const changesOf = async (db: Db, fpoId: string) => {
  const rows = await db
    .select({
      kind: fpoDocumentChanges.kind,
      name: sql<string | null>`coalesce(${userProfiles.fullName}, ${user.name})`,
      at: fpoDocumentChanges.changedAt,
    })
    .from(fpoDocumentChanges)
    .leftJoin(user, eq(user.id, fpoDocumentChanges.changedBy))
    .leftJoin(userProfiles, eq(userProfiles.userId, fpoDocumentChanges.changedBy))
    .where(eq(fpoDocumentChanges.fpoId, fpoId));
  return new Map(rows.map((row) => [row.kind, row]));
};

export const listDocuments = async (db: Db, fpoId: string): Promise<BusinessDocuments> => {
  const [keys, changes] = await Promise.all([keysOf(db, fpoId), changesOf(db, fpoId)]);
  return Object.fromEntries(
    documentKinds.map((kind) => {
      const stored = describeStored(keys[kind]);
      const change = changes.get(kind);
      return [
        kind,
        stored && {
          ...stored,
          changedBy: change?.name ? { name: change.name, at: change.at.toISOString() } : null,
        },
      ];
    }),
  ) as BusinessDocuments;
};

type Change = {
  db: Db;
  store: FileStore;
  log: FastifyBaseLogger;
  fpoId: string;
  /** The member storing or removing it. */
  userId: string;
  kind: DocumentKind;
};

/** Stores a document (or removes it with `null`), then removes the file it replaced. */
export const setDocument = async ({
  db,
  store,
  log,
  fpoId,
  userId,
  kind,
  data,
}: Change & { data: Buffer | null }) => {
  let key: string | null = null;
  if (data) {
    const type = await storedTypeOf(data);
    key = documentKey(fpoId, kind, type);
    await store.put(key, data, contentTypes[type]);
  }
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ key: column[kind] }).from(fpos).where(eq(fpos.id, fpoId)).for('update');
      await tx
        .update(fpos)
        .set({ [field[kind]]: key, updatedAt: new Date() })
        .where(eq(fpos.id, fpoId));
      const change = { changedBy: userId, changedAt: new Date() };
      await tx
        .insert(fpoDocumentChanges)
        .values({ fpoId, kind, ...change })
        .onConflictDoUpdate({ target: [fpoDocumentChanges.fpoId, fpoDocumentChanges.kind], set: change });
      return row?.key ?? null;
    });
  } catch (error) {
    if (key) await store.remove(key).catch(() => undefined);
    throw error;
  }
  if (previous)
    await store
      .remove(previous)
      .catch((error: unknown) => log.warn({ err: error }, 'could not remove a document'));
  return listDocuments(db, fpoId);
};

/** The document's bytes and type, for its own FPO only. */
export const readDocument = async ({ db, store, fpoId, kind }: Omit<Change, 'log' | 'userId'>) => {
  const key = (await keysOf(db, fpoId))[kind];
  const stored = describeStored(key);
  const data = key && stored ? await store.get(key) : null;
  if (!data || !stored) throw notFound();
  return { data, type: stored.type };
};
