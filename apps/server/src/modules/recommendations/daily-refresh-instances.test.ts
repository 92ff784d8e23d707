import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBinDir, startCluster, type Cluster } from '../../../../../scripts/postgres-cluster.ts';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createOperator } from '../../test/accounts.ts';
import { createMailbox, type Mailbox, type TestApp } from '../../test/build-test-app.ts';
import { DAILY_REFRESH_JOB } from './daily-refresh.ts';

/**
 * Decision D3: with two server instances on one PostgreSQL, the night's refresh runs once. Each
 * instance starts its job queue (and so registers the schedule); then the night fires on both, as
 * two per-process timers would, and one run does the work. Needs a PostgreSQL server of its own.
 */
const postgresInstalled = (() => {
  try {
    findBinDir();
    return true;
  } catch {
    return false;
  }
})();

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresInstalled)('the daily refresh with two server instances', () => {
  let cluster: Cluster;
  const instances: { app: App; database: Database; mailbox: Mailbox }[] = [];

  beforeAll(async () => {
    cluster = await startCluster();
    const first = await openDatabase({ kind: 'postgres', url: cluster.url });
    await first.migrate();
    await first.close();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ kind: 'postgres', url: cluster.url });
      const config = loadConfig({
        NODE_ENV: 'test',
        BASE_URL: 'http://localhost:3000',
        DATA_DIR: `.tmp/test-data/${crypto.randomUUID()}`,
        OWNER_EMAIL: 'owner@sangam.example',
      });
      const mailbox = createMailbox();
      const app = await buildApp({ config, database, mailer: mailbox });
      await app.ready();
      instances.push({ app, database, mailbox });
    }
    const [a] = instances;
    if (!a) throw new Error('no instance');
    const testApp: TestApp = {
      ...a,
      config: loadConfig({ NODE_ENV: 'test', BASE_URL: 'http://localhost:3000' }),
    };
    for (const email of ['one@fpo.example', 'two@fpo.example', 'three@fpo.example'])
      await createOperator(testApp, email);
  }, 60_000);

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close().catch(() => {});
    }
    try {
      cluster?.stop();
    } catch {
      // Already stopped.
    }
  });

  it('holds one schedule and does one run when the night fires on both', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const db = a.database.db;
    const schedules = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from pgboss.schedule where name = ${DAILY_REFRESH_JOB}`),
    );
    expect(schedules).toEqual([{ n: 1 }]);

    await Promise.all([a.app.jobs.enqueue(DAILY_REFRESH_JOB, {}), b.app.jobs.enqueue(DAILY_REFRESH_JOB, {})]);
    a.app.jobs.wake(DAILY_REFRESH_JOB);
    b.app.jobs.wake(DAILY_REFRESH_JOB);
    const settled = async () =>
      rows<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${DAILY_REFRESH_JOB} and state = 'completed'`,
        ),
      )[0]?.n ?? 0;
    for (let i = 0; i < 200 && (await settled()) < 2; i++) await sleep(100);
    expect(await settled()).toBe(2);

    const runs = rows<{ trigger: string; status: string; total_fpos: number; finance_success: number }>(
      await db.execute(sql`select trigger, status, total_fpos, finance_success from refresh_runs`),
    );
    expect(runs).toEqual([{ trigger: 'schedule', status: 'success', total_fpos: 3, finance_success: 3 }]);
    const logs = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from refresh_logs`));
    expect(logs).toEqual([{ n: 2 }]);
    const mails = [...a.mailbox.messages, ...b.mailbox.messages].filter(
      (m) => m.to === 'owner@sangam.example' && m.subject.includes('data refresh'),
    );
    expect(mails).toHaveLength(1);
  });
});
