import { createGzip } from 'node:zlib';
import { pipeline, Transform } from 'node:stream';
import type { Database } from '../db/client.ts';
import { checkedKey, type FileStore } from '../storage/file-store.ts';
import { createArchiveWriter } from './archive.ts';
import {
  LEFT_OUT_TABLES,
  listTables,
  openSession,
  qualified,
  quoted,
  readJobQueueVersion,
  readMigrationLevel,
  readSequences,
  setPortableFormats,
} from './database-copy.ts';
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  manifestSchema,
  type Manifest,
  type TableEntry,
} from './manifest.ts';

export type BackupOptions = {
  database: Database;
  store: FileStore;
  /** How the store is named in the manifest and the report: `local …` or `s3 …`. */
  storeName: string;
  /** A folder (new or empty) or a file name ending in .tar. */
  destination: string;
  appVersion: string;
  /** Progress for the operator, one line at a time. */
  say?: (line: string) => void;
};

export class BackupRefused extends Error {}

/** Counts the lines of COPY text on the way through: one per row. */
const countingRows = () => {
  let rows = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows++;
      done(null, chunk);
    },
  });
  return { transform, rows: () => rows };
};

/**
 * Writes one self-describing backup (decision 038): every row of the database, read in one
 * snapshot, then every file of the store, then the manifest that lists and checks them all.
 */
export const createBackup = async ({
  database,
  store,
  storeName,
  destination,
  appVersion,
  say = () => {},
}: BackupOptions): Promise<Manifest> => {
  const started = performance.now();
  const archive = await createArchiveWriter(destination);
  try {
    const session = await openSession(database);
    let dumped: Manifest['database'];
    let schema: Manifest['schema'];
    try {
      // One snapshot: on PostgreSQL a running server's writes after this moment are not in it.
      await session.exec('begin isolation level repeatable read read only');
      await setPortableFormats(session);
      const level = await readMigrationLevel(session);
      if (!level || level.migrations === 0)
        throw new BackupRefused(
          `${database.location} holds no Sangam database: no migrations were ever applied to it.`,
        );
      schema = level;
      const [{ version: serverVersion } = { version: '' }] = await session.query<{ version: string }>(
        'select version()',
      );
      const tables: TableEntry[] = [];
      for (const table of await listTables(session)) {
        if (LEFT_OUT_TABLES.has(`${table.schema}.${table.name}`)) continue;
        const select = `select ${table.columns.map(quoted).join(', ')} from ${qualified(table.schema, table.name)}`;
        const counter = countingRows();
        const entry = `database/${table.schema}/${table.name}.copy.gz`;
        const gzip = createGzip();
        // A failure anywhere destroys every stream with it, so the write below fails too.
        pipeline(await session.copyOut(select), counter.transform, gzip, () => {});
        const written = await archive.write(entry, gzip);
        tables.push({ ...table, rows: counter.rows(), entry, ...written });
      }
      const sequences = await readSequences(session);
      const jobQueueVersion = await readJobQueueVersion(session);
      await session.exec('commit');
      dumped = {
        kind: database.kind,
        serverVersion,
        tables,
        sequences,
        jobQueueVersion,
        rows: tables.reduce((sum, table) => sum + table.rows, 0),
      };
      session.release();
    } catch (error) {
      // PGlite's one connection goes on serving whoever else holds it: leave no transaction open.
      await session.exec('rollback').catch(() => {});
      session.release(true);
      throw error;
    }
    say(
      `Database: ${dumped.tables.length} tables, ${dumped.rows.toLocaleString('en-IN')} rows (${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, migration ${schema.migration ?? schema.migrationCreatedAt})`,
    );

    const items: Manifest['files']['items'] = [];
    const keys: string[] = [];
    for await (const key of store.list()) {
      try {
        keys.push(checkedKey(key));
      } catch {
        say(`Left out ${JSON.stringify(key)}: not a name Sangam stores files under`);
      }
    }
    keys.sort();
    for (const key of keys) {
      const data = await store.get(key);
      // Removed since it was listed: a running server deleted it, and no row points at it any more.
      if (!data) continue;
      const entry = `files/${key}`;
      items.push({ key, entry, ...(await archive.write(entry, data)) });
    }
    const files = {
      store: storeName,
      count: items.length,
      bytes: items.reduce((sum, item) => sum + item.bytes, 0),
      items,
    };
    say(`Files: ${files.count.toLocaleString('en-IN')} (${megabytes(files.bytes)}) from ${storeName}`);

    const manifest = manifestSchema.parse({
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion,
      schema,
      database: dumped,
      files,
    } satisfies Manifest);
    await archive.write(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await archive.finish();
    say(`Backup written to ${archive.location} in ${seconds(started)}`);
    return manifest;
  } catch (error) {
    await archive.abort();
    throw error;
  }
};

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
