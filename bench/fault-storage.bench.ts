import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiFor,
  audit,
  bindReadOnly,
  canMount,
  diskOf,
  fillLeaving,
  kindsOf,
  listBucket,
  listFolder,
  loggedCauses,
  makeFixtures,
  mountTmpfs,
  ok,
  prepareFpo,
  sleep,
  startS3Process,
  startServerProcess,
  startSilentStore,
  unmount,
  unmountAllUnder,
  type Answer,
  type Audit,
  type Fpo,
  type Kind,
  type Listing,
  type S3Process,
  type ServerProcess,
} from './fault-storage-support.ts';
import { createOperatorSession, type ServerUnderTest } from './server-under-test.ts';

/**
 * Issue 21, faults: the file store unwritable, down, hung or full while an FPO uploads (decision
 * 045). For every kind of upload the app stores (farmer spreadsheet and its stored text copy,
 * product and input pictures with their thumbnails, village photo, FPO document, compliance proof,
 * and the rejected-rows file an import writes), against the built server:
 *
 * - local folder: a read-only bind mount over the files folder; the disk full while writing (the
 *   files folder a small tmpfs, filled to leave less than the upload needs, at several levels);
 * - S3 (s3rver in its own process): stopped (SIGKILL); killed in the middle of a burst of uploads;
 *   a store that accepts connections and never answers.
 *
 * Each upload must be refused with 503 `storage_unavailable` (the web app words it in six
 * languages), in bounded time; the server must keep answering; nothing the screens show may
 * change; no file may be left half-written or without its row, and no row may name a missing file;
 * once the store is back the same upload must work. Reads of stored files while the store is down
 * must answer 503 `storage_unavailable`, not 500 and not hang. The mounts need root: without it
 * those cases are skipped and say so.
 */

const started = Date.now();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-fault-storage-'));
const loadBefore = os.loadavg().map((n) => Math.round(n * 100) / 100);
/** A hung store gives up after 2 attempts x (connect + idle) at most 2 x 30 s (storeTimeouts). */
const HUNG_LIMIT_MS = 65_000;
/** Anything else answers at once. */
const QUICK_LIMIT_MS = 10_000;

const fixtures = await makeFixtures();
const children: { stop: () => Promise<void> }[] = [];
const cleanUp = async () => {
  for (const child of children.reverse()) await child.stop().catch(() => {});
  unmountAllUnder(scratch);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

type Sent = { kind: string; status: number; code: string | null; ms: number };
type CaseResult = {
  store: 'local folder' | 'S3 (s3rver)';
  fault: string;
  skipped?: string;
  uploadsDuringFault?: Sent[];
  readsDuringFault?: { url: string; status: number; code: string | null; ms: number }[];
  slowestAnswerMs?: number;
  healthProbes?: { answered: number; failed: number };
  screensUnchanged?: boolean;
  keysUnchanged?: boolean;
  importDuringFault?: {
    status: string;
    errorCode: string | null;
    farmersBefore: number;
    farmersAfter: number;
  };
  importAfter?: { status: string };
  auditAfterFault?: Audit;
  uploadsAfter?: Sent[];
  auditAfterRecovery?: Audit;
  sweep?: {
    kind: string;
    needBytes: number;
    leftBytes: number;
    status: number;
    code: string | null;
    usedBytesChanged: number;
    partials: number;
  }[];
  loggedCauses?: Record<string, number>;
  problems: string[];
};
const results: CaseResult[] = [];

const sent = (kind: Kind, answer: Answer): Sent => ({
  kind: kind.name,
  status: answer.status,
  code: answer.code,
  ms: answer.ms,
});
const refusedRight = (answer: { status: number; code: string | null }) =>
  answer.status === 503 && answer.code === 'storage_unavailable';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const auditProblems = (name: string, result: Audit, { orphansAllowed = false } = {}) => [
  ...(result.dangling.length ? [`${name}: rows naming a missing file: ${result.dangling.join(', ')}`] : []),
  ...(result.partials.length ? [`${name}: half-written files left: ${result.partials.join(', ')}`] : []),
  ...(!orphansAllowed && result.orphans.length
    ? [`${name}: files no row names: ${result.orphans.join(', ')}`]
    : []),
];

/** Probes /api/health every 250 ms until stopped: the server must keep answering. */
const probeHealth = (baseUrl: string) => {
  let running = true;
  const counts = { answered: 0, failed: 0 };
  const loop = (async () => {
    while (running) {
      const answer = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      counts[answer === 200 ? 'answered' : 'failed']++;
      await sleep(250);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return counts;
  };
};

const farmersTotal = async (fpo: Fpo) =>
  ok<{ total: number }>(await fpo.api.get('/api/farmers'), 'farmers').total;

const finishedJob = async (fpo: Fpo, jobId: string) => {
  for (let i = 0; i < 600; i++) {
    const job = ok<{ status: string; errorCode: string | null }>(
      await fpo.api.get(`/api/imports/${jobId}`),
      'job',
    );
    if (job.status !== 'running') return job;
    await sleep(250);
  }
  return { status: 'running', errorCode: 'still running after 150 s' };
};

let importRun = 0;
/** A small register with one rejected row, each run its own phone number so its row is new. */
const importCsv = () => {
  importRun++;
  return Buffer.from(
    [
      'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode',
      `Ramesh ${importRun},98450${String(importRun).padStart(5, '0')},2.5,Male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109`,
      'Geetha,12345,1.75,F,Kolar,Kolar,Kolar,Karnataka,563101',
    ].join('\n'),
  );
};
const importOptions = {
  sheet: 'CSV',
  mapping: {
    farmerName: 0,
    phoneNumber: 1,
    acres: 2,
    gender: 3,
    village: 4,
    block: 5,
    district: 6,
    state: 7,
    pincode: 8,
    preferredLanguage: null,
  },
  updateExisting: false,
};

type Setting = {
  store: CaseResult['store'];
  server: ServerProcess;
  fpo: Fpo;
  kinds: Kind[];
  list: () => Promise<Listing>;
};

/**
 * One fault: every kind of upload and every read at once while it lasts (with an import whose only
 * write is its rejected-rows file), then the store is mended and everything is checked and sent again.
 */
const faultCase = async (
  { store, server, fpo, kinds, list }: Setting,
  fault: string,
  {
    brk,
    mend,
    readsRefused,
    limitMs,
  }: { brk: () => Promise<void>; mend: () => Promise<void>; readsRefused: boolean; limitMs: number },
): Promise<CaseResult> => {
  console.log(`\n${store}: ${fault}`);
  const result: CaseResult = { store, fault, problems: [] };
  const problem = (message: string) => {
    result.problems.push(message);
    console.log(`  PROBLEM ${message}`);
  };
  const { api } = fpo;
  // The import's rows are checked (and remembered) while the store works: its one write is then
  // the rejected-rows file.
  const importFile = ok<{ id: string }>(
    await api.upload('POST', '/api/uploads', 'members.csv', importCsv(), 'text/csv'),
    'import upload',
  );
  ok(await api.send('POST', `/api/uploads/${importFile.id}/preview`, importOptions), 'preview');
  const screens = await Promise.all(kinds.map((kind) => kind.state()));
  const reads = (await Promise.all(kinds.map((kind) => kind.reads()))).flat();
  const before = await list();
  const farmersBefore = await farmersTotal(fpo);
  const logFrom = fs.statSync(server.logFile).size;

  await brk();
  try {
    const stopProbing = probeHealth(server.baseUrl);
    const job = ok<{ id: string }>(
      await api.send('POST', `/api/uploads/${importFile.id}/import`, importOptions),
      'import',
    );
    const [uploads, readAnswers, jobEnd] = await Promise.all([
      Promise.all(kinds.map(async (kind) => sent(kind, await kind.send()))),
      Promise.all(reads.map(async (url) => ({ url, ...(await api.get(url)) }))),
      finishedJob(fpo, job.id),
    ]);
    result.healthProbes = await stopProbing();
    result.uploadsDuringFault = uploads;
    result.readsDuringFault = readAnswers.map(({ url, status, code, ms }) => ({ url, status, code, ms }));
    result.importDuringFault = {
      status: jobEnd.status,
      errorCode: jobEnd.errorCode,
      farmersBefore,
      farmersAfter: await farmersTotal(fpo),
    };
    result.slowestAnswerMs = Math.max(...uploads.map((u) => u.ms), ...readAnswers.map((r) => r.ms));
    result.screensUnchanged = same(await Promise.all(kinds.map((kind) => kind.state())), screens);
    result.loggedCauses = loggedCauses(server.logFile, logFrom);

    for (const upload of uploads)
      if (!refusedRight(upload))
        problem(`${upload.kind}: answered ${upload.status} ${upload.code}, not 503 storage_unavailable`);
    for (const read of readAnswers)
      if (readsRefused ? !refusedRight(read) : read.status !== 200)
        problem(
          `read ${read.url}: answered ${read.status} ${read.code}, not ${readsRefused ? '503 storage_unavailable' : '200'}`,
        );
    if (result.slowestAnswerMs > limitMs)
      problem(`an answer took ${result.slowestAnswerMs} ms (limit ${limitMs})`);
    if (result.healthProbes.failed || !server.alive())
      problem(`the server stopped answering: ${JSON.stringify(result.healthProbes)}`);
    if (!result.screensUnchanged) problem('a refused upload changed what the screens show');
    if (jobEnd.status !== 'failed' || jobEnd.errorCode !== 'storage_unavailable')
      problem(`the import ended ${jobEnd.status} ${jobEnd.errorCode}, not failed storage_unavailable`);
    if (result.importDuringFault.farmersAfter !== farmersBefore) problem('the failed import wrote farmers');
  } finally {
    await mend();
  }

  const after = await list();
  result.keysUnchanged = same(after.keys, before.keys);
  if (!result.keysUnchanged)
    problem(
      `the store's keys changed: +${after.keys.filter((k) => !before.keys.includes(k)).join(', ')} -${before.keys.filter((k) => !after.keys.includes(k)).join(', ')}`,
    );
  result.auditAfterFault = await audit(fpo, kinds, after);
  for (const message of auditProblems('after the fault', result.auditAfterFault)) problem(message);

  // The store is back: the same uploads, and the import once more.
  const again = ok<{ id: string }>(
    await api.send('POST', `/api/uploads/${importFile.id}/import`, importOptions),
    'import again',
  );
  result.importAfter = { status: (await finishedJob(fpo, again.id)).status };
  if (result.importAfter.status !== 'completed')
    problem(`the import once the store is back ended ${result.importAfter.status}`);
  result.uploadsAfter = [];
  for (const kind of kinds) {
    const answer = sent(kind, await kind.send());
    result.uploadsAfter.push(answer);
    if (answer.status >= 300) problem(`${kind.name} once the store is back: ${answer.status} ${answer.code}`);
  }
  result.auditAfterRecovery = await audit(fpo, kinds, await list());
  for (const message of auditProblems('after recovery', result.auditAfterRecovery)) problem(message);
  console.log(
    `  uploads ${result.uploadsDuringFault?.map((u) => `${u.status}/${u.code}/${u.ms}ms`).join(' ')}; reads ${result.readsDuringFault?.map((r) => r.status).join(',')}; health ${JSON.stringify(result.healthProbes)}; causes ${JSON.stringify(result.loggedCauses)}`,
  );
  return result;
};

/** Signs up an operator on a fresh server and stores one of every kind while the store works. */
const prepare = async (
  store: CaseResult['store'],
  server: ServerProcess,
  dataDir: string,
  list: () => Promise<Listing>,
) => {
  const cookie = await createOperatorSession({ baseUrl: server.baseUrl, dataDir } as ServerUnderTest);
  const fpo = await prepareFpo(apiFor(server.baseUrl, cookie));
  const kinds = kindsOf(fpo, fixtures);
  for (const kind of kinds) {
    const answer = await kind.send();
    if (answer.status >= 300)
      throw new Error(`${kind.name} while the store works: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return { store, server, fpo, kinds, list } satisfies Setting;
};

try {
  // ------------------------------------------------------------------------------------------
  // The local folder: read-only, then full. The files folder is a tmpfs of its own.
  const noMount = canMount(scratch);
  if (noMount) {
    console.log(`SKIPPED: ${noMount}`);
    for (const fault of ['read-only bind mount', 'disk full while writing'])
      results.push({ store: 'local folder', fault, skipped: noMount, problems: [] });
  } else {
    const dataDir = path.join(scratch, 'local');
    const files = path.join(dataDir, 'files');
    fs.mkdirSync(files, { recursive: true });
    mountTmpfs(files, '48m');
    children.push({ stop: async () => unmountAllUnder(files) });
    const server = await startServerProcess({ DATA_DIR: dataDir }, path.join(scratch, 'local.log'));
    children.push(server);
    const list = async () => listFolder(files);
    const setting = await prepare('local folder', server, dataDir, list);

    results.push(
      await faultCase(setting, 'read-only bind mount over the files folder', {
        brk: async () => {
          bindReadOnly(files);
        },
        mend: async () => {
          unmount(files);
        },
        readsRefused: false,
        limitMs: QUICK_LIMIT_MS,
      }),
    );

    // Disk full: the full fault case with nothing left, then each kind at several levels of what
    // is left below what it needs (so the first, the second or a later write of it fails).
    results.push(
      await faultCase(setting, 'disk full (0 bytes left) while writing', {
        brk: async () => {
          fillLeaving(files, 0);
        },
        mend: async () => fs.rmSync(path.join(files, '.filler')),
        readsRefused: false,
        limitMs: QUICK_LIMIT_MS,
      }),
    );
    const sweepResult: CaseResult = {
      store: 'local folder',
      fault: 'disk full, less left than each upload needs',
      sweep: [],
      problems: [],
    };
    console.log(`\nlocal folder: ${sweepResult.fault}`);
    for (const kind of setting.kinds) {
      // What this kind stores: its files' bytes, measured by storing it once.
      const keysBefore = new Set(listFolder(files).keys);
      const stored = await kind.send();
      if (stored.status >= 300) throw new Error(`${kind.name}: ${stored.status}`);
      const added = listFolder(files).keys.filter((key) => !keysBefore.has(key));
      const needBytes = added.reduce((sum, key) => sum + fs.statSync(path.join(files, key)).size, 0);
      for (const share of [0, 0.3, 0.6, 0.9, 0.98]) {
        const leftBytes = Math.floor(needBytes * share);
        const screen = await kind.state();
        const keys = listFolder(files).keys;
        fillLeaving(files, leftBytes);
        const used = diskOf(files).used;
        const answer = await kind.send();
        const usedBytesChanged = diskOf(files).used - used;
        const listing = listFolder(files);
        fs.rmSync(path.join(files, '.filler'));
        sweepResult.sweep?.push({
          kind: kind.name,
          needBytes,
          leftBytes,
          status: answer.status,
          code: answer.code,
          usedBytesChanged,
          partials: listing.partials.length,
        });
        const what = `${kind.name} with ${leftBytes} of ${needBytes} bytes left`;
        if (!refusedRight(answer))
          sweepResult.problems.push(`${what}: answered ${answer.status} ${answer.code}`);
        if (usedBytesChanged !== 0)
          sweepResult.problems.push(`${what}: ${usedBytesChanged} bytes stayed in use`);
        if (listing.partials.length) sweepResult.problems.push(`${what}: half-written files left`);
        if (!same(listing.keys, keys)) sweepResult.problems.push(`${what}: the store's keys changed`);
        if (!same(await kind.state(), screen)) sweepResult.problems.push(`${what}: the screens changed`);
      }
      const again = await kind.send();
      if (again.status >= 300)
        sweepResult.problems.push(`${kind.name} once space is freed: ${again.status} ${again.code}`);
    }
    sweepResult.auditAfterRecovery = await audit(setting.fpo, setting.kinds, listFolder(files));
    sweepResult.problems.push(...auditProblems('after the sweep', sweepResult.auditAfterRecovery));
    for (const message of sweepResult.problems) console.log(`  PROBLEM ${message}`);
    console.log(
      `  ${sweepResult.sweep?.map((s) => `${s.kind.split(' ')[0]}@${s.leftBytes}/${s.needBytes}:${s.status}`).join(' ')}`,
    );
    results.push(sweepResult);
    await server.stop();
    unmount(files);
  }

  // ------------------------------------------------------------------------------------------
  // S3: s3rver in a process of its own, killed and brought back on the same port and data.
  const s3Dir = path.join(scratch, 's3');
  fs.mkdirSync(s3Dir);
  let s3: S3Process = await startS3Process(s3Dir);
  const port = s3.port;
  children.push({ stop: () => s3.kill() });
  const endpoint = `http://127.0.0.1:${port}`;
  const dataDir = path.join(scratch, 's3-data');
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      S3_BUCKET: 'sangam-files',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    path.join(scratch, 's3.log'),
  );
  children.push(server);
  const list = () => listBucket(endpoint);
  const setting = await prepare('S3 (s3rver)', server, dataDir, list);
  const restart = async () => {
    s3 = await startS3Process(s3Dir, port);
  };

  results.push(
    await faultCase(setting, 'object store stopped (SIGKILL)', {
      brk: () => s3.kill(),
      mend: restart,
      readsRefused: true,
      limitMs: QUICK_LIMIT_MS,
    }),
  );

  let silent: Awaited<ReturnType<typeof startSilentStore>> | undefined;
  results.push(
    await faultCase(setting, 'object store accepts connections and never answers', {
      brk: async () => {
        await s3.kill();
        silent = await startSilentStore(port);
      },
      mend: async () => {
        await silent?.close();
        await restart();
      },
      readsRefused: true,
      limitMs: HUNG_LIMIT_MS,
    }),
  );

  // Killed in the middle of a burst: two of every kind at once, the store killed after the first
  // answer. Each upload is whole or refused; a file whose row never came (the store died between
  // a picture and its thumbnail, or before a replaced file could be removed) may stay behind.
  {
    console.log('\nS3 (s3rver): object store killed in the middle of a burst of uploads');
    const result: CaseResult = {
      store: 'S3 (s3rver)',
      fault: 'object store killed mid-burst (SIGKILL)',
      problems: [],
    };
    const logFrom = fs.statSync(server.logFile).size;
    const stopProbing = probeHealth(server.baseUrl);
    let killed = false;
    const burst = [...setting.kinds, ...setting.kinds].map(async (kind) => {
      const answer = sent(kind, await kind.send());
      if (!killed) {
        killed = true;
        await s3.kill();
      }
      return answer;
    });
    const answers = await Promise.all(burst);
    if (!killed) await s3.kill();
    result.healthProbes = await stopProbing();
    result.uploadsDuringFault = answers;
    result.slowestAnswerMs = Math.max(...answers.map((a) => a.ms));
    result.loggedCauses = loggedCauses(server.logFile, logFrom);
    for (const answer of answers)
      if (answer.status >= 300 && !refusedRight(answer))
        result.problems.push(`${answer.kind}: answered ${answer.status} ${answer.code}`);
    if (result.healthProbes.failed || !server.alive()) result.problems.push('the server stopped answering');
    await restart();
    result.auditAfterFault = await audit(setting.fpo, setting.kinds, await list());
    result.problems.push(
      ...auditProblems('after the kill', result.auditAfterFault, { orphansAllowed: true }),
    );
    result.uploadsAfter = [];
    for (const kind of setting.kinds) {
      const answer = sent(kind, await kind.send());
      result.uploadsAfter.push(answer);
      if (answer.status >= 300) result.problems.push(`${kind.name} once the store is back: ${answer.status}`);
    }
    result.auditAfterRecovery = await audit(setting.fpo, setting.kinds, await list());
    result.problems.push(
      ...auditProblems('after recovery', result.auditAfterRecovery, { orphansAllowed: true }),
    );
    for (const message of result.problems) console.log(`  PROBLEM ${message}`);
    console.log(
      `  ${answers.map((a) => `${a.status}`).join(',')}; orphans ${result.auditAfterFault.orphans.length}; causes ${JSON.stringify(result.loggedCauses)}`,
    );
    results.push(result);
  }
} finally {
  await cleanUp();
}

const problems = results.flatMap((r) => r.problems.map((p) => `${r.store}, ${r.fault}: ${p}`));
const output = {
  date: new Date().toISOString(),
  node: process.version,
  root: process.getuid?.() === 0,
  loadAverage: { before: loadBefore, after: os.loadavg().map((n) => Math.round(n * 100) / 100) },
  seconds: Math.round((Date.now() - started) / 1000),
  fixtures: {
    spreadsheetBytes: fixtures.spreadsheet.length,
    pictureBytes: fixtures.picture.length,
    pdfBytes: fixtures.pdf.length,
  },
  met: problems.length === 0,
  problems,
  cases: results,
};
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
// BENCH_RESULT_NAME=fault-storage-before: a run against an older build (BENCH_SERVER_ENTRY), kept apart.
const resultName = process.env.BENCH_RESULT_NAME ?? 'fault-storage';
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', `${resultName}.json`),
  `${JSON.stringify(output, null, 2)}\n`,
);
fs.rmSync(scratch, { recursive: true, force: true });
console.log(
  `\n${results.length} cases in ${output.seconds} s; load ${output.loadAverage.before.join(' ')} -> ${output.loadAverage.after.join(' ')}`,
);
for (const r of results)
  console.log(
    `  ${r.skipped ? 'SKIPPED' : r.problems.length ? 'FAILED ' : 'met    '} ${r.store}: ${r.fault}${r.skipped ? ` (${r.skipped})` : ''}`,
  );
if (problems.length) {
  console.error(`\nNot met:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
