import crypto from 'node:crypto';
import { documentKinds, type BusinessDocuments, type DocumentKind } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { loadSharp } from '../pictures/pictures.ts';

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

type StoredType = 'pdf' | 'jpeg' | 'png' | 'webp';
export const contentTypes: Record<StoredType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const keyPattern = /-(\d{13})-[0-9a-f]{16}\.(pdf|jpeg|png|webp)$/;

/** What the bytes are, whatever the name: a PDF by its header, a picture by what sharp reads. */
const storedTypeOf = async (data: Buffer): Promise<StoredType> => {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const sharp = await loadSharp();
  const format = await sharp(data)
    .metadata()
    .then(
      (m) => m.format,
      () => undefined,
    );
  if (format === 'jpeg' || format === 'png' || format === 'webp') return format;
  throw new AppError('file_type_invalid', { status: 415 });
};

const describe = (key: string | null) => {
  const match = key ? keyPattern.exec(key) : null;
  return match
    ? { type: match[2] as StoredType, uploadedAt: new Date(Number(match[1])).toISOString() }
    : null;
};

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

export const listDocuments = async (db: Db, fpoId: string): Promise<BusinessDocuments> => {
  const keys = await keysOf(db, fpoId);
  return Object.fromEntries(documentKinds.map((kind) => [kind, describe(keys[kind])])) as BusinessDocuments;
};

type Change = { db: Db; store: FileStore; log: FastifyBaseLogger; fpoId: string; kind: DocumentKind };

/** Stores a document (or removes it with `null`), then removes the file it replaced. */
export const setDocument = async ({
  db,
  store,
  log,
  fpoId,
  kind,
  data,
}: Change & { data: Buffer | null }) => {
  let key: string | null = null;
  if (data) {
    const type = await storedTypeOf(data);
    key = `documents/${fpoId}/${kind}-${Date.now()}-${crypto.randomBytes(8).toString('hex')}.${type}`;
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
export const readDocument = async ({ db, store, fpoId, kind }: Omit<Change, 'log'>) => {
  const key = (await keysOf(db, fpoId))[kind];
  const stored = describe(key);
  const data = key && stored ? await store.get(key) : null;
  if (!data || !stored) throw notFound();
  return { data, type: stored.type };
};
