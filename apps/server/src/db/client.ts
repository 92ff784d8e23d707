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
import { isDatabaseUnreachable, markBrokenConnection } from './connection-errors.ts';
import { loadPincodeDirectory } from './pincode-directory.ts';
import * as schema from './schema/index.ts';
import { migrationsFolder } from '../paths.ts';

export type Schema = typeof schema;
/** The one Drizzle type services see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** One connection held for a piece of work: its temporary tables, COPY and transactions see each other. */
export type Connection = {
  db: Db;
  /**
   * Bulk-loads CSV text with `COPY <target> FROM STDIN (FORMAT csv)`, the fastest way in on both
   * engines. `target` is trusted SQL such as `farmers (a, b)`.
   */
  copyCsv: (target: string, csv: string) => Promise<void>;
};

/** What PGlite's one connection is doing; see `Database.activity`. */
export type ConnectionActivity = {
  /** A transaction is open: every other query waits for it to end. */
  inTransaction: boolean;
  /** When (`performance.now()`) the engine last finished a statement. */
  lastStatementAt: number;
};

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** Where the data lives, for the start-up log (a folder, or the server without its password). */
  location: string;
  /** Round-trip time of `select 1` in ms; throws when the database is unreachable. */
  ping: () => Promise<number>;
  /**
   * Runs `work` on one connection held for it (PostgreSQL: a pooled client, destroyed rather than
   * returned if the work fails; PGlite: its only connection).
   */
  withConnection: <T>(work: (connection: Connection) => Promise<T>) => Promise<T>;
  /**
   * PGlite's one connection, which a ping would queue behind: whether it is inside a transaction and
   * when it last finished a statement. Null on PostgreSQL, where a ping gets a connection of its own.
   */
  activity: () => ConnectionActivity | null;
  /**
   * Applies pending migrations, then loads the pincode directory if the committed file changed
   * (decision 035); on PostgreSQL concurrent starts take turns on an advisory lock.
   */
  migrate: () => Promise<void>;
  /**
   * Calls `listener` when a pooled connection breaks while idle (the server restarted or failed
   * over, the network dropped); returns the way to stop listening. Only PostgreSQL has such events.
   */
  onConnectionLost: (listener: (error: Error) => void) => () => void;
  /** Whether an error means the database cannot be reached right now (answered 503, not 500). */
  isUnreachable: (error: unknown) => boolean;
  close: () => Promise<void>;
};

/**
 * An arbitrary constant naming the advisory lock held while migrating; the job queue also installs
 * or upgrades pg-boss's schema under it (jobs/job-queue.ts).
 */
export const MIGRATION_LOCK = 72_607_001;

/**
 * The extensions our migrations use (PGlite bundles them, PostgreSQL ships them as contrib), and a
 * smaller buffer cache than PostgreSQL's 128 MB: PGlite's cache lives in the WebAssembly heap,
 * which never gives memory back, while its files sit in the operating system's cache anyway.
 */
export const pgliteOptions: PGliteOptions = {
  extensions: { pg_trgm },
  postgresqlconf: 'shared_buffers = 32MB',
};

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite; location: string };

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
};

/**
 * How long a request waits for a connection, new or pooled, before failing with a 503: long enough
 * for a busy pool, short enough that a database that does not answer at all is not a hanging page.
 */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * node-postgres's client, marking every failure of its connection as the database's: a bare
 * `read ECONNRESET` from connecting or mid-query says nothing of where it came from.
 */
class MarkingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // Also the listener a connection in use needs: without one, a break between two queries of a
    // transaction would be an 'error' event nobody handles, and end the process.
    this.on('error', markBrokenConnection);
  }

  // pg-pool connects with a callback; the promise form is kept for anyone else.
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error) => void): void;
  override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
    if (!callback) return super.connect().catch((error: Error) => Promise.reject(marked(error)));
    super.connect((error: Error) => callback(error && marked(error)));
  }
}

const marked = (error: Error) => {
  markBrokenConnection(error);
  return error;
};

/**
 * A pool that outlives its server: after a restart or failover it makes fresh connections on demand,
 * and a connection that breaks never ends the process (an `'error'` event nobody listens to would).
 */
const createPool = (url: string) => {
  const pool = new pg.Pool({
    Client: MarkingClient,
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A failed-over host can vanish without closing its sockets; probes find such connections.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const listeners = new Set<(error: Error) => void>();
  // An idle connection that breaks is dropped by the pool, which then emits this.
  pool.on('error', (error) => {
    for (const listener of listeners) listener(error);
  });
  const onConnectionLost = (listener: (error: Error) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { pool, onConnectionLost };
};

export const redactUrl = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const { pool, onConnectionLost } = createPool(options.url);
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      location: redactUrl(options.url),
      ping: () => timed(() => pool.query('select 1')),
      withConnection: async (work) => {
        const client = await pool.connect();
        const connection: Connection = {
          db: drizzleNodePg({ client, schema, casing: 'snake_case' }) as unknown as Db,
          copyCsv: (target, csv) =>
            pipeline(
              Readable.from([csv]),
              client.query(copyFromStream(`copy ${target} from stdin with (format csv)`)),
            ),
        };
        try {
          const result = await work(connection);
          client.release();
          return result;
        } catch (error) {
          // It may hold an open transaction or temporary tables; the pool makes a fresh one instead.
          client.release(error instanceof Error ? error : new Error(String(error)));
          throw error;
        }
      },
      activity: () => null,
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
          await loadPincodeDirectory(drizzleNodePg({ client }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      onConnectionLost,
      isUnreachable: isDatabaseUnreachable,
      close: () => pool.end(),
    };
  }

  const { client, location, release } =
    'client' in options
      ? { client: options.client, location: options.location, release: () => {} }
      : await openPgliteFolder(options.dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  const connection: Connection = {
    db,
    copyCsv: async (target, csv) => {
      await client.query(`copy ${target} from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
    },
  };
  const lastStatementAt = watchStatements(client);
  return {
    kind: 'pglite',
    db,
    location,
    ping: () => timed(() => db.execute(sql`select 1`)),
    withConnection: (work) => work(connection),
    activity: () => ({ inTransaction: client.isInTransaction(), lastStatementAt: lastStatementAt() }),
    migrate: async () => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      await loadPincodeDirectory(drizzlePglite({ client }));
    },
    // PGlite runs inside this process: there is no connection to lose.
    onConnectionLost: () => () => {},
    isUnreachable: () => false,
    close: async () => {
      await client.close();
      release();
    },
  };
};

/**
 * Notes when PGlite last finished a statement. Queries, COPY and a transaction's statements all end
 * in `execProtocolRawSync`, which runs the engine on this thread until the statement is done.
 */
const watchStatements = (client: PGlite) => {
  let last = performance.now();
  const run = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message) => {
    try {
      return run(message);
    } finally {
      last = performance.now();
    }
  };
  return () => last;
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
