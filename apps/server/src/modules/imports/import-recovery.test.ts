import type { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import type pg from 'pg';
import { PgBoss, fromPglite } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { farmerImportRows, fileUploads, importJobs } from '../../db/schema/files.ts';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { csv, fullMapping as mapping } from '../../test/spreadsheets.ts';
import { uploadSpreadsheet } from '../../test/uploads.ts';
import { IMPORT_JOB } from './import-job.service.ts';

const members = csv(
  [
    'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode',
    'Lakshmi Devi,9845011111,2.5,F,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
    'Ravi Kumar,9845011112,1,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
    'Meena Rao,9845011113,4,F,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
  ].join('\n'),
);

const request = (app: App, testApp: TestApp, cookie: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
  post: (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: originHeaders(testApp, cookie), payload }),
});

/**
 * What `kill -9` leaves behind during an import: the job still running with an old heartbeat, its
 * staging rows, the file processing, and its queue entry claimed by a worker that no longer exists.
 */
const leaveCrashedImport = async (testApp: TestApp, fpoId: string, fileId: string, sheet: string) => {
  const { db } = testApp.database;
  const fiveMinutesAgo = new Date(Date.now() - 5 * 60 * 1000);
  const [job] = await db
    .insert(importJobs)
    .values({
      fpoId,
      fileId,
      sheet,
      mapping,
      phase: 'committing',
      total: 3,
      processed: 3,
      heartbeatAt: fiveMinutesAgo,
      createdAt: fiveMinutesAgo,
    })
    .returning();
  const jobId = (job as typeof importJobs.$inferSelect).id;
  await db.insert(farmerImportRows).values(
    [1, 2, 3].map((n) => ({
      jobId,
      rowNumber: n + 1,
      action: 'insert' as const,
      farmerName: `Staged ${n}`,
      phoneNumber: `98450222${n}${n}`,
      acres: n,
      gender: 'Female' as const,
      village: 'Hosur',
      block: 'Hosur',
      district: 'Krishnagiri',
      state: 'Tamil Nadu',
      pincode: '635109',
    })),
  );
  await db.update(fileUploads).set({ analysisStatus: 'processing' }).where(eq(fileUploads.id, fileId));

  // The dead server's worker: it took the job from the queue and never finished it.
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
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
  await dead.send(IMPORT_JOB, { importJobId: jobId }, { id: jobId });
  const [claimed] = await dead.fetch(IMPORT_JOB);
  expect(claimed?.id).toBe(jobId);
  await dead.stop({ graceful: false, close: false });
  return jobId;
};

const stagingRows = async (testApp: TestApp, jobId: string) =>
  (
    await testApp.database.db
      .select({ n: count() })
      .from(farmerImportRows)
      .where(eq(farmerImportRows.jobId, jobId))
  )[0]?.n;

describe('an import whose server was killed', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp, undefined, { fpoPhone: '9845000011' });
  const uploaded = await uploadSpreadsheet(testApp, operator.cookie, 'members.csv', members);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const file = uploaded.json();
  // The first server goes away; what it left is then written as a killed one leaves it.
  await testApp.app.close();

  it('is failed as interrupted when a server starts, its staging rows gone and the file failed; it can run again', async () => {
    const jobId = await leaveCrashedImport(testApp, operator.fpoId, file.id, file.sheets[0].name);
    expect(await stagingRows(testApp, jobId)).toBe(3);

    // A server starts on the same database.
    const restarted = await buildApp({
      config: testApp.config,
      database: testApp.database,
      mailer: testApp.mailbox,
    });
    afterAll(() => restarted.close());
    await restarted.ready();
    const api = request(restarted, testApp, operator.cookie);

    // PGlite: settled during start-up. PostgreSQL: another instance may still be alive, so it waits
    // for the lost worker's lease (heartbeat) to run out.
    let job = (await api.get(`/api/imports/${jobId}`)).json();
    for (let i = 0; i < 80 && job.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      job = (await api.get(`/api/imports/${jobId}`)).json();
    }
    expect(job).toMatchObject({ status: 'failed', errorCode: 'import_interrupted', phase: 'done' });
    expect(job.finishedAt).not.toBeNull();
    expect(await stagingRows(testApp, jobId)).toBe(0);
    const details = (await api.get(`/api/uploads/${file.id}/details`)).json();
    expect(details.file.analysisStatus).toBe('failed');
    expect((await api.get('/api/farmers/stats')).json().totalFarmers).toBe(0);

    const again = await api.post(`/api/uploads/${file.id}/import`, {
      sheet: file.sheets[0].name,
      mapping,
      updateExisting: false,
    });
    expect(again.statusCode, again.body).toBe(202);
    let second = again.json();
    for (let i = 0; i < 200 && second.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      second = (await api.get(`/api/imports/${second.id}`)).json();
    }
    expect(second).toMatchObject({ status: 'completed', inserted: 3 });
    expect((await api.get(`/api/uploads/${file.id}/details`)).json().file.analysisStatus).toBe('completed');
    expect((await api.get('/api/farmers/stats')).json().totalFarmers).toBe(3);
    // The settled job stays settled: a late second settling changes nothing.
    expect((await api.get(`/api/imports/${jobId}`)).json()).toMatchObject({ status: 'failed' });
  }, 120_000);
});
