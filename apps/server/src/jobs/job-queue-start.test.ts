import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBinDir, startCluster, type Cluster } from '../../../../scripts/postgres-cluster.ts';
import { MIGRATION_LOCK, openDatabase, type Database } from '../db/client.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

/**
 * Two instances starting at once on an empty PostgreSQL database (bench/two-instances.bench.ts:
 * the second server exited in 1 to 3 of 16 starts). Each job queue's start installs pg-boss's
 * schema when it finds none. The one that found none while the other was installing then waited on pg-boss's
 * lock and created the schema again: its connection, warm from the migrations, still had the schema
 * cached as missing, and the server failed with `duplicate key value violates unique constraint
 * "pg_namespace_nspname_index"`. Here a session plays the first instance half-way through its
 * install, holding the locks an instance holds then, while a warm connection starts the second.
 */
const postgresInstalled = (() => {
  try {
    findBinDir();
    return true;
  } catch {
    return false;
  }
})();

/** pg-boss's advisory lock around its schema install (advisoryLockKey in its plans.js, schema "pgboss"). */
const bossInstallLock = `('x' || encode(sha224((current_database() || '.pgboss.pgboss')::bytea), 'hex'))::bit(64)::bigint`;

describe.skipIf(!postgresInstalled)('the job queue of a second instance starting at once', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('waits for the first to install pg-boss, then starts on its schema', async () => {
    const first = new pg.Client({ connectionString: cluster.url });
    await first.connect();
    let database: Database | undefined;
    let jobs: JobQueue | undefined;
    try {
      // The first instance, installing: its turn, pg-boss's lock, the schema made, not yet committed.
      await first.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await first.query('begin');
      await first.query(`select pg_advisory_xact_lock(${bossInstallLock})`);
      await first.query('create schema pgboss');

      database = await openDatabase({ kind: 'postgres', url: cluster.url });
      // A connection that has made a schema before, as the second server's has after migrating.
      await database.db.execute(sql`create schema if not exists warm`);
      jobs = createJobQueue({ database, log: pino({ level: 'silent' }) });
      jobs.define('noop', { run: async () => {}, interrupted: async () => {} });
      const started = jobs.start().then(
        () => 'started',
        (error: Error) => error.message,
      );
      for (let i = 0; i < 400; i++) {
        const { rows } = await first.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        );
        if (rows[0]?.n === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await first.query('commit');
      await first.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);

      expect(await started).toBe('started');
      const { rows } = await first.query<{ n: number }>('select count(*)::int as n from pgboss.version');
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await first.end();
      await jobs?.stop().catch(() => {});
      await database?.close().catch(() => {});
    }
  }, 60_000);
});
