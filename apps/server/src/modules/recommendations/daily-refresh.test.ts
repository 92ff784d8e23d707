import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { claimScheduledRun, dailyRefreshJob } from './daily-refresh.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the daily refresh and its monitor (document 2, 2.9, 7; decision D3)', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database, mailbox } = testApp;
  const db = database.db;
  const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const fpoA = await createOperator(testApp, 'a@fpo.example');
  await createOperator(testApp, 'b@fpo.example');
  const deps = {
    db,
    mailer: mailbox,
    log: app.log,
    ownerEmail: 'owner@sangam.example',
    baseUrl: testApp.config.baseUrl,
  };
  const status = async () => (await owner.get('/api/admin/data-refresh')).json();
  const cached = async () =>
    rows<{ fpo_id: string; kind: string }>(
      await db.execute(sql`select fpo_id, kind from cached_recommendations`),
    );

  it('is scheduled in the job queue, and warns until it has run', async () => {
    const { health, summaries, logs, running } = await status();
    expect(health).toMatchObject({
      jobName: 'daily-data-refresh',
      schedule: '0 0 * * *',
      isActive: true,
      lastRunTime: null,
      healthStatus: 'WARNING',
      healthReason: 'never_run',
    });
    // The next midnight in India is at 18:30 UTC.
    expect(health.nextRunEstimate).toMatch(/T18:30:00.000Z$/);
    expect({ summaries, logs, running }).toEqual({ summaries: [], logs: [], running: null });
  });

  it('recomputes every FPO once a night, writes the summary and page logs, and mails the owner', async () => {
    const job = dailyRefreshJob(deps);
    await job.run({});
    // The same night firing again (a second instance, a retry) finds the night taken.
    await job.run({});
    const { summaries, logs, health } = await status();
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      trigger: 'schedule',
      status: 'success',
      totalFpos: 3,
      financeSuccess: 3,
      financeFailure: 0,
      schemesSuccess: 3,
      schemesFailure: 0,
      adminEmailSent: true,
    });
    expect(logs.map((l: { pageName: string }) => l.pageName).sort()).toEqual(['finance', 'schemes']);
    expect(logs[0]).toMatchObject({ status: 'success', recordsProcessed: 3, errorMessage: null });
    expect(health).toMatchObject({ healthStatus: 'HEALTHY', lastRunStatus: 'succeeded' });
    expect(await cached()).toHaveLength(6);
    const mails = mailbox.messages.filter(
      (m) => m.to === 'owner@sangam.example' && m.subject.includes('refresh'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Loan options: 3 computed, 0 failed.');
    expect(mails[0]?.text).toContain('http://localhost:3000/admin/data-refresh');
  });

  it('lets an admin start a run, refuses a second while it goes, and shows it as it finishes', async () => {
    await db.execute(sql`delete from cached_recommendations`);
    const started = await owner.post('/api/admin/data-refresh');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().run).toMatchObject({ trigger: 'manual', status: 'running', finishedAt: null });
    const again = await owner.post('/api/admin/data-refresh');
    // Unless the first already finished in between, the second is refused.
    if (again.statusCode !== 202) expect(again.json().error.code).toBe('refresh_running');
    for (let i = 0; i < 100 && (await status()).running; i++) await sleep(100);
    const { summaries, running } = await status();
    expect(running).toBeNull();
    expect(summaries[0]).toMatchObject({ trigger: 'manual', status: 'success', totalFpos: 3 });
    expect(await cached()).toHaveLength(6);
  });

  it('refuses a second manual run while one is running', async () => {
    await db.execute(sql`insert into refresh_runs (trigger) values ('manual')`);
    const refused = await owner.post('/api/admin/data-refresh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('refresh_running');
    // A scheduled firing meanwhile does nothing: the running one recomputes everything.
    expect(await claimScheduledRun(db, '2031-01-01')).toBeNull();
    expect((await status()).running).toMatchObject({ trigger: 'manual', status: 'running' });
    await db.execute(sql`delete from refresh_runs where finished_at is null`);
  });

  it('ends a run that lost its process as failed, and the health says so', async () => {
    const run = await claimScheduledRun(db, '2031-01-02');
    expect(run).not.toBeNull();
    await dailyRefreshJob(deps).interrupted({});
    const { summaries, health } = await status();
    expect(summaries[0]).toMatchObject({ trigger: 'schedule', status: 'failure' });
    expect(health).toMatchObject({
      healthStatus: 'ERROR',
      healthReason: 'last_run_failed',
      lastRunStatus: 'failed',
    });
  });

  it('still records the run when the summary mail cannot go', async () => {
    await db.execute(sql`delete from refresh_runs`);
    const failing = { ...deps, mailer: { send: () => Promise.reject(new Error('SMTP refused')) } };
    await dailyRefreshJob(failing).run({});
    const [summary] = (await status()).summaries;
    expect(summary).toMatchObject({ status: 'success', adminEmailSent: false });
  });

  it('lets the server answer between two FPOs while it runs', async () => {
    await db.execute(sql`delete from refresh_runs`);
    // Other work waiting for its turn of the event loop: a request, a health check.
    let turns = 0;
    let running = true;
    const other = () => {
      turns += 1;
      if (running) setImmediate(other);
    };
    setImmediate(other);
    await dailyRefreshJob(deps).run({});
    running = false;
    // Three FPOs: a turn after each at least (on PGlite every statement answers in the same turn).
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it('is for admins with the data_refresh page only', async () => {
    const operator = clientFor(testApp, fpoA.cookie);
    expect((await operator.get('/api/admin/data-refresh')).statusCode).toBe(403);
    expect((await operator.post('/api/admin/data-refresh')).statusCode).toBe(403);
  });
});
