import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { from as copyFromStream } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import * as schema from './schema/index.ts';
import { migrationsFolder } from '../paths.ts';

export type Schema = typeof schema;
/** The one Drizzle type services see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** Where the data lives, for the start-up log (a folder, or the server without its password). */
  location: string;
  /** Round-trip time of `select 1` in ms; throws when the database is unreachable. */
  ping: () => Promise<number>;
  /**
   * Bulk-loads CSV text with `COPY <target> FROM STDIN (FORMAT csv)`, the fastest way in on both
   * engines. `target` is trusted SQL such as `farmers (a, b)`.
   */
  copyCsv: (target: string, csv: string) => Promise<void>;
  /** Applies pending migrations; on PostgreSQL concurrent starts take turns on an advisory lock. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** An arbitrary constant naming the advisory lock held while migrating. */
const MIGRATION_LOCK = 72_607_001;

/** The extensions our migrations use; PGlite bundles them, PostgreSQL ships them as contrib. */
export const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite; location: string };

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
};

export const redactUrl = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      location: redactUrl(options.url),
      ping: () => timed(() => pool.query('select 1')),
      copyCsv: async (target, csv) => {
        const client = await pool.connect();
        try {
          await pipeline(
            Readable.from([csv]),
            client.query(copyFromStream(`copy ${target} from stdin with (format csv)`)),
          );
        } finally {
          client.release();
        }
      },
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const { client, location, release } =
    'client' in options
      ? { client: options.client, location: options.location, release: () => {} }
      : await openPgliteFolder(options.dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    location,
    ping: () => timed(() => db.execute(sql`select 1`)),
    copyCsv: async (target, csv) => {
      await client.query(`copy ${target} from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
    },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
  };
};

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it. A lock
 * file holding our pid refuses that, and a stale lock (its process gone) is taken over.
 */
const openPgliteFolder = async (dataDir: string) => {
  const folder = path.join(dataDir, 'pglite');
  fs.mkdirSync(folder, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  const holder = readLockHolder(lockFile);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The data folder ${dataDir} is in use by another Sangam process (pid ${holder}). ` +
        'Stop it, or set DATA_DIR to another folder.',
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const client = await PGlite.create(folder, pgliteOptions);
  return { client, location: folder, release: () => fs.rmSync(lockFile, { force: true }) };
};

const readLockHolder = (lockFile: string) => {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
