import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { processPicture, removePicture, storePicture, type PictureBucket } from './pictures.ts';

/** The one file of a multipart request, refused while it streams in once past the 5 MB limit. */
export const readPicturePart = async (request: FastifyRequest): Promise<Buffer> => {
  if (!request.isMultipart()) throw new AppError('file_required');
  const part = await request.file();
  if (!part) throw new AppError('file_required');
  try {
    const data = await part.toBuffer();
    if (!data.length) throw new AppError('file_required');
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('file_too_large', { status: 413 });
    throw error;
  }
};

type Replace<T> = {
  store: FileStore;
  log: FastifyBaseLogger;
  bucket: PictureBucket;
  fpoId: string;
  /** The new picture's bytes, or null to remove the picture. */
  data: Buffer | null;
  /** Points the record at the key in one transaction; answers the key it replaced. */
  save: (pictureKey: string | null) => Promise<{ previousKey: string | null; item: T }>;
};

/**
 * Stores the new picture, points the record at it, then removes the one it replaced. The files are
 * written before the row changes and removed if it cannot, so a row never names a missing file.
 */
export const replacePicture = async <T>({ store, log, bucket, fpoId, data, save }: Replace<T>) => {
  const key = data ? await storePicture(store, bucket, fpoId, await processPicture(data)) : null;
  let saved: { previousKey: string | null; item: T };
  try {
    saved = await save(key);
  } catch (error) {
    await removePicture(store, key, log);
    throw error;
  }
  await removePicture(store, saved.previousKey, log);
  return saved.item;
};
