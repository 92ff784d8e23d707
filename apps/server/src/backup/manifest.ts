import { z } from 'zod';
import { checkedKey } from '../storage/file-store.ts';

/**
 * `manifest.json`, the first thing a restore reads (decision 038): what the backup holds and how to
 * check it, written last so a backup without one is known to be incomplete.
 */
export const MANIFEST = 'manifest.json';
export const FORMAT = 'sangam-backup';
export const FORMAT_VERSION = 1;

const entryName = z
  .string()
  .regex(/^(database|files)\//)
  .refine(
    (name) => name.split('/').every((s) => s !== '' && s !== '.' && s !== '..') && !/[\\\p{Cc}]/u.test(name),
    'must be a relative path of plain segments',
  );
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain SQL name');

const tableEntry = z.object({
  schema: identifier,
  name: identifier,
  /** The stored columns, in the dump's order (generated columns are computed again, not stored). */
  columns: z.array(identifier).min(1),
  rows: z.number().int().min(0),
  /** COPY text format, gzipped. */
  entry: entryName,
  bytes: z.number().int().min(0),
  sha256,
});

const sequenceEntry = z.object({
  schema: identifier,
  name: identifier,
  /** A bigint, as text. */
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});

const fileEntry = z
  .object({
    /** The store's key, a relative path of plain segments as the app writes them. */
    key: z.string().refine((key) => {
      try {
        return checkedKey(key) === key;
      } catch {
        return false;
      }
    }, 'must be a storage key'),
    entry: entryName,
    bytes: z.number().int().min(0),
    sha256,
  })
  .refine((item) => item.entry === `files/${item.key}`, 'entry must be files/<key>');

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  /** The Sangam release that took it (the root package.json's version). */
  appVersion: z.string(),
  /** The database's last applied migration: a backup restores only into code that knows it. */
  schema: z.object({
    migration: z.string().nullable(),
    /** drizzle's `created_at` of that migration: the journal's `when`. */
    migrationCreatedAt: z.number().int(),
    migrations: z.number().int().min(0),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** `select version()` of the source, for the record. */
    serverVersion: z.string(),
    tables: z.array(tableEntry),
    sequences: z.array(sequenceEntry),
    /** pg-boss's schema version when its tables are in the backup; null when the source had none. */
    jobQueueVersion: z.number().int().nullable(),
    rows: z.number().int().min(0),
  }),
  files: z.object({
    /** Where they came from: `local` (DATA_DIR/files) or `s3` (bucket and prefix). */
    store: z.string(),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    items: z.array(fileEntry),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableEntry>;
export type FileEntry = z.infer<typeof fileEntry>;
