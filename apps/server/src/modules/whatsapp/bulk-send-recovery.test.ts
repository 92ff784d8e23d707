import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { PgBoss, fromPglite } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { user } from '../../db/schema/auth.ts';
import { whatsappBulkSends, whatsappMessages } from '../../db/schema/messaging.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startCloudApiStandIn } from '../../test/cloud-api-stand-in.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { BULK_SEND_JOB, createBulkSend } from './bulk-send.service.ts';

/**
 * What a killed server leaves of a bulk send, and what the next start makes of it (decisions 026,
 * 044; bench/fault-jobs.bench.ts kills the real server during sends).
 */
const FARMERS = 5;

/** The send's rows and, unlike the real thing, no queue entry: the caller decides what the queue holds. */
const sendWithoutJob = async (testApp: TestApp, fpoId: string, actorUserId: string) => {
  const noQueue = { enqueue: async () => 'none', wake: () => {} } as unknown as JobQueue;
  const send = await createBulkSend({
    db: testApp.database.db,
    jobs: noQueue,
    actorUserId,
    input: {
      fpoId,
      audience: { kind: 'all' },
      template: 'meeting_reminder',
      fallbackLanguage: 'en',
      category: 'training',
      parameters: [{ kind: 'farmer_name' }, { kind: 'fpo_name' }, { kind: 'text', value: '12 June' }],
    },
  });
  // It was under way: running, its first recipient claimed and being handed over when it stopped.
  const db = testApp.database.db;
  await db.update(whatsappBulkSends).set({ status: 'running' }).where(eq(whatsappBulkSends.id, send.id));
  await db.execute(sql`update whatsapp_messages set status = 'sending' where id = (
    select id from whatsapp_messages where bulk_send_id = ${send.id} order by created_at, id limit 1)`);
  return send.id;
};

/** The dead server's worker: it took the send's job from the queue and never finished it. */
const claimedByDeadWorker = async (testApp: TestApp, bulkSendId: string) => {
  const client = (testApp.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const dead = new PgBoss({
    db:
      testApp.database.kind === 'pglite'
        ? fromPglite(client as PGlite)
        : { executeSql: (text: string, values?: unknown[]) => (client as pg.Pool).query(text, values) },
    backend: testApp.database.kind === 'pglite' ? 'pglite' : 'postgres',
    schedule: false,
    supervise: false,
  });
  await dead.start();
  await dead.send(BULK_SEND_JOB, { bulkSendId });
  const [claimed] = await dead.fetch(BULK_SEND_JOB);
  expect(claimed?.data).toEqual({ bulkSendId });
  await dead.stop({ graceful: false, close: false });
};

describe('a bulk send whose server died', async () => {
  const cloud = await startCloudApiStandIn();
  afterAll(() => cloud.close());
  const testApp = await buildTestApp({
    OWNER_EMAIL: 'owner@sangam.example',
    WHATSAPP_SEND_RATE: '50',
    ...cloud.env,
  });
  const db = testApp.database.db;
  const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const killed = await createOperator(testApp, undefined, { fpoName: 'Hosur Raitha FPC' });
  const outage = await createOperator(testApp, undefined, { fpoName: 'Mandya Growers' });
  for (const [n, fpo] of [killed, outage].entries())
    for (let i = 0; i < FARMERS; i++) {
      const added = await clientFor(testApp, fpo.cookie).post(
        '/api/farmers',
        farmerInput({ farmerName: `Farmer ${'ABCDEFG'[i]}`, phoneNumber: `98450${n}${String(1000 + i)}` }),
      );
      expect(added.statusCode, added.body).toBe(201);
    }
  expect((await owner.post('/api/admin/whatsapp/templates/sync', {})).statusCode).toBe(200);
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, 'owner@sangam.example'));
  // The first server goes away; what it left is then written as a killed one leaves it.
  await testApp.app.close();

  it('is settled once at the next start, and one left with no job at all (a long outage) too', async () => {
    // Killed mid-send: its job taken by a worker that is gone.
    const midSend = await sendWithoutJob(testApp, killed.fpoId, admin!.id);
    await claimedByDeadWorker(testApp, midSend);
    // Its process died and the settling gave up while the database was away: no job is left for it.
    const noJob = await sendWithoutJob(testApp, outage.fpoId, admin!.id);

    const restarted = await buildApp({
      config: testApp.config,
      database: testApp.database,
      mailer: testApp.mailbox,
    });
    afterAll(() => restarted.close());
    await restarted.ready();

    // PGlite: settled during start-up. PostgreSQL: once the dead worker's lease has run out.
    const ended = async (id: string) => {
      for (let i = 0; i < 300; i++) {
        const [send] = await db.select().from(whatsappBulkSends).where(eq(whatsappBulkSends.id, id));
        if (send?.status !== 'running' && send?.status !== 'queued') return send;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`bulk send ${id} is still under way`);
    };
    for (const id of [midSend, noJob]) {
      expect((await ended(id))?.status).toBe('finished');
      const rows = await db.select().from(whatsappMessages).where(eq(whatsappMessages.bulkSendId, id));
      expect(rows).toHaveLength(FARMERS);
      // The one being handed over may have reached WhatsApp: failed as uncertain, never sent again.
      const doubtful = rows.filter((row) => row.status === 'failed');
      expect(doubtful).toEqual([expect.objectContaining({ errorReason: 'interrupted', uncertain: true })]);
      expect(rows.filter((row) => row.status === 'accepted')).toHaveLength(FARMERS - 1);
      for (const row of rows) {
        const handed = cloud.sent.filter((m) => m.to === row.phone.replace('+', ''));
        expect(handed).toHaveLength(row.status === 'accepted' ? 1 : 0);
      }
    }
    // The lost job was settled once: it queued the rest once, not a second time from its dead letter.
    const queued = async (id: string) =>
      (
        (await db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${BULK_SEND_JOB} and data->>'bulkSendId' = ${id}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    expect(await queued(midSend)).toBe(2);
    expect(await queued(noJob)).toBe(1);
    const [stillSending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.status, 'sending')));
    expect(stillSending?.n).toBe(0);
  }, 120_000);
});
