import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Sharp from 'sharp';
import type { Picture } from '@sangam/domain';
import { AppError } from '../../app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';

/**
 * Pictures people upload (products and inputs now, village photos and logos later): checked by
 * their bytes, re-encoded and resized so phones download little, stored under spec 3's layout
 * `{bucket}/{fpoId}/{timestamp}-{random}` with a thumbnail beside the picture.
 */

export const pictureBuckets = ['product-images', 'input-images', 'village-photos'] as const;
export type PictureBucket = (typeof pictureBuckets)[number];

/** Long side of the stored picture and of its thumbnail, in pixels. */
export const PICTURE_LONG_SIDE = 1600;
export const THUMBNAIL_LONG_SIDE = 320;
/**
 * A 5 MB PNG of one colour can claim 16k x 16k pixels; decoding it would take a gigabyte. Real
 * phone photos are 12-50 megapixels.
 */
const MAX_INPUT_PIXELS = 60_000_000;

/** The stored file name: `{timestamp}-{16 hex}.webp`, or `.thumb.webp` for the thumbnail. */
export const pictureFilePattern = /^\d{13}-[0-9a-f]{16}(\.thumb)?\.webp$/;

const thumbnailKeyOf = (key: string) => key.replace(/\.webp$/, '.thumb.webp');

/** What the API answers for a stored picture: both files through the media route. */
export const pictureOf = (key: string | null): Picture | null =>
  key ? { url: `/media/${key}`, thumbnailUrl: `/media/${thumbnailKeyOf(key)}` } : null;

// sharp brings libvips (~30 MB resident); loaded when the first picture arrives, not at start.
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
export const loadSharp = async () => {
  sharpModule ??= import('sharp').then((m) => {
    // One image at a time per worker thread and no cache: memory stays flat on a small server.
    m.default.cache(false);
    m.default.concurrency(1);
    return m;
  });
  return (await sharpModule).default;
};

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * The picture and its thumbnail as WebP, turned upright by its EXIF orientation and stripped of
 * its metadata (a phone photo's GPS position is not for the Mandi). Anything that is not a JPEG,
 * PNG or WebP by its bytes, whatever its name, is `file_type_invalid`.
 */
export const processPicture = (data: Buffer) => oneAtATime(() => encode(data));

/**
 * Decoding holds the whole bitmap in memory (a 12-megapixel photo is ~48 MB): pictures are encoded
 * one after another however many arrive together, and the queue is short enough to wait in.
 */
let tail: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
};

const encode = async (data: Buffer) => {
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(data, options).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !acceptedFormats.has(format)) throw new AppError('file_type_invalid', { status: 415 });
  const resized = (side: number, quality: number) =>
    sharp(data, options)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  try {
    const [picture, thumbnail] = await Promise.all([
      resized(PICTURE_LONG_SIDE, 80),
      resized(THUMBNAIL_LONG_SIDE, 70),
    ]);
    return { picture, thumbnail };
  } catch {
    // Valid headers over broken or oversized pixel data.
    throw new AppError('file_type_invalid', { status: 415 });
  }
};

/** Stores a processed picture and its thumbnail; returns the picture's key. */
export const storePicture = async (
  store: FileStore,
  bucket: PictureBucket,
  fpoId: string,
  files: { picture: Buffer; thumbnail: Buffer },
) => {
  const key = `${bucket}/${fpoId}/${Date.now()}-${crypto.randomBytes(8).toString('hex')}.webp`;
  await store.put(key, files.picture, 'image/webp');
  try {
    await store.put(thumbnailKeyOf(key), files.thumbnail, 'image/webp');
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }
  return key;
};

/**
 * Removes a picture and its thumbnail once nothing points at them any more. A failure is logged,
 * not thrown: the row has already changed, and a leftover file harms no one.
 */
export const removePicture = async (store: FileStore, key: string | null, log: FastifyBaseLogger) => {
  if (!key) return;
  await Promise.all(
    [key, thumbnailKeyOf(key)].map((k) =>
      store
        .remove(k)
        .catch((error: unknown) => log.warn({ err: error, key: k }, 'could not remove a picture')),
    ),
  );
};
