import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type OpenDatabaseOptions } from '../apps/server/src/db/client.ts';
import type { MailMessage } from '../apps/server/src/mail/mailer.ts';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { startServer } from './server-under-test.ts';

/**
 * The farmer list and the dashboard with 100,000 farmers in one FPO, on PGlite and PostgreSQL.
 * The data is seeded in-process (sign-up and onboarding through the real app, farmers by one
 * INSERT ... SELECT), then the real server is started on it and loaded with autocannon.
 */
const FARMERS = Number(process.env.BENCH_FARMERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const seed = async (env: Record<string, string>, dataDir: string) => {
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  const options: OpenDatabaseOptions = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir };
  const database = await openDatabase(options);
  await database.migrate();
  const mails: MailMessage[] = [];
  const app = await buildApp({ config, database, mailer: { send: async (m) => void mails.push(m) } });
  const origin = { origin: config.baseUrl };
  const cookieOf = (h: string | string[] | undefined) =>
    [h ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
  // Confirmed in the browser that signed up, which stays signed in (decision 008).
  const cookie = cookieOf(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: origin,
        payload: { email: 'bench@example.org', password: 'secret123', name: 'bench' },
      })
    ).headers['set-cookie'],
  );
  const link = new URL(mails.find((m) => m.to === 'bench@example.org')?.links?.[0] as string);
  await app.inject({ method: 'GET', url: link.pathname + link.search, headers: { cookie } });
  const me = await app.inject({
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
  });
  const fpoId = me.json().fpo.id as string;
  const started = performance.now();
  await database.db.execute(sql`
    insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode, source, created_at)
    select ${fpoId}, 'Farmer ' || chr(65 + g % 26) || chr(65 + (g / 26) % 26) || ' ' || g,
      '+91' || (9000000000 + g)::text, round((0.5 + (g % 97) / 10.0)::numeric, 2),
      case when g % 2 = 0 then 'Male' else 'Female' end,
      'Village ' || (g % 500), 'Block ' || (g % 50), 'District ' || (g % 20), 'Karnataka',
      (560001 + g % 900)::text, 'upload', now() - make_interval(mins => g)
    from generate_series(1, ${FARMERS}) as g`);
  const seedSeconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`analyze farmers`);
  await app.close();
  await database.close();
  return { cookie, seedSeconds };
};

type Row = { database: string; endpoint: string; requestsPerSecond: number; p50Ms: number; p99Ms: number };

const endpoints = [
  ['list, first page', '/api/farmers'],
  ['list, page 2,500', '/api/farmers?page=2500'],
  ['list, search "ram"', '/api/farmers?q=ram'],
  ['list, search phone', '/api/farmers?q=9000012'],
  ['farmer stats', '/api/farmers/stats'],
  ['dashboard', '/api/dashboard'],
] as const;

const runOn = async (database: string, env: Record<string, string>): Promise<Row[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-seed-'));
  const { cookie, seedSeconds } = await seed({ ...env, BASE_URL: 'http://localhost:3999' }, dataDir);
  console.log(`${database}: seeded ${FARMERS} farmers in ${seedSeconds.toFixed(1)} s`);
  const server = await startServer({ ...env, DATA_DIR: dataDir, API_RATE_LIMIT: '100000000' });
  const rows: Row[] = [];
  try {
    for (const [name, url] of endpoints) {
      const target = { url: `${server.baseUrl}${url}`, headers: { cookie }, connections: CONNECTIONS };
      await autocannon({ ...target, duration: 2 });
      const result = await autocannon({ ...target, duration: DURATION_S });
      if (result.non2xx || result.errors)
        throw new Error(`${name} on ${database}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rows.push({
        database,
        endpoint: name,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
};

const rows = await runOn('PGlite', {});
const cluster = await startCluster();
try {
  rows.push(...(await runOn('PostgreSQL 15', { DATABASE_URL: cluster.url })));
} finally {
  cluster.stop();
}
console.table(rows);
const out = path.join(import.meta.dirname, 'results', 'farmers.json');
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      farmers: FARMERS,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      rows,
    },
    null,
    2,
  ),
);
console.log(`written to ${out}`);
