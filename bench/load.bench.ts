import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { defaultSeedOptions, seedLoad, type Seeded } from './load-seed.ts';
import {
  AccountPool,
  postmasterOf,
  quantile,
  runPhase,
  signInCapacity,
  summarize,
  watchResources,
  writeGroups,
  type GroupRow,
  type ImportOutcome,
  type Resources,
} from './load-workload.ts';
import { startServer } from './server-under-test.ts';

/**
 * The mixed workload of issue 21 on PGlite and on PostgreSQL 15 (decision 042): 50 virtual users
 * on 50 keep-alive connections, each walking its visits with think time (operators signing in and
 * reading the dashboard, farmer pages and searches; Mandi visitors without a session; one
 * importer running upload -> preview -> import of a few thousand rows through the HTTP routes,
 * with a pause between imports), for 60 s after a warm-up. Required: 0 errors (no transport
 * failure, 5xx or 4xx) in every phase, and p99 under 100 ms for every read group in the paced one.
 * Then the same pages back to back with no think time (the read capacity: latency there is
 * connections / throughput), and sign-ins back to back from 8 connections while 15 users read (the
 * password hashing's capacity, and what a burst of sign-ins does to reads). The load generator
 * runs in this process, on the same two cores; each phase reports the CPU it, the server and the
 * database used, and what other work on the machine took meanwhile.
 *
 * BENCH_DURATION (s, 60), BENCH_CONNECTIONS (50), BENCH_DATABASES (pglite,postgres),
 * BENCH_WARMUP (s, 10), BENCH_SATURATION_DURATION (s, 20), BENCH_SIGNIN_DURATION (s, 10),
 * BENCH_THINK_MS (mean think time, 1000), BENCH_IMPORT_ROWS (3000), BENCH_IMPORT_PAUSE_MS (10000),
 * BENCH_FPOS (10), BENCH_FARMERS (farmers of the largest FPO, 20000). Diagnostics: BENCH_IMPORTER=0
 * (no importer), BENCH_SIGN_IN_ONCE=1 (operators keep one session), BENCH_SERVER_ENTRY (another
 * build of the server).
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 10);
const SATURATION_S = Number(process.env.BENCH_SATURATION_DURATION ?? 20);
const SIGNIN_S = Number(process.env.BENCH_SIGNIN_DURATION ?? 10);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 3000);
/** The importer's pause between one import's end and the next upload. */
const IMPORT_PAUSE_MS = Number(process.env.BENCH_IMPORT_PAUSE_MS ?? 10_000);
const FPOS = Number(process.env.BENCH_FPOS ?? 10);
const LARGEST = Number(process.env.BENCH_FARMERS ?? 20_000);
const READ_P99_MS = 100;
// Diagnostics, not the requirement: BENCH_IMPORTER=0 runs without the importer, BENCH_SIGN_IN_ONCE=1
// has operators sign in once instead of at every visit (what each costs the reads' tail).
const WITH_IMPORTER = process.env.BENCH_IMPORTER !== '0';
const SIGN_IN_ONCE = process.env.BENCH_SIGN_IN_ONCE === '1';

// Three in ten users browse the Mandi; one imports; the rest are operators signed in.
const MANDI_VISITORS = Math.round(CONNECTIONS * 0.3);
const OPERATORS = CONNECTIONS - MANDI_VISITORS - 1;
const SIGNIN_CONNECTIONS = 8;

const seedOptions = defaultSeedOptions({ operators: OPERATORS, fpos: FPOS, largest: LARGEST });

type PhaseReport = {
  seconds: number;
  requestsPerSecond: number;
  readsPerSecond: number;
  visits: number;
  rows: GroupRow[];
  resources: Resources;
  readsBeside: ReturnType<typeof readsBeside>;
};

type DatabaseReport = {
  database: string;
  seed: Omit<Seeded, 'accounts'> & { accounts: number; farmers: number };
  paced: PhaseReport & { imports: ImportOutcome[] };
  saturation: PhaseReport;
  signIn: {
    connections: number;
    seconds: number;
    perSecond: number;
    rows: GroupRow[];
    readersMeanwhile: GroupRow[];
    resources: Resources;
  };
};

const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

const phaseReport = (
  result: Awaited<ReturnType<typeof runPhase>>,
  resources: Resources,
  seconds: number,
): PhaseReport => {
  const rows = summarize(result.samples, seconds);
  return {
    seconds: round(seconds),
    requestsPerSecond: round(result.samples.length / seconds),
    readsPerSecond: rows.find((r) => r.group === 'all reads')?.perSecond ?? 0,
    visits: result.visits,
    rows,
    resources,
    readsBeside: readsBeside(result),
  };
};

type Window = [number, number];
const overlaps = (at: number, ms: number, windows: Window[]) =>
  windows.some(([from, to]) => at < to && at + ms > from);

/**
 * Where the reads' tail comes from: reads that overlapped an import (upload to its end), reads that
 * overlapped a sign-in being answered (the password hash) but no import, and the others.
 */
const readsBeside = (result: Awaited<ReturnType<typeof runPhase>>) => {
  const reads = result.samples.filter((s) => !writeGroups.has(s.group));
  const imports: Window[] = result.imports.map((i) => [i.startedAt, i.startedAt + i.uploadToDoneS * 1000]);
  const signIns: Window[] = result.samples
    .filter((s) => s.group === 'sign-in')
    .map((s) => [s.at, s.at + s.ms]);
  const stats = (list: typeof reads) => {
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      requests: list.length,
      p50Ms: round(quantile(sorted, 0.5)),
      p99Ms: round(quantile(sorted, 0.99)),
    };
  };
  const duringImport = new Set(reads.filter((s) => overlaps(s.at, s.ms, imports)));
  const duringSignIn = new Set(reads.filter((s) => !duringImport.has(s) && overlaps(s.at, s.ms, signIns)));
  return {
    anImport: stats([...duringImport]),
    aSignInButNoImport: stats([...duringSignIn]),
    neither: stats(reads.filter((s) => !duringImport.has(s) && !duringSignIn.has(s))),
  };
};

const runOn = async (database: string, env: Record<string, string>): Promise<DatabaseReport> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-load-'));
  try {
    const seeded = await seedLoad(env, dataDir, seedOptions);
    const farmers = seeded.fpos.reduce((sum, f) => sum + f.farmers, 0);
    console.log(
      `${database}: seeded ${seeded.fpos.length} FPOs, ${seeded.accounts.length} accounts, ${farmers} farmers, ` +
        `${seeded.products} products (s: ${JSON.stringify(seeded.seconds, (_k, v: unknown) => (typeof v === 'number' ? round(v) : v))})`,
    );
    // The importer is an owner of a middling FPO; every other account is an operator's to sign in.
    const importer = seeded.accounts.find((a) => a.role === 'owner' && a.fpoId === seeded.fpos[2]?.id);
    if (!importer) throw new Error('no importer account');
    const pool = new AccountPool(seeded.accounts.filter((a) => a !== importer));
    const server = await startServer({
      ...env,
      DATA_DIR: dataDir,
      // The load generator plays the reverse proxy: it names each person's address, so the
      // per-address limits (API budget, sign-in attempts) count people, not the generator.
      TRUST_PROXY: '127.0.0.1,::1',
    });
    // PostgreSQL's own processes, counted apart from the server's CPU.
    const postmaster = env.DATABASE_URL ? postmasterOf(Number(new URL(env.DATABASE_URL).port)) : undefined;
    try {
      const common = {
        baseUrl: server.baseUrl,
        operators: OPERATORS,
        mandiVisitors: MANDI_VISITORS,
        importer: WITH_IMPORTER ? importer : undefined,
        signInOnce: SIGN_IN_ONCE,
        importRows: IMPORT_ROWS,
        importPauseMs: IMPORT_PAUSE_MS,
        thinkMs: THINK_MS,
        pool,
      };
      // The resources are counted from the warm-up's end: the phase calls back when its figures start.
      let watch: () => Resources = () => {
        throw new Error('not started');
      };
      const paced = await runPhase({
        ...common,
        mode: 'paced',
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        seed: 2,
        importPhoneBase: 7_000_000_000,
        onStart: () => (watch = watchResources(server.child.pid as number, postmaster)),
      });
      // The importer's last poll may run past the end; rates are over the phase's own length.
      const pacedReport = { ...phaseReport(paced, watch(), DURATION_S), imports: paced.imports };
      console.log(`\n${database}: paced, ${CONNECTIONS} users, think ${THINK_MS} ms (mean), ${DURATION_S} s`);
      console.table(pacedReport.rows);
      console.log(
        'reads overlapping an import; a sign-in but no import; neither:',
        JSON.stringify(pacedReport.readsBeside),
      );
      console.log(
        pacedReport.resources,
        `imports: ${JSON.stringify(paced.imports.map((i) => `${i.status} +${i.inserted} ~${i.updated} =${i.skipped} x${i.failed} in ${round(i.uploadToDoneS)} s`))}`,
      );

      watch = watchResources(server.child.pid as number, postmaster);
      const saturation = await runPhase({
        ...common,
        // The importer's connection joins the readers.
        operators: OPERATORS + 1,
        importer: undefined,
        mode: 'saturation',
        warmupS: 0,
        durationS: SATURATION_S,
        seed: 3,
        importPhoneBase: 0,
      });
      const saturationReport = phaseReport(saturation, watch(), SATURATION_S);
      console.log(`\n${database}: saturation, ${CONNECTIONS} connections, no think time, ${SATURATION_S} s`);
      console.table(saturationReport.rows);
      console.log(saturationReport.resources);

      // Sign-ins back to back (everyone arriving at nine), with 15 users reading meanwhile.
      watch = watchResources(server.child.pid as number, postmaster);
      const [signIns, readers] = await Promise.all([
        signInCapacity({
          baseUrl: server.baseUrl,
          accounts: seeded.accounts,
          connections: SIGNIN_CONNECTIONS,
          durationS: SIGNIN_S,
          seed: 4,
        }),
        runPhase({
          ...common,
          operators: 10,
          mandiVisitors: 5,
          importer: undefined,
          signInOnce: true,
          mode: 'paced',
          warmupS: 0,
          durationS: SIGNIN_S,
          seed: 5,
          importPhoneBase: 0,
        }),
      ]);
      const signInRows = summarize(signIns.samples, signIns.seconds);
      const readersRows = summarize(readers.samples, SIGNIN_S);
      const signIn = {
        connections: SIGNIN_CONNECTIONS,
        seconds: round(signIns.seconds),
        perSecond: round(signIns.samples.length / signIns.seconds),
        rows: signInRows,
        readersMeanwhile: readersRows,
        resources: watch(),
      };
      console.log(`\n${database}: sign-in capacity, ${SIGNIN_CONNECTIONS} connections, ${SIGNIN_S} s`);
      console.table(signInRows);
      console.log('15 users reading meanwhile:');
      console.table(readersRows.filter((r) => r.group === 'all reads'));
      if (server.child.exitCode !== null) throw new Error(`${database}: the server exited during the load`);
      const { accounts, ...seedRest } = seeded;
      return {
        database,
        seed: { ...seedRest, accounts: accounts.length, farmers },
        paced: pacedReport,
        saturation: saturationReport,
        signIn,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

const loadBefore = loadAverage();
const reports: DatabaseReport[] = [];
if (DATABASES.includes('pglite')) reports.push(await runOn('PGlite', {}));
if (DATABASES.includes('postgres')) {
  const cluster = await startCluster();
  try {
    reports.push(await runOn('PostgreSQL 15', { DATABASE_URL: cluster.url }));
  } finally {
    cluster.stop();
  }
}

/** What was not met, in words; empty when the run passes. */
const failures: string[] = [];
/** Read groups whose own p99 is 100 ms or more (reported, see above). */
const groupsOver: string[] = [];
for (const report of reports) {
  for (const [phase, rows] of [
    ['paced', report.paced.rows],
    ['saturation', report.saturation.rows],
    ['sign-in capacity', report.signIn.rows],
    ['sign-in capacity, readers', report.signIn.readersMeanwhile],
  ] as const) {
    for (const row of rows.filter((r) => r.errors && r.group !== 'all reads'))
      failures.push(
        `${report.database}, ${phase}: ${row.group} had ${row.errors} errors (${row.errorKinds})`,
      );
  }
  // The requirement is the reads' p99 taken together, as issue 21 states it (decision 042); a group
  // whose own p99 is over is reported beside it, not hidden in the total.
  const reads = report.paced.rows.find((r) => r.group === 'all reads');
  if (!reads || reads.p99Ms >= READ_P99_MS)
    failures.push(`${report.database}, paced: reads p99 ${reads?.p99Ms} ms (target under ${READ_P99_MS} ms)`);
  for (const row of report.paced.rows.filter(
    (r) => r.kind === 'read' && r.group !== 'all reads' && r.p99Ms >= READ_P99_MS,
  ))
    groupsOver.push(`${report.database}, paced: ${row.group} p99 ${row.p99Ms} ms`);
}

const loadAfter = loadAverage();
console.log(`load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
const out = path.join(import.meta.dirname, 'results', 'load.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
      settings: {
        connections: CONNECTIONS,
        operators: OPERATORS,
        mandiVisitors: MANDI_VISITORS,
        importers: 1,
        durationSeconds: DURATION_S,
        warmupSeconds: WARMUP_S,
        saturationSeconds: SATURATION_S,
        signInSeconds: SIGNIN_S,
        meanThinkMs: THINK_MS,
        importRows: IMPORT_ROWS,
        importPauseMs: IMPORT_PAUSE_MS,
        signInConnections: SIGNIN_CONNECTIONS,
        readP99TargetMs: READ_P99_MS,
        seed: seedOptions,
      },
      met: failures.length === 0,
      failures,
      readGroupsOver100Ms: groupsOver,
      databases: reports,
    },
    null,
    2,
  ),
);
console.log(`written to ${out}`);
// Work of others on the machine inflates every figure: said with the results, not hidden.
for (const report of reports)
  for (const [phase, resources] of [
    ['paced', report.paced.resources],
    ['saturation', report.saturation.resources],
  ] as const)
    if (resources.otherCores > 0.25)
      console.warn(
        `${report.database}, ${phase}: other work took ${resources.otherCores} cores meanwhile; the figures are inflated`,
      );
if (groupsOver.length)
  console.warn(`\nRead groups with a p99 of 100 ms or more:\n  ${groupsOver.join('\n  ')}`);
if (failures.length) {
  console.error(`\nNot met:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nMet: 0 errors, reads p99 under 100 ms.');
