import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { defaultSeedOptions, PASSWORD, seedLoad } from './load-seed.ts';
import {
  AccountPool,
  isError,
  runPhase,
  summarize,
  VirtualClient,
  writeGroups,
  type Sample,
} from './load-workload.ts';
import { sleep, startServer } from './server-under-test.ts';

/**
 * PostgreSQL stopped and started again under the load benchmark's workload (issue 21, decision
 * 042). The paced workload of load.bench.ts runs against the real server on PostgreSQL 15; once an
 * import has been started, the cluster gets a fast shutdown (`pg_ctl stop -m fast`: every backend
 * is ended mid-query), stays down BENCH_OUTAGE seconds, and is started again on the same port and
 * data. Beside the 50 users a prober asks every read route in turn on its own connection, so
 * recovery is seen to a fraction of a second.
 *
 * Required: no transport failure, no 500 and no 4xx at any time; every refusal a 503
 * (`database_unavailable`, or health's `degraded`) answered within 5 s (no hangs), and only around
 * the outage; the server process still running; from PostgreSQL being back (`pg_ctl start -w`
 * returned), the first successful read and every route answering again within 5 s; imports
 * started after the outage complete.
 *
 * BENCH_CONNECTIONS (50), BENCH_THINK_MS (1000), BENCH_WARMUP (s, 5), BENCH_BEFORE (s of load before
 * the outage, 10), BENCH_OUTAGE (s, 4), BENCH_AFTER (s of load after PostgreSQL is back, 15),
 * BENCH_FARMERS (20000), BENCH_IMPORT_ROWS (20000).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);
const BEFORE_S = Number(process.env.BENCH_BEFORE ?? 10);
const OUTAGE_S = Number(process.env.BENCH_OUTAGE ?? 4);
const AFTER_S = Number(process.env.BENCH_AFTER ?? 15);
const LARGEST = Number(process.env.BENCH_FARMERS ?? 20_000);
// Larger than the load benchmark's, so the outage finds the import job in the middle of its work.
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const RECOVERY_LIMIT_MS = 5000;
const HANG_MS = 5000;

const MANDI_VISITORS = Math.round(CONNECTIONS * 0.3);
const OPERATORS = CONNECTIONS - MANDI_VISITORS - 1;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

const cluster = await startCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-restart-'));
const env = { DATABASE_URL: cluster.url };
const failures: string[] = [];
let report: Record<string, unknown> = {};
try {
  const seeded = await seedLoad(
    env,
    dataDir,
    defaultSeedOptions({ operators: OPERATORS, fpos: 10, largest: LARGEST }),
  );
  const owners = seeded.accounts.filter((a) => a.role === 'owner');
  const importer = owners.find((a) => a.fpoId === seeded.fpos[2]?.id);
  const proberAccount = owners.find((a) => a.fpoId === seeded.fpos[0]?.id);
  if (!importer || !proberAccount) throw new Error('no importer or prober account');
  const pool = new AccountPool(seeded.accounts.filter((a) => a !== importer && a !== proberAccount));

  const logLines: { level: number; msg: string; at: number }[] = [];
  const server = await startServer(
    { ...env, DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1,::1', LOG_LEVEL: 'warn' },
    {
      onLogLine: (line) => {
        try {
          const parsed = JSON.parse(line) as { level: number; msg: string };
          logLines.push({ level: parsed.level, msg: parsed.msg, at: performance.now() });
        } catch {
          logLines.push({ level: 0, msg: line, at: performance.now() });
        }
      },
    },
  );
  let exited: number | string | null = null;
  server.child.on('exit', (code, signal) => (exited = code ?? signal));

  try {
    const samples: Sample[] = [];
    const marks = { stopCalled: 0, stopped: 0, startCalled: 0, back: 0, importWasBeingWritten: false };
    /** When the importer last saw its import being written (performance.now()). */
    let importWrittenAt = 0;
    let done = false;

    // The prober: every read route in turn, on a connection of its own, signed in once.
    const prober = new VirtualClient(server.baseUrl, (s) =>
      samples.push({ ...s, group: `probe: ${s.group}` }),
    );
    prober.address = '10.250.0.1';
    const signedIn = await prober.request('sign-in', 'POST', '/api/auth/sign-in/email', {
      json: { email: proberAccount.email, password: PASSWORD },
    });
    if (signedIn.status !== 200) throw new Error(`prober sign-in: ${signedIn.status}`);
    const listed = await prober.request('farmer list', 'GET', '/api/farmers');
    const farmerId = (listed.body as { items: { id: string }[] }).items[0]?.id;
    const mandi = await prober.request('mandi list', 'GET', '/api/mandi/products');
    type Listed = { id: string; picture: { thumbnailUrl: string } | null; seller: { fpoId: string } };
    const products = (mandi.body as { items: Listed[] }).items;
    const product = products[0];
    const picture = products.find((p) => p.picture)?.picture?.thumbnailUrl;
    samples.length = 0;
    const probes: [string, string][] = [
      ['health', '/api/health'],
      ['session', '/api/me'],
      ['dashboard', '/api/dashboard'],
      ['farmer list', '/api/farmers'],
      ['farmer stats', '/api/farmers/stats'],
      ['farmer detail', `/api/farmers/${farmerId}`],
      ['search', '/api/farmers?q=gowda'],
      ['mandi list', '/api/mandi/products'],
      ['mandi filters', '/api/mandi/products?packaging=open'],
      ['mandi product', `/api/mandi/products/${product?.id}`],
      ['mandi fpo', `/api/mandi/fpos/${product?.seller.fpoId}`],
    ];
    let probing = false;
    const probe = (async () => {
      for (let i = 0; !done; i++) {
        const [group, url] = probes[i % probes.length] as [string, string];
        // An instrument, not a person: a new address each time, so no per-address budget binds.
        prober.address = `10.250.${(i >> 8) & 255}.${(i & 255) + 1}`;
        if (probing) await prober.request(group, 'GET', url);
        await sleep(20);
      }
    })();
    // A picture, read from the files folder without the database: whether the server itself
    // answers promptly all along (its event loop), whatever the database does.
    const alive = new VirtualClient(server.baseUrl, (s) =>
      samples.push({ ...s, group: 'server alive (a picture)' }),
    );
    const aliveProbe = (async () => {
      for (let i = 0; !done && picture; i++) {
        alive.address = `10.251.${(i >> 8) & 255}.${(i & 255) + 1}`;
        if (probing) await alive.request('alive', 'GET', picture);
        await sleep(50);
      }
    })();

    const phase = runPhase({
      baseUrl: server.baseUrl,
      mode: 'paced',
      warmupS: WARMUP_S,
      durationS: BEFORE_S + 60 + OUTAGE_S + AFTER_S,
      shouldStop: () => marks.back > 0 && performance.now() > marks.back + AFTER_S * 1000,
      operators: OPERATORS,
      mandiVisitors: MANDI_VISITORS,
      importer,
      importRows: IMPORT_ROWS,
      importPauseMs: 3000,
      retryFailedImports: true,
      thinkMs: THINK_MS,
      pool,
      seed: 7,
      importPhoneBase: 7_000_000_000,
      onStart: () => (probing = true),
      onSample: (sample) => void samples.push(sample),
      onImportPoll: (job) => {
        if (job.status === 'running' && job.phase !== 'reading') importWrittenAt = performance.now();
      },
    });

    // The outage: after BEFORE_S of load, as soon as the importer sees its import being written
    // (or 30 s later), so a job is caught in the middle of its work.
    const outage = (async () => {
      await sleep((WARMUP_S + BEFORE_S) * 1000);
      const waitFrom = performance.now();
      while (importWrittenAt < waitFrom && performance.now() < waitFrom + 30_000) await sleep(10);
      marks.importWasBeingWritten = importWrittenAt >= waitFrom;
      marks.stopCalled = performance.now();
      await cluster.control('stop');
      marks.stopped = performance.now();
      await sleep(OUTAGE_S * 1000);
      marks.startCalled = performance.now();
      await cluster.control('start');
      marks.back = performance.now();
    })();

    await outage;
    const result = await phase;
    done = true;
    await probe;
    await aliveProbe;
    prober.close();
    alive.close();

    // What happened, relative to PostgreSQL being back.
    const since = (t: number) => round(t - marks.back);
    const answeredAt = (s: Sample) => s.at + s.ms;
    const isRead = (s: Sample) => !writeGroups.has(s.group.replace(/^probe: /, ''));
    const overlapsOutage = (s: Sample) => s.at < marks.back && answeredAt(s) > marks.stopCalled;
    const isOutageAnswer = (s: Sample) =>
      s.status === 503 && (s.code === 'database_unavailable' || s.group === 'probe: health');
    const firstRead = samples
      .filter((s) => isRead(s) && s.status === 200 && s.at >= marks.back)
      .sort((a, b) => answeredAt(a) - answeredAt(b))[0];
    const refusedAfterBack = samples.filter(
      (s) => isError(s) && s.group !== 'import result' && answeredAt(s) > marks.back,
    );
    const lastRefusal = refusedAfterBack.sort((a, b) => answeredAt(b) - answeredAt(a))[0];
    // Every route group answering again: its first success sent after PostgreSQL was back.
    // (The users' own groups come back when they next ask for them: only the prober's are timed.)
    const probeGroups = [...new Set(samples.map((s) => s.group))].filter((g) => g.startsWith('probe: '));
    const recoveredBy = Object.fromEntries(
      probeGroups.map((group) => {
        const ok = samples
          .filter((s) => s.group === group && s.status < 400 && s.at >= marks.back)
          .sort((a, b) => answeredAt(a) - answeredAt(b))[0];
        return [group.replace(/^probe: /, ''), ok ? since(answeredAt(ok)) : null];
      }),
    );
    const allProbesBack = Math.max(...Object.values(recoveredBy).map((ms) => ms ?? Number.POSITIVE_INFINITY));
    const allHealthyMs = Math.max(allProbesBack, lastRefusal ? since(answeredAt(lastRefusal)) : 0);
    const firstReadMs = firstRead ? since(answeredAt(firstRead)) : null;

    const duringOutage = samples.filter(overlapsOutage);
    // An import's own outcome is judged below, by when it ran.
    const unexpected = samples.filter((s) => isError(s) && !isOutageAnswer(s) && s.group !== 'import result');
    const outageAnswers = samples.filter((s) => isOutageAnswer(s) && s.group !== 'import result');
    const strayRefusals = outageAnswers.filter(
      (s) => answeredAt(s) < marks.stopCalled || answeredAt(s) > marks.back + allHealthyMs,
    );
    const slow = duringOutage.filter((s) => s.ms > HANG_MS && s.group !== 'import result');
    const kinds = (list: Sample[]) => {
      const counted = new Map<string, number>();
      for (const s of list)
        counted.set(
          `${s.group}: ${s.status} ${s.code ?? ''}`.trim(),
          (counted.get(`${s.group}: ${s.status} ${s.code ?? ''}`.trim()) ?? 0) + 1,
        );
      return Object.fromEntries(counted);
    };
    const imports = result.imports.map((i) => ({
      ...i,
      startedAtS: since(i.startedAt) / 1000,
      when:
        i.startedAt + i.uploadToDoneS * 1000 < marks.stopCalled
          ? 'before'
          : i.startedAt > marks.back
            ? 'after'
            : 'across the outage',
    }));

    if (unexpected.length)
      failures.push(
        `${unexpected.length} answers other than 2xx or 503 database_unavailable: ${JSON.stringify(kinds(unexpected))}`,
      );
    if (slow.length)
      failures.push(`${slow.length} requests during the outage took over ${HANG_MS} ms (hangs)`);
    if (strayRefusals.length)
      failures.push(`${strayRefusals.length} refusals outside the outage and recovery`);
    if (!outageAnswers.length) failures.push('no request was refused during the outage: did it happen?');
    if (firstReadMs === null || firstReadMs >= RECOVERY_LIMIT_MS)
      failures.push(
        `first successful read ${firstReadMs} ms after PostgreSQL was back (limit ${RECOVERY_LIMIT_MS})`,
      );
    if (!(allHealthyMs < RECOVERY_LIMIT_MS))
      failures.push(
        `every route answering again ${allHealthyMs} ms after PostgreSQL was back (limit ${RECOVERY_LIMIT_MS})`,
      );
    // Also the one the outage failed, started again on the same file: it writes every row, so
    // nothing of it had been committed.
    const badImports = imports.filter(
      (i) => i.when === 'after' && (i.status !== 'completed' || i.inserted !== IMPORT_ROWS),
    );
    if (badImports.length)
      failures.push(`${badImports.length} imports started after the outage did not write every row`);
    const across = imports.filter((i) => i.when === 'across the outage');
    if (across.some((i) => i.status === 'running'))
      failures.push('an import caught by the outage was still running at the end');
    if (exited !== null || server.child.exitCode !== null) failures.push(`the server exited (${exited})`);

    // What everyone saw, a quarter of a second at a time, from 2 s before the stop to 6 s after.
    const buckets = [];
    for (let t = marks.stopCalled - 2000; t < marks.back + 6000; t += 250) {
      const sent = samples.filter((s) => s.at >= t && s.at < t + 250 && s.group !== 'import result');
      buckets.push({
        fromBackMs: Math.round(t - marks.back),
        requests: sent.length,
        ok: sent.filter((s) => s.status < 400).length,
        refused503: sent.filter((s) => s.status === 503).length,
        other: sent.filter((s) => s.status !== 503 && isError(s)).length,
        // Reads only: an upload or preview of 20,000 rows takes a second on any day.
        readMaxMs: round(Math.max(0, ...sent.filter(isRead).map((s) => s.ms))),
        // The picture's answer: the server's own responsiveness in that quarter second.
        aliveMaxMs: round(
          Math.max(0, ...sent.filter((s) => s.group === 'server alive (a picture)').map((s) => s.ms)),
        ),
      });
    }
    // From when on every read was as quick as before the outage: the end of the last quarter
    // second, from PostgreSQL being back, in which one took 100 ms or more.
    const slowQuarter = buckets.filter((b) => b.fromBackMs >= -250 && b.readMaxMs >= 100).at(-1);
    const latencyNormalAfterMs = slowQuarter ? Math.max(0, slowQuarter.fromBackMs + 250) : 0;
    const byLevel = (level: number) =>
      [...new Set(logLines.filter((l) => l.level === level).map((l) => l.msg))].slice(0, 10);
    report = {
      timeline: {
        outageFoundAnImportBeingWritten: marks.importWasBeingWritten,
        stopTookMs: round(marks.stopped - marks.stopCalled),
        downMs: round(marks.back - marks.stopped),
        startTookMs: round(marks.back - marks.startCalled),
      },
      firstSuccessfulReadMs: firstReadMs,
      allRoutesHealthyMs: allHealthyMs,
      // Each read route's first success (the prober's) after PostgreSQL was back, and the last
      // refusal of any request.
      recoveredByMs: recoveredBy,
      lastRefusalMs: lastRefusal ? since(answeredAt(lastRefusal)) : null,
      latencyNormalAfterMs,
      requests: samples.length,
      duringOutage: {
        requests: duringOutage.length,
        answers: kinds(duringOutage.filter(isError)),
        successes: duringOutage.filter((s) => s.status < 400).length,
        // Requests only: an import's whole run is not one.
        maxMs: round(
          Math.max(0, ...duringOutage.filter((s) => s.group !== 'import result').map((s) => s.ms)),
        ),
        p99Ms: summarize(duringOutage, 1).find((r) => r.group === 'all reads')?.p99Ms ?? null,
      },
      unexpected: kinds(unexpected),
      quarterSeconds: buckets,
      imports,
      serverLog: {
        warnings: logLines.filter((l) => l.level === 40).length,
        errors: logLines.filter((l) => l.level >= 50).length,
        warningMessages: byLevel(40),
        errorMessages: [...byLevel(50), ...byLevel(60)],
      },
      serverRunning: exited === null && server.child.exitCode === null,
      afterRecovery: summarize(
        samples.filter((s) => s.at > marks.back + RECOVERY_LIMIT_MS),
        (result.endedAt - marks.back) / 1000 - RECOVERY_LIMIT_MS / 1000,
      ),
    };
    const { afterRecovery, imports: importList, quarterSeconds, ...shown } = report;
    console.log(JSON.stringify(shown, null, 2));
    console.table(
      (importList as typeof imports).map((i) => ({
        when: i.retryOf === undefined ? i.when : `${i.when} (the failed one again)`,
        status: i.status,
        inserted: i.inserted,
        errorCode: i.errorCode,
        seconds: round(i.uploadToDoneS),
      })),
    );
    console.log('Requests sent in each quarter second (ms from PostgreSQL back):');
    console.table(quarterSeconds);
    console.log('After recovery (from 5 s after PostgreSQL was back):');
    console.table(afterRecovery);
  } finally {
    await server.stop();
  }
} finally {
  cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const out = path.join(import.meta.dirname, 'results', 'restart-under-load.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: os.loadavg().map((l) => round(l, 2)),
      settings: {
        connections: CONNECTIONS,
        operators: OPERATORS,
        mandiVisitors: MANDI_VISITORS,
        importers: 1,
        prober: 1,
        meanThinkMs: THINK_MS,
        warmupSeconds: WARMUP_S,
        beforeSeconds: BEFORE_S,
        outageSeconds: OUTAGE_S,
        afterSeconds: AFTER_S,
        importRows: IMPORT_ROWS,
        recoveryLimitMs: RECOVERY_LIMIT_MS,
      },
      met: failures.length === 0,
      failures,
      ...report,
    },
    null,
    2,
  ),
);
console.log(`written to ${out}`);
if (failures.length) {
  console.error(`\nNot met:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nMet: refused with 503 during the outage, every route back within 5 s, no exit.');
