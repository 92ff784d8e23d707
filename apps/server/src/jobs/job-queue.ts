import type { PGlite } from '@electric-sql/pglite';
import { indiaTimeZone } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, fromDrizzle, fromPglite, type Db as BossDb } from 'pg-boss';
import { MIGRATION_LOCK, type Database, type Db } from '../db/client.ts';
import { sweepOrphans } from './orphan-sweep.ts';

/**
 * Background work on pg-boss (decision 007): the import, the daily compliance reminders, the daily
 * refresh and WhatsApp bulk sends. pg-boss keeps its own tables in the `pgboss` schema and creates them at start.
 */
export type JobDefinition<T> = {
  /**
   * Does the work. Throwing fails the job; nothing is retried by itself. `stopping` is aborted when
   * this instance shuts down: a long job stops between two steps and throws, and its `interrupted`
   * puts it back in the queue. Absent when a job is run directly (the demo, tests).
   */
  run: (payload: T, context?: { stopping: AbortSignal }) => Promise<void>;
  /**
   * Puts things right after the job lost its process (killed, or its heartbeat stopped) or failed.
   * Runs once on one instance, and may run for a job that already settled itself: it must check
   * and be idempotent. The payload should name the job's own record.
   */
  interrupted: (payload: T) => Promise<void>;
  /** Longest a run may take before it counts as lost. */
  expireInSeconds?: number;
  /**
   * The payloads of this job's records that say they are under way. At start and every minute, one
   * with no live queue entry is settled by `interrupted` (jobs/orphan-sweep.ts, decision 044).
   */
  underway?: () => Promise<T[]>;
  /**
   * Runs by itself at these times, a cron expression in India's time ("0 9 * * *": 09:00 every day).
   * pg-boss sends one job per occurrence whatever the number of instances, and one for the latest
   * occurrence missed while no instance ran.
   */
  cron?: string;
};

export type JobQueue = {
  /** Before start: what a job of this name does. */
  define: <T extends object>(name: string, definition: JobDefinition<T>) => void;
  /**
   * Queues a job. With `tx` the job exists only if that transaction commits, so a job's own row
   * and its queue entry never part.
   */
  enqueue: <T extends object>(
    name: string,
    payload: T,
    options?: { id?: string; tx?: Db },
  ) => Promise<string>;
  /**
   * Tells this instance's worker of `name` to look for work now rather than at its next poll (up to
   * a second away). Call it once the transaction that queued the job has committed.
   */
  wake: (name: string) => void;
  /** The cron expressions `name` runs by, as stored in the database for every instance: [] when none. */
  schedules: (name: string) => Promise<string[]>;
  /** Creates the queues, settles jobs a dead process left, and starts working. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Lease on PostgreSQL: a job whose process stops sending heartbeats is failed this soon (pg-boss minimum 10). */
const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 5;
/** Time given to running jobs at shutdown; the rest are failed and recovered (SHUTDOWN_GRACE_MS is 10 s). */
const STOP_TIMEOUT_MS = 4000;
/** How often records under way are looked for a live job (jobs/orphan-sweep.ts). */
const SWEEP_MS = 60_000;

const interruptedQueue = (name: string) => `${name}.interrupted`;

/**
 * pg-boss sends multi-statement transactions as one query; on a pooled connection a failure midway
 * would hand the next user an aborted transaction, so each statement gets its client back clean.
 */
const fromPool = (pool: pg.Pool): BossDb => ({
  executeSql: async (text: string, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(text, values);
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  },
});

/**
 * On PostgreSQL, instances take turns starting pg-boss, which installs or upgrades its schema, on the
 * migrations' advisory lock. pg-boss's own lock is not enough for instances starting together on an
 * empty database: the one that found no schema and waited for that lock then created it again (its
 * connection's catalog cache still said it was missing) and failed with `duplicate key value violates
 * unique constraint "pg_namespace_nspname_index"`, so the server exited (bench/two-instances.bench.ts;
 * job-queue-start.test.ts). After its turn an instance finds the schema installed.
 */
const takingTurns = async (pool: pg.Pool, work: () => Promise<unknown>) => {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work();
  } finally {
    // A connection that cannot unlock is broken (and its session lock gone with it): not reused.
    const unlocked = await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
      () => true,
      () => false,
    );
    lock.release(!unlocked);
  }
};

export const createJobQueue = ({
  database,
  log,
}: {
  database: Database;
  log: FastifyBaseLogger;
}): JobQueue => {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const embedded = database.kind === 'pglite';
  const boss = new PgBoss({
    db: embedded ? fromPglite(client as PGlite) : fromPool(client as pg.Pool),
    backend: embedded ? 'pglite' : 'postgres',
    // A queue's heartbeat check runs in its monitor pass, which waits for both intervals (default 60 s).
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    // Scheduled jobs (compliance reminders; the daily refresh later): one per occurrence across
    // every instance, through pg-boss's own schedule table.
    schedule: true,
  });
  // Polling fails on every tick while the database is away; the error handler logs that outage once.
  boss.on('error', (error: Error) =>
    database.isUnreachable(error)
      ? log.debug({ err: error }, 'job queue waiting for the database')
      : log.error({ err: error }, 'job queue error'),
  );
  const definitions = new Map<string, JobDefinition<object>>();
  const stopping = new AbortController();
  const workers = new Map<string, string>();
  let sweeper: NodeJS.Timeout | undefined;

  const settle = async (name: string, data: object) => {
    try {
      await definitions.get(name)?.interrupted(data);
    } catch (error) {
      log.error({ err: error, job: name, data }, 'could not settle an interrupted job');
      throw error;
    }
  };

  const sweep = () =>
    sweepOrphans(
      database.db,
      [...definitions].flatMap(([name, { underway }]) =>
        underway ? [{ name, interruptedQueue: interruptedQueue(name), underway }] : [],
      ),
      async (name, payload) => {
        log.warn({ job: name, payload }, 'settling a job that was left under way without a worker');
        await settle(name, payload);
      },
    );

  /** pg-boss lists a queue's jobs in pages without a state filter; the active ones are few. */
  const activeJobs = async (name: string) => {
    const active: { id: string; data: object }[] = [];
    for (let after: string | undefined; ;) {
      const page = await boss.findJobs<object>(name, { limit: 1000, ...(after ? { after } : {}) });
      active.push(...page.filter((job) => job.state === 'active'));
      if (page.length < 1000) return active;
      after = page.at(-1)?.id;
    }
  };

  return {
    define: (name, definition) => {
      definitions.set(name, definition as unknown as JobDefinition<object>);
    },
    enqueue: async (name, payload, { id, tx } = {}) => {
      const jobId = await boss.send(name, payload, {
        ...(id ? { id } : {}),
        ...(tx ? { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {}),
      });
      if (!jobId) throw new Error(`job ${name} was not queued`);
      return jobId;
    },
    wake: (name) => {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    schedules: async (name) => (await boss.getSchedules(name)).map((schedule) => schedule.cron),
    start: async () => {
      if (embedded) await boss.start();
      else await takingTurns(client as pg.Pool, () => boss.start());
      for (const [name, definition] of definitions) {
        // Settling has a lease too: one whose process died is tried again, not left for 15 minutes.
        const settling = {
          retryLimit: 5,
          retryDelay: 5,
          retryBackoff: true,
          heartbeatSeconds: embedded ? 120 : HEARTBEAT_SECONDS,
        };
        await boss.createQueue(interruptedQueue(name), settling);
        await boss.updateQueue(interruptedQueue(name), { heartbeatSeconds: settling.heartbeatSeconds });
        await boss.createQueue(name, {
          retryLimit: 0,
          // PGlite is one process: a job it runs cannot lose its process without the whole server
          // going, and start-up below settles those. A long heartbeat there spares a live import
          // whose heartbeat waits behind its own long commit on the single connection.
          heartbeatSeconds: embedded ? 120 : HEARTBEAT_SECONDS,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          deadLetter: interruptedQueue(name),
        });
        if (embedded) {
          // A PGlite folder has exactly one process, and it is this one starting: every active job
          // belonged to a process that is gone. (Listing them also reads the queue into pg-boss's
          // cache, so an enqueue inside a transaction never needs the connection that transaction holds.)
          // Settled here, then cancelled: failing them would send each to the interrupted queue to be
          // settled a second time, after this start had queued the work again (a bulk send twice).
          for (const queue of [name, interruptedQueue(name)]) {
            const orphans = await activeJobs(queue);
            for (const job of orphans) await settle(name, job.data);
            if (!orphans.length) continue;
            await boss.cancel(
              queue,
              orphans.map((job) => job.id),
            );
            log.warn({ job: queue, count: orphans.length }, 'settled jobs a stopped server left running');
          }
        }
        const worker = await boss.work<object>(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
          if (job) await definition.run(job.data, { stopping: stopping.signal });
        });
        workers.set(name, worker);
        if (definition.cron)
          await boss.schedule(name, definition.cron, {}, { tz: indiaTimeZone, missed: 'once' });
        await boss.work<object>(interruptedQueue(name), { pollingIntervalSeconds: 1 }, async ([job]) => {
          if (job) await settle(name, job.data);
        });
      }
      await sweep();
      sweeper = setInterval(() => {
        sweep().catch((error: Error) =>
          database.isUnreachable(error)
            ? log.debug({ err: error }, 'sweep waiting for the database')
            : log.error({ err: error }, 'could not sweep jobs left under way'),
        );
      }, SWEEP_MS);
      sweeper.unref();
    },
    stop: () => {
      clearInterval(sweeper);
      stopping.abort();
      return boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
    },
  };
};
