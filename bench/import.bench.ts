import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { fileUploads } from '../apps/server/src/db/schema/files.ts';
import type { MailMessage } from '../apps/server/src/mail/mailer.ts';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { fullMapping as mapping } from '../apps/server/src/test/spreadsheets.ts';
import { memberCsv, memberXlsx } from './import-fixtures.ts';
import { createOperatorSession, rssMB, startServer } from './server-under-test.ts';

/**
 * Importing 100,000 farmers. Part 1, in-process through the real handlers: parse + validate (the
 * preview) and commit (the import job) timed apart, for a CSV and an XLSX, on both databases. The
 * XLSX (about 12 MB) is placed in storage directly, as it is over the 10 MB upload limit. Part 2, on
 * the real server: a CSV uploaded and imported over HTTP while /api/health is probed, with the
 * server's RSS before, at its peak and after.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** `BENCH_DATABASES=postgres` (or `pglite`) runs one engine. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const seconds = (ms: number) => Math.round(ms / 10) / 100;

type TimingRow = {
  database: string;
  format: string;
  sizeMB: number;
  parseValidateS: number;
  commitS: number;
  totalS: number;
  rowsPerSecondCommitted: number;
  inserted: number;
};

const timeImports = async (
  database: string,
  env: Record<string, string>,
  files: { format: 'csv' | 'xlsx'; data: Buffer }[],
): Promise<TimingRow[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-import-'));
  const config = loadConfig({
    ...env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    API_RATE_LIMIT: '100000000',
    // Requests below send it as their origin (the auth routes check it).
    BASE_URL: 'http://localhost:3000',
  });
  const db: Database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir },
  );
  await db.migrate();
  const mails: MailMessage[] = [];
  const app = await buildApp({ config, database: db, mailer: { send: async (m) => void mails.push(m) } });
  const rows: TimingRow[] = [];
  try {
    const origin = { origin: config.baseUrl };
    const cookieOf = (h: string | string[] | undefined) =>
      [h ?? []]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; ');
    for (const file of files) {
      // A fresh FPO per file, so each import inserts every row.
      const email = `bench-${file.format}@example.org`;
      // Confirmed in the browser that signed up, which stays signed in (decision 008).
      const cookie = cookieOf(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            headers: origin,
            payload: { email, password: 'secret123', name: 'bench' },
          })
        ).headers['set-cookie'],
      );
      const link = new URL(mails.find((m) => m.to === email)?.links?.[0] as string);
      await app.inject({ method: 'GET', url: link.pathname + link.search, headers: { cookie } });
      const me = (
        await app.inject({
          method: 'POST',
          url: '/api/onboarding',
          headers: { ...origin, cookie },
          payload: {
            fullName: 'Bench',
            countryCode: '+91',
            phone: '9845012345',
            language: 'en',
            fpoName: 'Bench FPO',
            fpoPhone: '9845012345',
          },
        })
      ).json();
      const fileId = crypto.randomUUID();
      const storageKey = `${me.fpo.id}/${fileId}.${file.format}`;
      await app.fileStore.put(storageKey, file.data);
      await db.db.insert(fileUploads).values({
        id: fileId,
        fpoId: me.fpo.id,
        filename: `members.${file.format}`,
        fileSize: file.data.length,
        fileType: file.format,
        storageKey,
      });
      const sheet = file.format === 'csv' ? 'CSV' : 'Members';
      const headers = { ...origin, cookie };

      let started = performance.now();
      const preview = await app.inject({
        method: 'POST',
        url: `/api/uploads/${fileId}/preview`,
        headers,
        payload: { sheet, mapping },
      });
      const parseValidate = performance.now() - started;
      if (preview.json().counts?.ready !== ROWS) throw new Error(`preview: ${preview.body.slice(0, 300)}`);

      started = performance.now();
      const job = (
        await app.inject({
          method: 'POST',
          url: `/api/uploads/${fileId}/import`,
          headers,
          payload: { sheet, mapping },
        })
      ).json();
      let status = job;
      while (status.status === 'running') {
        await new Promise((r) => setTimeout(r, 20));
        status = (await app.inject({ method: 'GET', url: `/api/imports/${job.id}`, headers })).json();
      }
      const total = performance.now() - started;
      if (status.status !== 'completed' || status.inserted !== ROWS)
        throw new Error(`import: ${JSON.stringify(status)}`);
      // The job takes the preview's check (check-cache.ts), so its whole time is the commit.
      const commit = total;
      rows.push({
        database,
        format: file.format.toUpperCase(),
        sizeMB: Math.round((file.data.length / 1024 / 1024) * 10) / 10,
        parseValidateS: seconds(parseValidate),
        commitS: seconds(commit),
        totalS: seconds(parseValidate + commit),
        rowsPerSecondCommitted: Math.round(ROWS / (commit / 1000)),
        inserted: status.inserted,
      });
    }
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Upload and import over HTTP on the real server while /api/health is asked every 25 ms. */
const importUnderLoad = async (database: string, env: Record<string, string>, csv: Buffer) => {
  const server = await startServer(env);
  try {
    const cookie = await createOperatorSession(server);
    await new Promise((r) => setTimeout(r, 2000));
    const pid = server.child.pid as number;
    const before = rssMB(pid);
    let peak = before;
    const latencies: number[] = [];
    // Each probe is also filed under the step the import was in when it was sent.
    let step = 'upload';
    const byStep = new Map<string, number[]>();
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t = performance.now();
        const during = step;
        await fetch(`${server.baseUrl}/api/health`);
        latencies.push(performance.now() - t);
        byStep.set(during, [...(byStep.get(during) ?? []), performance.now() - t]);
        peak = Math.max(peak, rssMB(pid));
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const headers = { origin: server.baseUrl, cookie };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(csv)]), 'members.csv');
    const started = performance.now();
    const uploaded = (await (
      await fetch(`${server.baseUrl}/api/uploads`, { method: 'POST', headers, body: form })
    ).json()) as { id: string };
    const json = { ...headers, 'content-type': 'application/json' };
    step = 'preview';
    await fetch(`${server.baseUrl}/api/uploads/${uploaded.id}/preview`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ sheet: 'CSV', mapping }),
    });
    type Job = { id: string; status: string; phase: string; inserted: number };
    step = 'import';
    const job = (await (
      await fetch(`${server.baseUrl}/api/uploads/${uploaded.id}/import`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ sheet: 'CSV', mapping }),
      })
    ).json()) as Job;
    let status = job;
    while (status.status === 'running') {
      step = `import: ${status.phase}`;
      await new Promise((r) => setTimeout(r, 100));
      status = (await (await fetch(`${server.baseUrl}/api/imports/${job.id}`, { headers })).json()) as Job;
    }
    const elapsed = performance.now() - started;
    probing = false;
    await probe;
    await new Promise((r) => setTimeout(r, 5000));
    return {
      database,
      uploadToDoneS: seconds(elapsed),
      inserted: status.inserted,
      healthProbes: latencies.length,
      healthP50Ms: Math.round(quantile(latencies, 0.5) * 10) / 10,
      healthP99Ms: Math.round(quantile(latencies, 0.99) * 10) / 10,
      healthMaxMs: Math.round(Math.max(...latencies)),
      // p99 / max ms of the probes sent during each step.
      healthBySteps: [...byStep]
        .map(
          ([name, values]) =>
            `${name} ${values.length}: ${Math.round(quantile(values, 0.99))} / ${Math.round(Math.max(...values))}`,
        )
        .join('; '),
      rssBeforeMB: before,
      rssPeakMB: peak,
      rssAfterMB: rssMB(pid),
    };
  } finally {
    await server.stop();
  }
};

const csv = memberCsv(ROWS);
const xlsx = memberXlsx(ROWS);
const files = [
  { format: 'csv' as const, data: csv },
  { format: 'xlsx' as const, data: xlsx },
];
const withCluster = async <T>(run: (url: string) => Promise<T>) => {
  const cluster = await startCluster();
  try {
    return await run(cluster.url);
  } finally {
    cluster.stop();
  }
};
await withCluster(async (url) => {
  // BENCH_IMPORT_PARTS=2 runs only the import over HTTP.
  const timings =
    process.env.BENCH_IMPORT_PARTS === '2'
      ? []
      : [
          ...(DATABASES.includes('pglite') ? await timeImports('PGlite', {}, files) : []),
          ...(DATABASES.includes('postgres')
            ? await timeImports('PostgreSQL 15', { DATABASE_URL: url }, files)
            : []),
        ];
  console.table(timings);
  const unlimited = { API_RATE_LIMIT: '100000000' };
  // Part 2 shares the cluster with part 1 on purpose: that is how the misplanned UPDATE showed.
  const load = [
    ...(DATABASES.includes('pglite') ? [await importUnderLoad('PGlite', unlimited, csv)] : []),
    ...(DATABASES.includes('postgres')
      ? [await importUnderLoad('PostgreSQL 15', { ...unlimited, DATABASE_URL: url }, csv)]
      : []),
  ];
  console.table(load);
  const out = path.join(import.meta.dirname, 'results', 'import.json');
  fs.writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), node: process.version, rows: ROWS, timings, load },
      null,
      2,
    ),
  );
  console.log(`written to ${out}`);
});
