import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { complianceCalendar, remindersDue, todayInIndia } from '@sangam/domain';
import pg from 'pg';
import { farmerInput } from '../apps/server/src/test/farmers.ts';
import { header, fullMapping as mapping } from '../apps/server/src/test/spreadsheets.ts';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { memberRows } from './import-fixtures.ts';
import {
  clientOf,
  freePort,
  linkFromOutbox,
  loadAverage,
  logLines,
  logSize,
  outboxMails,
  processOfClientPort,
  sleep,
  startInstance,
  startS3,
  type Instance,
} from './two-instances-support.ts';

/**
 * Issue 21: two server processes of the production build on two ports, one PostgreSQL 15.
 *
 * 1. Sessions: made on A (sign-up, confirmation from the outbox, onboarding), used on B; a sign-in
 *    on B used on A; a sign-out on B ends the session on A; a team member removed on A is signed
 *    out on B.
 * 2. The daily jobs run once: the migrations of two processes starting at once on an empty
 *    database; one occurrence of the daily refresh and the compliance reminders while both run (the
 *    schedule in pg-boss's table set to the coming minute); and the same when both start at the same
 *    moment after the deployment was down over an occurrence (pg-boss's `missed: 'once'` catch-up).
 * 3. An import of ROWS farmers started on A over HTTP is visible on B while it runs and when it ends;
 *    when A is killed (SIGKILL) in the middle of one, B settles it as interrupted with nothing of it
 *    in the register, and the operator imports the file again from B, once, completely.
 *
 * Knobs: BENCH_ROWS (20000); BENCH_STORE (local: one DATA_DIR for both; s3: s3rver and a DATA_DIR
 * each, written to results/two-instances-s3.json); BENCH_KILL_PHASE (committing, or writing);
 * BENCH_MIGRATION_ROUNDS (2 more empty databases); BENCH_SERVER_JS (another build of the server);
 * BENCH_KEEP_LOGS=1 keeps the instances' logs. Exits 1 when a check fails, naming it.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const STORE = process.env.BENCH_STORE === 's3' ? 's3' : 'local';
const KILL_PHASE = process.env.BENCH_KILL_PHASE === 'writing' ? 'writing' : 'committing';
const MIGRATION_ROUNDS = Number(process.env.BENCH_MIGRATION_ROUNDS ?? 2);
const KILL_ATTEMPTS = 4;
/** pg-boss's lease (heartbeat), supervision pass and dead-letter poll, as `jobs/job-queue.ts` sets them. */
const LEASE_S = 10;
const SUPERVISE_S = 5;
const SETTLE_LIMIT_S = LEASE_S + SUPERVISE_S + 1 + 4;
const OWNER_EMAIL = 'owner@sangam.example';
const REFRESH_JOB = 'daily-data-refresh';
const REMINDERS_JOB = 'compliance-reminders';
const migrationFiles = (
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '../apps/server/src/db/migrations/meta/_journal.json'),
      'utf8',
    ),
  ) as { entries: unknown[] }
).entries.length;

type Check = { section: string; name: string; ok: boolean; detail: string };
const checks: Check[] = [];
const timings: Record<string, number> = {};
const notes: string[] = [];
let section = '';
const check = (name: string, ok: boolean, detail: unknown = '') => {
  const text = typeof detail === 'string' ? detail : JSON.stringify(detail);
  checks.push({ section, name, ok, detail: text });
  console.log(`${ok ? 'ok  ' : 'FAIL'} [${section}] ${name}${text ? `: ${text}` : ''}`);
  return ok;
};
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const since = (t: number) => seconds(performance.now() - t);

const loadBefore = loadAverage();
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-two-'));
const logDir = path.join(runDir, 'logs');
fs.mkdirSync(logDir);
console.log(`two instances: ${ROWS} rows, store ${STORE}, logs in ${logDir}; load ${loadBefore.join(' / ')}`);

const cluster = await startCluster();
const admin = new pg.Pool({ connectionString: cluster.url, max: 2 });
const pools: pg.Pool[] = [admin];
/** Every process started, to stop at the end, also those that never got ready. */
const stoppers: (() => Promise<void>)[] = [];
const s3 = STORE === 's3' ? await startS3() : null;

/** A database of its own in the cluster, with its URL and a pool for the bench's own reads. */
const newDatabase = async (name: string) => {
  await admin.query(`create database ${name}`);
  const url = cluster.url.replace(/\/postgres$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pools.push(pool);
  const one = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows[0] as T;
  const all = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows as T[];
  return { url, pool, one, all };
};
type Database = Awaited<ReturnType<typeof newDatabase>>;

/**
 * What the two instances of one deployment share: the database, BASE_URL (the load balancer's
 * public address: nothing listens on it here, requests go to each instance with it as their
 * origin), AUTH_SECRET and the file store. With the local store that is one DATA_DIR; with S3 each
 * instance has a folder of its own (then only the mail outbox of the local mailer differs).
 */
const deployment = async (database: Database, label: string) => {
  const publicOrigin = `http://localhost:${await freePort()}`;
  const shared = path.join(runDir, `${label}-data`);
  const dataDirs = STORE === 's3' ? [`${shared}-a`, `${shared}-b`] : [shared];
  const env = (i: number): Record<string, string> => ({
    DATABASE_URL: database.url,
    BASE_URL: publicOrigin,
    AUTH_SECRET: authSecret,
    OWNER_EMAIL,
    API_RATE_LIMIT: '100000000',
    DATA_DIR: dataDirs[i % dataDirs.length] as string,
    ...(s3?.env ?? {}),
  });
  const start = async (name: string, i: number, port?: number) => {
    return startInstance(`${label}-${name}`, env(i), {
      logDir,
      port,
      track: (stop) => stoppers.push(stop),
    });
  };
  return { publicOrigin, dataDirs, env, start, call: clientOf(publicOrigin) };
};
const authSecret = randomBytes(32).toString('base64url');

/** Error-level lines (pino 50 and up) of an instance's log since byte `from`. */
const errorsIn = (instance: Instance, from = 0) =>
  logLines(instance, from)
    .filter((line) => line.level >= 50)
    .map((line) => `${line.msg}${line.err ? ` (${(line.err as { message?: string }).message})` : ''}`);

type Deployment = Awaited<ReturnType<typeof deployment>>;

/**
 * Signs up on `at`, confirms through the mailed link (opened on `at`), onboards on `at`, and gives
 * the FPO an incorporation date and GSTIN so compliance reminders are due; returns the cookie.
 */
const newOperator = async (d: Deployment, at: Instance, email: string, fpoName: string) => {
  const signUp = await d.call(at, 'POST', '/api/auth/sign-up/email', {
    json: { email, password: 'secret123', name: fpoName },
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up of ${email}: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const cookie = signUp.cookie;
  const link = await linkFromOutbox(d.dataDirs, email, 'verify-email');
  // The link names the public address; the load balancer sends it to `at`.
  const confirmed = await fetch(link.replace(d.publicOrigin, at.baseUrl), {
    redirect: 'manual',
    headers: { cookie },
  });
  if (confirmed.status >= 400) throw new Error(`confirmation of ${email}: ${confirmed.status}`);
  const onboard = await d.call(at, 'POST', '/api/onboarding', {
    cookie,
    json: {
      fullName: 'Shantamma Hiremath',
      countryCode: '+91',
      phone: '9845012345',
      language: 'en',
      fpoName,
      fpoPhone: '9845012345',
    },
  });
  if (onboard.status !== 200) throw new Error(`onboarding of ${email}: ${JSON.stringify(onboard.body)}`);
  const settings = await d.call(at, 'PUT', '/api/settings', {
    cookie,
    json: {
      fullName: 'Shantamma Hiremath',
      phone: '+91 94480 12345',
      fpoName,
      gstNumber: '27AAPFU0939F1ZV',
      incorporationDate: '2019-06-01',
      gstFiling: 'monthly',
    },
  });
  if (settings.status !== 200) throw new Error(`settings of ${email}: ${JSON.stringify(settings.body)}`);
  return cookie;
};

/** Reminders an FPO set up as `newOperator` does is due today (one mail to its owner if any). */
const remindersToday = remindersDue(
  complianceCalendar(
    { incorporationDate: '2019-06-01', gstin: '27AAPFU0939F1ZV', gstFiling: 'monthly' },
    [],
    todayInIndia(),
  ),
  new Set(),
  todayInIndia(),
).length;

/**
 * The `part`-th file of ROWS members: names and phones differ from every other part's, so no row is
 * taken for a farmer of an earlier file (the check matches phones, and names with their places).
 */
const csvOf = (part: number) =>
  Buffer.from(
    `${[header, ...memberRows(ROWS * (part + 1)).slice(ROWS * part)].map((row) => row.join(',')).join('\r\n')}\r\n`,
  );

type Job = {
  id: string;
  status: 'running' | 'completed' | 'failed';
  phase: string;
  processed: number;
  total: number;
  inserted: number;
  errorCode: string | null;
};
type UploadsList = { items: { id: string; analysisStatus: string; rowCount: number | null }[] };

const results: Record<string, unknown> = {};

const main = async () => {
  // ---------------------------------------------------------------- 2a. migrations at once
  section = 'migrations';
  const mainDb = await newDatabase('two_main');
  const d = await deployment(mainDb, 'main');
  let started = performance.now();
  const mainPair = await Promise.allSettled([d.start('A', 0), d.start('B', 1)]);
  timings.bothStartedOnEmptyDatabaseS = since(started);
  const startFailures = (pair: PromiseSettledResult<Instance>[]) =>
    pair.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  if (mainPair[0].status === 'rejected' || mainPair[1].status === 'rejected') {
    check('two processes started at once on an empty database both come up', false, startFailures(mainPair));
    return;
  }
  let a = mainPair[0].value;
  const b = mainPair[1].value;
  const migrationRounds: { round: number; startS: number; migrations: number; errors: string[] }[] = [];
  const migrationsOf = async (db: Database) =>
    Number((await db.one<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations')).n);
  migrationRounds.push({
    round: 0,
    startS: timings.bothStartedOnEmptyDatabaseS,
    migrations: await migrationsOf(mainDb),
    errors: [...errorsIn(a), ...errorsIn(b)],
  });
  for (let round = 1; round <= MIGRATION_ROUNDS; round++) {
    const db = await newDatabase(`two_migrations_${round}`);
    const r = await deployment(db, `migrations-${round}`);
    const t = performance.now();
    const settled = await Promise.allSettled([r.start('A', 0), r.start('B', 1)]);
    const pair = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    migrationRounds.push({
      round,
      startS: since(t),
      migrations: await migrationsOf(db),
      errors: [...startFailures(settled), ...pair.flatMap((instance) => errorsIn(instance))],
    });
    const pincodes = await db.one<{ n: string; directories: string }>(
      `select (select count(*) from pincodes) as n, (select count(*) from pincode_directory) as directories`,
    );
    check(
      `round ${round}: both up, each migration applied once, the pincode directory loaded once`,
      pair.length === 2 &&
        (await migrationsOf(db)) === migrationFiles &&
        Number(pincodes.n) > 0 &&
        pincodes.directories === '1',
      { migrations: await migrationsOf(db), files: migrationFiles, pincodes: pincodes.n },
    );
    await Promise.all(pair.map((instance) => instance.stop()));
  }
  results.migrationRounds = migrationRounds;
  check(
    'two processes started at once on an empty database both come up, each migration applied once',
    migrationRounds[0]?.migrations === migrationFiles,
    {
      migrations: migrationRounds[0]?.migrations,
      files: migrationFiles,
      startS: timings.bothStartedOnEmptyDatabaseS,
    },
  );
  check(
    'no error in either log while starting together',
    migrationRounds.every((round) => round.errors.length === 0),
    migrationRounds.flatMap((round) => round.errors).slice(0, 5),
  );
  const schedules = await mainDb.all<{ name: string; cron: string }>(
    'select name, cron from pgboss.schedule order by name',
  );
  check(
    'one schedule per daily job in pg-boss, whatever the number of instances',
    schedules.length === 2,
    schedules,
  );

  // ---------------------------------------------------------------- 1. sessions
  section = 'sessions';
  started = performance.now();
  const ownerEmail = 'shantamma@tungabhadra.example';
  const ownerCookie = await newOperator(d, a, ownerEmail, 'Tungabhadra Farmer Producer Company');
  timings.signUpConfirmOnboardOnAS = since(started);
  const meOnB = await d.call(b, 'GET', '/api/me', { cookie: ownerCookie });
  const meOnA = await d.call(a, 'GET', '/api/me', { cookie: ownerCookie });
  const me = meOnB.body as {
    user?: { id: string; email: string; emailVerified: boolean };
    fpo?: { id: string };
  };
  check(
    'a session made on A (sign-up, confirmation, onboarding) is signed in on B',
    meOnB.status === 200 && me.user?.email === ownerEmail && me.user.emailVerified && !!me.fpo,
    { status: meOnB.status, sameAsA: JSON.stringify(meOnA.body) === JSON.stringify(meOnB.body) },
  );
  const fpoId = me.fpo?.id as string;
  const written = await d.call(b, 'POST', '/api/farmers', {
    cookie: ownerCookie,
    json: farmerInput({ farmerName: 'Basamma Hiremath', phoneNumber: '9845012002' }),
  });
  const farmerId = (written.body as { id?: string }).id;
  const readBack = await d.call(a, 'GET', `/api/farmers/${farmerId}`, { cookie: ownerCookie });
  check(
    'a farmer written on B with that session reads back on A',
    written.status === 201 &&
      readBack.status === 200 &&
      (readBack.body as { farmer?: { farmerName?: string } }).farmer?.farmerName === 'Basamma Hiremath',
    { write: written.status, read: readBack.status },
  );
  const signIn = await d.call(b, 'POST', '/api/auth/sign-in/email', {
    json: { email: ownerEmail, password: 'secret123' },
  });
  const secondCookie = signIn.cookie;
  const secondOnA = await d.call(a, 'GET', '/api/me', { cookie: secondCookie });
  check('a sign-in on B is signed in on A', signIn.status === 200 && secondOnA.status === 200, {
    signIn: signIn.status,
    meOnA: secondOnA.status,
  });
  // Sign-out is global (spec 7, plugins/address-confirmation.ts): every session of the user ends.
  const signOut = await d.call(b, 'POST', '/api/auth/sign-out', { cookie: ownerCookie, json: {} });
  const afterSignOut = await d.call(a, 'GET', '/api/me', { cookie: ownerCookie });
  const afterSignOutWrite = await d.call(a, 'POST', '/api/farmers', {
    cookie: ownerCookie,
    json: farmerInput({ farmerName: 'Not Written', phoneNumber: '9845012003' }),
  });
  const otherAfter = await d.call(a, 'GET', '/api/me', { cookie: secondCookie });
  check(
    "a sign-out on B ends the session on A at A's next request (and, sign-out being global, the other one)",
    signOut.status === 200 &&
      afterSignOut.status === 401 &&
      afterSignOutWrite.status === 401 &&
      otherAfter.status === 401,
    {
      signOut: signOut.status,
      meOnA: afterSignOut.status,
      writeOnA: afterSignOutWrite.status,
      otherSessionOnA: otherAfter.status,
    },
  );
  // Signed in again, on A, for what follows.
  const cookie = (
    await d.call(a, 'POST', '/api/auth/sign-in/email', { json: { email: ownerEmail, password: 'secret123' } })
  ).cookie;
  const memberEmail = 'gowri@tungabhadra.example';
  const invited = await d.call(a, 'POST', '/api/team/invitations', {
    cookie,
    json: { email: memberEmail, role: 'manager' },
  });
  const invitationLink = await linkFromOutbox(d.dataDirs, memberEmail, '/invitations/');
  const token = new URL(invitationLink).pathname.split('/').at(-1) as string;
  const accepted = await d.call(b, 'POST', `/api/invitations/${token}/accept`, {
    json: { fullName: 'Gowri Shankar', phone: '9845011223', password: 'secret123' },
  });
  const memberCookie = accepted.cookie;
  const memberMe = await d.call(a, 'GET', '/api/me', { cookie: memberCookie });
  const memberId = (memberMe.body as { user?: { id: string } }).user?.id;
  const memberOnB = await d.call(b, 'GET', '/api/farmers', { cookie: memberCookie });
  const removed = await d.call(a, 'DELETE', `/api/team/members/${memberId}`, { cookie });
  const memberAfter = await d.call(b, 'GET', '/api/farmers', { cookie: memberCookie });
  check(
    'a member invited on A, joined on B, removed on A is signed out on B at the next request',
    invited.status === 201 &&
      accepted.status === 200 &&
      memberOnB.status === 200 &&
      removed.status === 204 &&
      memberAfter.status === 401 &&
      (memberAfter.body as { error?: { code?: string } }).error?.code === 'unauthenticated',
    {
      invite: invited.status,
      accept: accepted.status,
      memberOnB: memberOnB.status,
      remove: removed.status,
      memberOnBAfter: memberAfter.status,
    },
  );

  // Sign-in attempts are counted in the database (rate_limits), so the two instances share one
  // budget: 10 wrong passwords for an address from one address, alternating, then both refuse.
  const guesses: number[] = [];
  for (let i = 0; i < 10; i++)
    guesses.push(
      (
        await d.call(i % 2 ? b : a, 'POST', '/api/auth/sign-in/email', {
          json: { email: 'guessed@tungabhadra.example', password: `wrong-${i}` },
        })
      ).status,
    );
  const eleventh = await Promise.all(
    [a, b].map((at) =>
      d.call(at, 'POST', '/api/auth/sign-in/email', {
        json: { email: 'guessed@tungabhadra.example', password: 'wrong-10' },
      }),
    ),
  );
  check(
    'sign-in attempts count across both instances: after 10 wrong passwords shared between A and B, both refuse',
    guesses.every((status) => status === 401) &&
      eleventh.every(
        (answer) =>
          answer.status === 429 &&
          (answer.body as { error?: { code?: string } }).error?.code === 'rate_limited',
      ),
    { first10: guesses, eleventh: eleventh.map((answer) => answer.status) },
  );

  // ---------------------------------------------------------------- 3. an import seen from B
  section = 'import';
  const farmersIn = async () =>
    Number(
      (await mainDb.one<{ n: string }>('select count(*) as n from farmers where fpo_id = $1', [fpoId])).n,
    );
  const upload = async (at: Instance, csv: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(csv)]), name);
    const answer = await d.call(at, 'POST', '/api/uploads', { cookie, form });
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${JSON.stringify(answer.body)}`);
    return (answer.body as { id: string }).id;
  };
  const options = { sheet: 'CSV', mapping };
  const preview = async (at: Instance, fileId: string) => {
    const answer = await d.call(at, 'POST', `/api/uploads/${fileId}/preview`, { cookie, json: options });
    return (answer.body as { counts?: { ready: number } }).counts?.ready;
  };
  const startImportOn = async (at: Instance, fileId: string) => {
    const answer = await d.call(at, 'POST', `/api/uploads/${fileId}/import`, { cookie, json: options });
    if (answer.status !== 202) throw new Error(`import: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Job;
  };
  const listed = async (at: Instance, fileId: string) =>
    ((await d.call(at, 'GET', '/api/uploads', { cookie })).body as UploadsList).items.find(
      (i) => i.id === fileId,
    );
  const jobOn = async (at: Instance, jobId: string) =>
    (await d.call(at, 'GET', `/api/imports/${jobId}`, { cookie })).body as Job;

  // The connection that holds an import's staging table has it in its last statement.
  const importRunner = async (jobId: string, candidates: Instance[]) => {
    const rows = await mainDb.all<{ client_port: number }>(
      `select client_port from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`,
      [`%import\\_rows\\_${jobId.replaceAll('-', '')}%`],
    );
    for (const row of rows) {
      const pid = processOfClientPort(
        row.client_port,
        candidates.map((i) => i.pid),
      );
      const instance = candidates.find((i) => i.pid === pid);
      if (instance) return instance;
    }
    return null;
  };

  let before = await farmersIn();
  started = performance.now();
  const firstFile = await upload(a, csvOf(0), 'members-1.csv');
  const uploadS = since(started);
  const firstReady = await preview(a, firstFile);
  const previewS = since(started) - uploadS;
  const importStarted = performance.now();
  const firstJob = await startImportOn(a, firstFile);
  // B's view while A's import runs: the uploads list and the file's newest import, every 50 ms.
  const seenOnB: {
    atS: number;
    list: string | undefined;
    status: string;
    phase: string;
    processed: number;
  }[] = [];
  let runner: Instance | null = null;
  for (;;) {
    const [item, job] = await Promise.all([
      listed(b, firstFile),
      d
        .call(b, 'GET', `/api/uploads/${firstFile}/import`, { cookie })
        .then((r) => (r.body as { job: Job }).job),
    ]);
    runner ??= job.status === 'running' ? await importRunner(firstJob.id, [a, b]) : null;
    const last = seenOnB.at(-1);
    if (!last || last.status !== job.status || last.phase !== job.phase || last.list !== item?.analysisStatus)
      seenOnB.push({
        atS: since(importStarted),
        list: item?.analysisStatus,
        status: job.status,
        phase: job.phase,
        processed: job.processed,
      });
    if (job.status !== 'running') break;
    if (performance.now() - importStarted > 300_000)
      throw new Error('the first import did not end in 5 minutes');
    await sleep(50);
  }
  const firstDone = await jobOn(b, firstJob.id);
  timings.firstImportS = since(importStarted);
  const afterFirst = await farmersIn();
  results.firstImport = {
    rows: ROWS,
    uploadS,
    previewS: Math.round(previewS * 10) / 10,
    importS: timings.firstImportS,
    runBy: runner?.name ?? 'unknown',
    seenOnB,
  };
  check(
    'B sees the import A started while it runs (uploads list: processing; the import: running)',
    seenOnB.some((s) => s.status === 'running' && s.list === 'processing'),
    seenOnB,
  );
  check(
    'B sees it end: completed, every row in the register once',
    firstReady === ROWS &&
      firstDone.status === 'completed' &&
      firstDone.inserted === ROWS &&
      afterFirst - before === ROWS &&
      (await listed(b, firstFile))?.analysisStatus === 'completed',
    { ready: firstReady, status: firstDone.status, inserted: firstDone.inserted, added: afterFirst - before },
  );

  // ---------------------------------------------------------------- 3b. A killed mid-import
  let killed: {
    fileId: string;
    jobId: string;
    phase: string;
    processed: number;
    at: number;
    leaseEndsAfterS: number | null;
  } | null = null;
  const attempts: { attempt: number; outcome: string }[] = [];
  for (let attempt = 1; attempt <= KILL_ATTEMPTS && !killed; attempt++) {
    if (a.child.exitCode !== null || a.child.signalCode !== null)
      a = await d.start(`A-${attempt}`, 0, Number(new URL(a.baseUrl).port));
    before = await farmersIn();
    const fileId = await upload(a, csvOf(attempt), `members-${attempt + 1}.csv`);
    const ready = await preview(a, fileId);
    if (ready !== ROWS) throw new Error(`the preview of ${fileId} found ${ready} rows ready, not ${ROWS}`);
    const job = await startImportOn(a, fileId);
    for (;;) {
      const seen = await jobOn(b, job.id);
      if (seen.status !== 'running') {
        attempts.push({ attempt, outcome: `ended (${seen.status}) before the ${KILL_PHASE} phase was seen` });
        break;
      }
      if (seen.phase !== KILL_PHASE) {
        await sleep(15);
        continue;
      }
      let by: Instance | null = null;
      for (let i = 0; i < 40 && !by; i++) {
        by = await importRunner(job.id, [a, b]);
        if (!by) await sleep(5);
      }
      if (by !== a) {
        attempts.push({ attempt, outcome: `run by ${by?.name ?? 'a process not found'}, not A: not killed` });
        while ((await jobOn(b, job.id)).status === 'running') await sleep(100);
        break;
      }
      await a.kill();
      const at = performance.now();
      const killedAt = Date.now();
      const [row] = await mainDb.all<{ status: string }>('select status from import_jobs where id = $1', [
        job.id,
      ]);
      if (row?.status !== 'running') {
        attempts.push({ attempt, outcome: `A killed, but its commit had ended first (${row?.status})` });
        break;
      }
      // The lease runs out `heartbeat_seconds` after the dead worker's last heartbeat.
      const [lease] = await mainDb.all<{ ends: Date }>(
        `select heartbeat_on + heartbeat_seconds * interval '1 second' as ends from pgboss.job where id = $1`,
        [job.id],
      );
      killed = {
        fileId,
        jobId: job.id,
        phase: seen.phase,
        processed: seen.processed,
        at,
        leaseEndsAfterS: lease ? seconds(lease.ends.getTime() - killedAt) : null,
      };
      attempts.push({
        attempt,
        outcome: `A killed in ${seen.phase}, ${seen.processed} of ${seen.total} rows staged`,
      });
      break;
    }
  }
  results.killAttempts = attempts;
  if (
    !check(
      `A was killed (SIGKILL) during the ${KILL_PHASE} phase of an import A was running`,
      !!killed,
      attempts,
    )
  )
    return;
  const lost = killed as NonNullable<typeof killed>;
  // B settles it: the import's lease runs out, B's supervisor fails the job, B's worker of the
  // dead-letter queue runs its `interrupted` handler.
  let settled: Job;
  const listDuring = await listed(b, lost.fileId);
  for (;;) {
    settled = await jobOn(b, lost.jobId);
    if (settled.status !== 'running') break;
    if (performance.now() - lost.at > 120_000) break;
    await sleep(100);
  }
  timings.settleAfterKillS = seconds(performance.now() - lost.at);
  const staged = await mainDb.one<{ rows: string; tables: string }>(
    `select (select count(*) from farmer_import_rows where job_id = $1) as rows,
      (select count(*) from pg_class where relname like 'import\\_rows\\_%') as tables`,
    [lost.jobId],
  );
  const settledBy = logLines(b).filter(
    (line) => line.msg.includes('import interrupted') && line.jobId === lost.jobId,
  );
  check(
    `B settles the killed import as interrupted within ${SETTLE_LIMIT_S} s (lease ${LEASE_S} s + supervision ${SUPERVISE_S} s + poll)`,
    settled.status === 'failed' &&
      settled.errorCode === 'import_interrupted' &&
      timings.settleAfterKillS <= SETTLE_LIMIT_S &&
      settledBy.length === 1,
    {
      status: settled.status,
      errorCode: settled.errorCode,
      secondsAfterKill: timings.settleAfterKillS,
      leaseEndedAfterKillS: lost.leaseEndsAfterS,
      loggedByB: settledBy.length,
    },
  );
  check(
    'nothing of the killed import is in the register; no staging rows or tables left',
    (await farmersIn()) === before && staged.rows === '0' && staged.tables === '0',
    { added: (await farmersIn()) - before, stagingRows: staged.rows, stagingTables: staged.tables },
  );
  const listAfter = await listed(b, lost.fileId);
  check(
    "B's uploads list shows the file processing while A's import was lost, failed once settled",
    listDuring?.analysisStatus === 'processing' && listAfter?.analysisStatus === 'failed',
    {
      during: listDuring?.analysisStatus,
      after: listAfter?.analysisStatus,
    },
  );
  // The operator imports it again from B: the preview there reads the file from the shared store.
  started = performance.now();
  const readyAgain = await preview(b, lost.fileId);
  const again = await startImportOn(b, lost.fileId);
  let rerun: Job;
  for (;;) {
    rerun = await jobOn(b, again.id);
    if (rerun.status !== 'running') break;
    if (performance.now() - started > 300_000) break;
    await sleep(100);
  }
  timings.rerunFromBS = since(started);
  const afterRerun = await farmersIn();
  check(
    'the operator imports the same file again from B: completed, every farmer once',
    readyAgain === ROWS &&
      rerun.status === 'completed' &&
      rerun.inserted === ROWS &&
      afterRerun - before === ROWS,
    {
      ready: readyAgain,
      status: rerun.status,
      inserted: rerun.inserted,
      added: afterRerun - before,
      seconds: timings.rerunFromBS,
    },
  );
  // A comes back (a new process on its port): nothing runs a second time.
  started = performance.now();
  a = await d.start('A-again', 0, Number(new URL(a.baseUrl).port));
  timings.restartAS = since(started);
  await sleep((LEASE_S + SUPERVISE_S) * 1000);
  const jobs = await mainDb.all<{ status: string; error_code: string | null; inserted: number }>(
    'select status, error_code, inserted from import_jobs where file_id = $1 order by created_at',
    [lost.fileId],
  );
  const queue = await mainDb.all<{ name: string; state: string }>(
    `select name, state from pgboss.job where (name = 'import' and id = any($1::uuid[]))
      or (name = 'import.interrupted' and data->>'importJobId' = $2) order by created_on`,
    [[lost.jobId, again.id], lost.jobId],
  );
  const fromFile = Number(
    (await mainDb.one<{ n: string }>('select count(*) as n from farmers where file_id = $1', [lost.fileId]))
      .n,
  );
  check(
    'exactly once: after A is back, the file has one interrupted and one completed import and its rows once',
    (await farmersIn()) - before === ROWS &&
      fromFile === ROWS &&
      JSON.stringify(jobs.map((j) => [j.status, j.error_code])) ===
        JSON.stringify([
          ['failed', 'import_interrupted'],
          ['completed', null],
        ]),
    { farmersFromFile: fromFile, imports: jobs, queue },
  );
  results.killedImport = {
    rows: ROWS,
    killPhase: lost.phase,
    stagedWhenKilled: lost.processed,
    leaseEndedAfterKillS: lost.leaseEndsAfterS,
    settleAfterKillS: timings.settleAfterKillS,
    rerunFromBS: timings.rerunFromBS,
    queue,
  };

  // ---------------------------------------------------------------- 2b. one occurrence, both running
  section = 'daily jobs';
  // Two more FPOs, one made on each instance, so "one set" of reminders is three mails.
  await newOperator(d, b, 'ravi@kampli.example', 'Kampli Farmer Producer Company');
  await newOperator(d, a, 'meena@hosur.example', 'Hosur Farmer Producer Company');
  const fpoCount = Number((await mainDb.one<{ n: string }>('select count(*) as n from fpos')).n);
  const expectedReminders = remindersToday ? fpoCount : 0;
  notes.push(
    remindersToday
      ? `${remindersToday} compliance reminder(s) due today (${todayInIndia()}) for each FPO set up here`
      : `no compliance reminder is due today (${todayInIndia()}) for the FPOs set up here: the reminders' one run shows only as one job and one log line`,
  );
  const occurrence = await oneOccurrence(mainDb, d, [a, b], fpoCount, expectedReminders);
  results.occurrenceWhileRunning = occurrence;

  // ---------------------------------------------------------------- 2c. both start at once after an outage
  const raceDb = await newDatabase('two_race');
  const r = await deployment(raceDb, 'race');
  const setup = await r.start('setup', 0);
  await newOperator(r, setup, 'lakshmi@hampi.example', 'Hampi Farmer Producer Company');
  await newOperator(r, setup, 'ravi@kampli.example', 'Kampli Farmer Producer Company');
  await newOperator(r, setup, 'meena@hosur.example', 'Hosur Farmer Producer Company');
  await setup.stop();
  // The deployment was stopped two days ago: pg-boss's record of its last cron pass and the
  // schedules' creation say so. Both instances then start at the same moment, each starting its
  // job queue; the first pass finds the occurrences it missed (`missed: 'once'`).
  await raceDb.pool.query(`update pgboss.version set cron_on = now() - interval '2 days'`);
  await raceDb.pool.query(`update pgboss.schedule set created_on = now() - interval '2 days'`);
  const raced = await oneOccurrence(raceDb, r, null, 3, remindersToday ? 3 : 0);
  results.occurrenceAtSimultaneousStart = raced;
};

/**
 * One occurrence of the daily refresh and the compliance reminders, and what came of it: pg-boss
 * jobs, `refresh_runs` rows, mails, and which instance's log says it did the work.
 *
 * `running`: both instances are up; the schedules in pg-boss's table are set to the coming minute
 * (every instance's cron pass reads that table). `null`: two instances are started at the same
 * moment here, after the database was made to say the deployment missed an occurrence.
 */
const oneOccurrence = async (
  db: Database,
  d: Deployment,
  running: Instance[] | null,
  fpos: number,
  expectedReminders: number,
) => {
  const mailsBefore = new Set(outboxMails(d.dataDirs).map((m) => m.file));
  const jobsBefore = await db.one<{ refresh: string; reminders: string }>(
    `select count(*) filter (where name = $1) as refresh, count(*) filter (where name = $2) as reminders from pgboss.job`,
    [REFRESH_JOB, REMINDERS_JOB],
  );
  let pair: Instance[];
  let firesAt: Date;
  let kind: string;
  const logFrom = new Map<Instance, number>();
  if (running) {
    pair = running;
    for (const instance of pair) logFrom.set(instance, logSize(instance));
    // The next whole minute at least 20 s away, in India's time (the schedules' zone).
    const now = Date.now();
    firesAt = new Date(Math.ceil((now + 20_000) / 60_000) * 60_000);
    const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(firesAt)
      .split(':')
      .map(Number);
    const cron = `${minute} ${hour} * * *`;
    await db.pool.query('update pgboss.schedule set cron = $1 where name = any($2)', [
      cron,
      [REFRESH_JOB, REMINDERS_JOB],
    ]);
    kind = `both running, schedules set to ${cron} (Asia/Kolkata)`;
  } else {
    firesAt = new Date();
    const t = performance.now();
    pair = await Promise.all([d.start('A', 0), d.start('B', 1)]);
    timings.raceStartS = since(t);
    kind = 'both started at the same moment after a missed occurrence';
    for (const instance of pair) logFrom.set(instance, 0);
  }
  section = `daily jobs: ${running ? 'one occurrence' : 'simultaneous start'}`;
  console.log(`${kind}; the occurrence at ${firesAt.toISOString()}`);
  // Until the run is finished and its mails are out, then one more minute: nothing else may come.
  const deadline = firesAt.getTime() + 150_000;
  let doneAt: number | null = null;
  for (;;) {
    const finished = await db.one<{ n: string }>(
      `select count(*) as n from refresh_runs where trigger = 'schedule' and finished_at is not null`,
    );
    const reminders = outboxMails(d.dataDirs).filter(
      (m) => !mailsBefore.has(m.file) && /compliance due/.test(m.subject),
    );
    if (doneAt === null && Number(finished.n) >= 1 && reminders.length >= expectedReminders)
      doneAt = Date.now();
    if (doneAt !== null && Date.now() - doneAt > 60_000) break;
    if (Date.now() > deadline + 60_000) break;
    await sleep(1000);
  }
  const firedAfterS = doneAt === null ? null : Math.round((doneAt - firesAt.getTime()) / 100) / 10;
  const jobs = await db.all<{ name: string; state: string; created_on: Date }>(
    `select name, state, created_on from pgboss.job where name = any($1) order by created_on`,
    [[REFRESH_JOB, REMINDERS_JOB]],
  );
  const runs = await db.all<{ trigger: string; status: string; total_fpos: number; scheduled_for: string }>(
    `select trigger, status, total_fpos, scheduled_for::text from refresh_runs order by started_at`,
  );
  const newMails = outboxMails(d.dataDirs).filter((m) => !mailsBefore.has(m.file));
  const refreshMails = newMails.filter((m) => m.to.includes(OWNER_EMAIL) && /data refresh/i.test(m.subject));
  const reminderMails = newMails.filter((m) => /compliance due/.test(m.subject));
  const reminderRecipients = new Set(reminderMails.map((m) => m.to));
  const byInstance = pair.map((instance) => {
    const lines = logLines(instance, logFrom.get(instance) ?? 0);
    return {
      instance: instance.name,
      remindersSent: lines.filter((l) => l.msg === 'compliance reminders sent').length,
      refreshSkipped: lines.filter((l) => l.msg.includes('daily refresh already done')).length,
      errors: errorsIn(instance, logFrom.get(instance) ?? 0),
    };
  });
  const newJobs = {
    refresh: jobs.filter((j) => j.name === REFRESH_JOB).length - Number(jobsBefore.refresh),
    reminders: jobs.filter((j) => j.name === REMINDERS_JOB).length - Number(jobsBefore.reminders),
  };
  check(
    'the occurrence sends one job of each daily queue across both instances',
    newJobs.refresh === 1 && newJobs.reminders === 1 && jobs.every((j) => j.state === 'completed'),
    { newJobs, states: jobs.map((j) => `${j.name} ${j.state}`) },
  );
  check(
    'one refresh_runs row for the night, finished with every FPO',
    runs.length === 1 &&
      runs[0]?.trigger === 'schedule' &&
      runs[0].status === 'success' &&
      runs[0].total_fpos === fpos,
    runs,
  );
  check(
    "one summary mail to the platform's owner, one reminder mail per FPO owner",
    refreshMails.length === 1 &&
      reminderMails.length === expectedReminders &&
      reminderRecipients.size === expectedReminders,
    { summary: refreshMails.length, reminders: reminderMails.length, expected: expectedReminders },
  );
  check(
    'the reminders ran on exactly one instance; neither logged an error',
    byInstance.reduce((sum, i) => sum + i.remindersSent, 0) === 1 &&
      byInstance.every((i) => i.errors.length === 0),
    byInstance,
  );
  if (!running) await Promise.all(pair.map((instance) => instance.stop()));
  return { kind, firesAt: firesAt.toISOString(), doneAfterS: firedAfterS, newJobs, runs, byInstance };
};

let exitCode = 0;
try {
  await main();
} catch (error) {
  check(
    'the bench ran to its end',
    false,
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
} finally {
  await Promise.all(stoppers.map((stop) => stop().catch(() => {})));
  await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
  await s3?.stop();
  cluster.stop();
  const failed = checks.filter((c) => !c.ok);
  exitCode = failed.length ? 1 : 0;
  const out = path.join(import.meta.dirname, 'results', `two-instances${STORE === 's3' ? '-s3' : ''}.json`);
  fs.writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        rows: ROWS,
        store: STORE,
        killPhase: KILL_PHASE,
        loadAverage: { before: loadBefore, after: loadAverage() },
        timings,
        checks,
        notes,
        ...results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${checks.length - failed.length} of ${checks.length} checks met; written to ${out}`);
  for (const c of failed) console.log(`NOT MET [${c.section}] ${c.name}: ${c.detail}`);
  if (process.env.BENCH_KEEP_LOGS) console.log(`logs kept in ${logDir}`);
  else fs.rmSync(runDir, { recursive: true, force: true });
}
process.exit(exitCode);
