import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../app-error.ts';

/** Where uploaded bytes live. A local folder by default; object storage can implement the same. */
export type FileStore = {
  /** `contentType` is kept by stores that serve it (object storage); a folder does not need it. */
  put: (key: string, data: Buffer, contentType?: string) => Promise<void>;
  /** The bytes, or null when the stored file is gone. */
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** Removes every file under a folder (`{bucket}/{fpoId}`), as when an FPO is deleted. */
  removeFolder: (folder: string) => Promise<void>;
  /** Every key the store holds, in no particular order (backups, decision 038). */
  list: () => AsyncIterable<string>;
};

/** A key the store refuses: a mistake of the code that made it, never a failure of the store. */
export class InvalidKeyError extends Error {}

/** The local store's folder of files being written (see `put`); no key lies under it. */
const INCOMING = '.incoming';

/**
 * A key is a relative path of plain segments (`product-images/<fpoId>/<file>`): nothing absolute,
 * no `.` or `..` segment, no backslash or control character, whichever store holds it.
 */
export const checkedKey = (key: string) => {
  const segments = key.split('/');
  const plain = segments.every((s) => s !== '' && s !== '.' && s !== '..') && segments[0] !== INCOMING;
  if (!plain || /[\\\p{Cc}]/u.test(key))
    throw new InvalidKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
};

const safeKey = (root: string, key: string) => {
  const full = path.resolve(root, checkedKey(key));
  if (!full.startsWith(path.resolve(root) + path.sep))
    throw new InvalidKeyError(`Invalid storage key: ${key}`);
  return full;
};

/**
 * The store as the app uses it (decision 045): a failure of the store itself (a read-only or full
 * disk, a files folder that is not a folder, object storage down or not answering in time) is the
 * refusal `storage_unavailable` (503) with the cause kept for the log, not an internal error.
 */
export const refusingWhenUnavailable = (store: FileStore): FileStore => {
  const refusal = (error: unknown) =>
    error instanceof InvalidKeyError || error instanceof AppError
      ? error
      : new AppError('storage_unavailable', { cause: error });
  const guarded =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await operation(...args);
      } catch (error) {
        throw refusal(error);
      }
    };
  return {
    put: guarded(store.put),
    get: guarded(store.get),
    remove: guarded(store.remove),
    removeFolder: guarded(store.removeFolder),
    list: async function* () {
      try {
        yield* store.list();
      } catch (error) {
        throw refusal(error);
      }
    },
  };
};

export const createLocalFileStore = (root: string): FileStore => ({
  /**
   * Written under `.incoming/` and renamed into place: a reader never meets half a file, and a
   * write that fails (a full disk) removes what it wrote. Only a killed process leaves a file
   * there, which no key names and `list` skips.
   */
  put: async (key, data) => {
    const file = safeKey(root, key);
    const incoming = path.join(root, INCOMING);
    await fs.mkdir(incoming, { recursive: true });
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(incoming, crypto.randomBytes(12).toString('hex'));
    try {
      await fs.writeFile(partial, data, { flag: 'wx' });
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true }).catch(() => undefined);
      throw error;
    }
  },
  get: async (key) => {
    try {
      return await fs.readFile(safeKey(root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  removeFolder: async (folder) => {
    await fs.rm(safeKey(root, folder), { recursive: true, force: true });
  },
  remove: async (key) => {
    await fs.rm(safeKey(root, key), { force: true });
  },
  list: async function* () {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (entry.isFile() && !key.startsWith(`${INCOMING}/`)) yield key;
    }
  },
});
