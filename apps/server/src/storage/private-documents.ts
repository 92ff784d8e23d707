import crypto from 'node:crypto';
import { AppError } from '../app-error.ts';
import { loadSharp } from '../modules/pictures/pictures.ts';

/**
 * Private documents of an FPO (registration papers, compliance proofs): a PDF or a picture, kept as
 * sent so it stays legible and valid, checked by its bytes, stored under `documents/{fpoId}/` and
 * read only through the FPO's own session, never through `/media`.
 */
export type StoredType = 'pdf' | 'jpeg' | 'png' | 'webp';
export const contentTypes: Record<StoredType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const keyPattern = /-(\d{13})-[0-9a-f]{16}\.(pdf|jpeg|png|webp)$/;

/** What the bytes are, whatever the name: a PDF by its header, a picture by what sharp reads. */
export const storedTypeOf = async (data: Buffer): Promise<StoredType> => {
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

/** What a stored document's key says of it: its type and when it was stored, or null for no file. */
export const describeStored = (key: string | null) => {
  const match = key ? keyPattern.exec(key) : null;
  return match
    ? { type: match[2] as StoredType, uploadedAt: new Date(Number(match[1])).toISOString() }
    : null;
};

/** A new document's key: its FPO's folder, what it is, when it was stored and a random part. */
export const documentKey = (fpoId: string, name: string, type: StoredType) =>
  `documents/${fpoId}/${name}-${Date.now()}-${crypto.randomBytes(8).toString('hex')}.${type}`;
