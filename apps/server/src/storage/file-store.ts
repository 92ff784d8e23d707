import fs from 'node:fs/promises';
import path from 'node:path';

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

/**
 * A key is a relative path of plain segments (`product-images/<fpoId>/<file>`): nothing absolute,
 * no `.` or `..` segment, no backslash or control character, whichever store holds it.
 */
export const checkedKey = (key: string) => {
  const segments = key.split('/');
  const plain = segments.every((s) => s !== '' && s !== '.' && s !== '..');
  if (!plain || /[\\\p{Cc}]/u.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
};

const safeKey = (root: string, key: string) => {
  const full = path.resolve(root, checkedKey(key));
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
  return full;
};

export const createLocalFileStore = (root: string): FileStore => ({
  put: async (key, data) => {
    const file = safeKey(root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
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
    for (const entry of entries)
      if (entry.isFile())
        yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  },
});
