import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteOptions } from '../../db/client.ts';
import { onboardingInput } from '../../test/accounts.ts';
import { multipart } from '../../test/spreadsheets.ts';
import { templateDatabaseName, templateDumpFile } from '../../test/test-database.ts';

/**
 * `kill -9` of the real server in the middle of an import, then a restart on the same data: the
 * import must end as interrupted with nothing of it left behind, and the file must import again.
 * On PGlite by default; on PostgreSQL when TEST_DATABASE_URL is set.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-import-crash-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `crash_${crypto.randomUUID().replaceAll('-', '')}`;
const databaseUrl = adminUrl
  ? Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString()
  : '';

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});

type Upload = { id: string; sheets: { name: string; suggestedMapping: Record<string, number | null> }[] };
type Job = { id: string; status: string; phase: string; processed: number };
/** The answers this test reads, loosely: the API's own tests check their shapes. */
type Answer = Job & { file: { analysisStatus: string }; totalFarmers: number };

const ROWS = 40_000;
/** Names are letters only: the row number spelled in base 26. */
const nameOf = (n: number) => {
  let name = '';
  for (let rest = n; name.length < 4; rest = Math.floor(rest / 26))
    name += 'abcdefghijklmnopqrstuvwxyz'[rest % 26];
  return `Farmer ${name}`;
};
const bigCsv = () => {
  const lines = ['Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode'];
  for (let i = 0; i < ROWS; i++)
    lines.push(`${nameOf(i)},${9_000_000_000 + i},2.5,F,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109`);
  return Buffer.from(lines.join('\n'));
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const startServer = async () => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  // A new PGlite folder costs an initdb: seconds here, a minute on a busy machine.
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base, origin };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not start:\n${output}`);
};

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

const stagingName = (jobId: string) => `import_rows_${jobId.replaceAll('-', '')}`;

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs up, confirms through the outbox link and onboards, as a new operator does. */
const createOperator = async (base: string, origin: string) => {
  const email = `crash-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'secret123', name: 'crash' }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  let cookie = cookiesOf(signUp);
  const mailFolder = path.join(dataDir, 'mail');
  const mail = fs
    .readdirSync(mailFolder)
    .map((f) =>
      fs
        .readFileSync(path.join(mailFolder, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .find((text) => text.includes(email));
  const link = mail?.match(/https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/)?.[0]?.replace(/&amp;/g, '&');
  expect(link, 'verification mail').toBeDefined();
  const url = new URL(link as string);
  const verified = await fetch(`${base}${url.pathname}${url.search}`, {
    headers: { cookie },
    redirect: 'manual',
  });
  expect(verified.status).toBeLessThan(400);
  cookie = cookiesOf(verified) || cookie;
  const onboarded = await fetch(`${base}/api/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(onboardingInput({ fpoPhone: '9845000021' })),
  });
  expect(onboarded.status, await onboarded.clone().text()).toBe(200);
  return cookie;
};

/** The import's staging table, a temporary one, is gone once its connection is (decision 005). */
const stagingTablesOf = async (jobId: string) => {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from pg_class where relname = $1', [
      stagingName(jobId),
    ]);
    await client.end();
    return rows[0].n as number;
  }
  const db = await PGlite.create(path.join(dataDir, 'pglite'), pgliteOptions);
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from pg_class where relname = $1',
    [stagingName(jobId)],
  );
  await db.close();
  return rows[0]?.n;
};

describe('a server killed during an import', () => {
  it('comes back with the import failed as interrupted, nothing of it left, and the file importable again', async () => {
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${databaseName} template ${templateDatabaseName}`);
      await admin.end();
    } else {
      // The migrated template as the server's folder, sparing the server an initdb.
      const seeded = await PGlite.create(path.join(dataDir, 'pglite'), {
        ...pgliteOptions,
        loadDataDir: new Blob([fs.readFileSync(templateDumpFile)]),
      });
      await seeded.close();
    }
    const first = await startServer();
    const cookie = await createOperator(first.base, first.origin);
    const body = multipart('members.csv', bigCsv());
    const uploaded = await fetch(`${first.base}/api/uploads`, {
      method: 'POST',
      headers: { origin: first.origin, cookie, 'content-type': body.contentType },
      body: body.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const file = (await uploaded.json()) as Upload;
    const [sheet] = file.sheets;
    expect(sheet).toBeDefined();
    const options = {
      sheet: sheet?.name,
      mapping: sheet?.suggestedMapping,
      updateExisting: false,
    };
    const started = await fetch(`${first.base}/api/uploads/${file.id}/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.origin, cookie },
      body: JSON.stringify(options),
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const jobId = ((await started.json()) as Job).id;

    // Killed while the rows are being written: some staging rows are in, the register untouched.
    for (let i = 0; ; i++) {
      const job = (await (
        await fetch(`${first.base}/api/imports/${jobId}`, { headers: { cookie } })
      ).json()) as Job;
      if ((job.phase === 'writing' && job.processed > 0) || job.phase === 'committing') break;
      expect(job.status, 'the import ended before it could be killed').toBe('running');
      expect(i).toBeLessThan(6000);
      await new Promise((r) => setTimeout(r, 20));
    }
    first.child.kill('SIGKILL');
    await exitOf(first.child);

    const second = await startServer();
    const get = async (url: string) =>
      (await (await fetch(`${second.base}${url}`, { headers: { cookie } })).json()) as Answer;
    // PGlite settles it during start-up; PostgreSQL once the dead worker's 10 s lease has run out.
    let job = await get(`/api/imports/${jobId}`);
    for (let i = 0; i < 120 && job.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      job = await get(`/api/imports/${jobId}`);
    }
    expect(job).toMatchObject({ status: 'failed', errorCode: 'import_interrupted' });
    expect((await get(`/api/uploads/${file.id}/details`)).file.analysisStatus).toBe('failed');
    expect((await get('/api/farmers/stats')).totalFarmers).toBe(0);

    const again = await fetch(`${second.base}/api/uploads/${file.id}/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second.origin, cookie },
      body: JSON.stringify(options),
    });
    expect(again.status, await again.clone().text()).toBe(202);
    const againId = ((await again.json()) as Job).id;
    let done = await get(`/api/imports/${againId}`);
    for (let i = 0; i < 600 && done.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      done = await get(`/api/imports/${againId}`);
    }
    expect(done).toMatchObject({ status: 'completed', inserted: ROWS });
    expect((await get(`/api/uploads/${file.id}/details`)).file.analysisStatus).toBe('completed');

    second.child.kill('SIGTERM');
    await exitOf(second.child);
    expect(await stagingTablesOf(jobId)).toBe(0);
  }, 420_000);
});
