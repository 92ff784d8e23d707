/**
 * The last preview's check of a file, kept briefly in this process so that the import which
 * usually follows does not read and check the same file again. It is only an optimisation: an
 * import on another instance, after 10 minutes, or after the register changed reads the file anew.
 */
const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 4;

type Entry<T> = { key: string; expires: number; value: T; timer: NodeJS.Timeout };
const entries = new Map<string, Entry<unknown>>();

const forget = (fileId: string) => {
  const entry = entries.get(fileId);
  if (entry) clearTimeout(entry.timer);
  entries.delete(fileId);
  return entry;
};

/** JSON with every object's keys in one order: a mapping read back from jsonb has them reordered. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);

/** A short fingerprint of everything a check depended on: options and the register's keys. */
export const checkKey = (parts: unknown[], register: { phones: string[]; details: string[] }) => {
  let hash = 0x811c9dc5;
  const text = `${canonical(parts)}#${register.phones.join('|')}#${register.details.join('|')}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${register.phones.length}:${(hash >>> 0).toString(16)}`;
};

export const rememberCheck = <T>(fileId: string, key: string, value: T) => {
  forget(fileId);
  // A preview that is never imported lets go of its rows when the time is up, not at the next one.
  const timer = setTimeout(() => forget(fileId), TTL_MS).unref();
  entries.set(fileId, { key, expires: Date.now() + TTL_MS, value, timer });
  // Oldest first: Map keeps insertion order.
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    forget(oldest);
  }
};

/** The remembered check if it still matches, removed so its memory goes with the import. */
export const takeCheck = <T>(fileId: string, key: string): T | null => {
  const entry = forget(fileId);
  return entry && entry.key === key && entry.expires > Date.now() ? (entry.value as T) : null;
};
