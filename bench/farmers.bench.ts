import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, pgliteOptions, type OpenDatabaseOptions } from '../apps/server/src/db/client.ts';
import type { MailMessage } from '../apps/server/src/mail/mailer.ts';
import { recountFarmerFigures } from '../apps/server/src/modules/farmers/farmer-figures.ts';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { onboardBenchOperator } from './bench-operator.ts';
import { startServer } from './server-under-test.ts';

/**
 * The farmer list and the dashboard with 100,000 farmers in one FPO, on PGlite and PostgreSQL.
 * The data is seeded in-process (sign-up and onboarding through the real app, farmers by one
 * INSERT ... SELECT), then the real server is started on it and loaded with autocannon.
 */
const FARMERS = Number(process.env.BENCH_FARMERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** `BENCH_DATABASES=postgres` (or `pglite`) runs one engine; `BENCH_ENDPOINTS=dashboard,list` a few endpoints. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const ENDPOINTS = process.env.BENCH_ENDPOINTS?.split(',');

const seed = async (env: Record<string, string>, dataDir: string) => {
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  const options: OpenDatabaseOptions = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir };
  const database = await openDatabase(options);
  await database.migrate();
  const mails: MailMessage[] = [];
  const app = await buildApp({ config, database, mailer: { send: async (m) => void mails.push(m) } });
  const { cookie, fpoId } = await onboardBenchOperator(app, mails, { baseUrl: config.baseUrl });
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
  // Written behind the services' back, so the FPO's figures are counted again (decision 011).
  await recountFarmerFigures(database.db, fpoId);
  await database.db.execute(sql`analyze farmers`);
  await app.close();
  await database.close();
  return { cookie, fpoId, seedSeconds };
};

/**
 * The ceiling the app is measured against, in the same run: a bare Fastify route on the same data
 * that runs only the first page's query (the 20 rows, in the list's order) through the driver, with
 * no session, validation or serialisation schema. What the app adds on top is its own cost.
 */
const FIRST_PAGE = `select id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode,
  source, file_id, created_at, updated_at from farmers where fpo_id = $1
  order by created_at desc, seq limit 20`;

const bareRoute = async (
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>,
  fpoId: string,
) => {
  const app = Fastify();
  app.get('/bare/farmers', async () => ({ items: (await query(FIRST_PAGE, [fpoId])).rows }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/bare/farmers`, close: () => app.close() };
};

const measure = async (name: string, database: string, url: string, cookie?: string): Promise<Row> => {
  const target = { url, headers: cookie ? { cookie } : {}, connections: CONNECTIONS };
  await autocannon({ ...target, duration: 2 });
  const result = await autocannon({ ...target, duration: DURATION_S });
  if (result.non2xx) throw new Error(`${name} on ${database}: ${result.non2xx} non-2xx answers`);
  // Requests still unanswered after autocannon's 10 s are errors (timeouts); counted, not hidden.
  if (result.errors)
    console.warn(`${name} on ${database}: ${result.errors} errors (${result.timeouts} timeouts)`);
  return {
    database,
    endpoint: name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
  };
};

type Row = {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Requests/s as a share of the bare route's (target >= 0.5), and p99 as a multiple of its p99 (<= 2). */
  ofBareRequests?: number;
  ofBareP99?: number;
};

const endpoints = [
  // What every signed-in request pays before its own work: the session and the FPO.
  ['session only (/api/me)', '/api/me'],
  ['list, first page', '/api/farmers'],
  ['list, page 2,500', '/api/farmers?page=2500'],
  ['list, search "ram"', '/api/farmers?q=ram'],
  ['list, search phone', '/api/farmers?q=9000012'],
  ['farmer stats', '/api/farmers/stats'],
  ['dashboard', '/api/dashboard'],
] as const;

const runOn = async (database: string, env: Record<string, string>): Promise<Row[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-seed-'));
  const { cookie, fpoId, seedSeconds } = await seed({ ...env, BASE_URL: 'http://localhost:3999' }, dataDir);
  console.log(`${database}: seeded ${FARMERS} farmers in ${seedSeconds.toFixed(1)} s`);
  const rows: Row[] = [];
  // The ceiling first: a PGlite folder is one process's, so the bare route and the server take turns.
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    const bare = await bareRoute((text, values) => pool.query(text, values), fpoId);
    rows.push(await measure('bare route, first page', database, bare.url));
    await bare.close();
    await pool.end();
  } else {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), pgliteOptions);
    const bare = await bareRoute((text, values) => client.query(text, values), fpoId);
    rows.push(await measure('bare route, first page', database, bare.url));
    await bare.close();
    await client.close();
  }
  const server = await startServer({ ...env, DATA_DIR: dataDir, API_RATE_LIMIT: '100000000' });
  try {
    // A freshly started server compiles and fills its caches first; not part of any endpoint's figure.
    await autocannon({
      url: `${server.baseUrl}/api/me`,
      headers: { cookie },
      connections: CONNECTIONS,
      duration: 5,
    });
    for (const [name, url] of endpoints.filter(
      ([name]) => !ENDPOINTS || ENDPOINTS.some((e) => name.includes(e)),
    ))
      rows.push(await measure(name, database, `${server.baseUrl}${url}`, cookie));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const ceiling = rows[0] as Row;
  for (const row of rows) {
    row.ofBareRequests = Math.round((row.requestsPerSecond / ceiling.requestsPerSecond) * 100) / 100;
    row.ofBareP99 = Math.round((row.p99Ms / ceiling.p99Ms) * 100) / 100;
  }
  return rows;
};

const rows: Row[] = [];
if (DATABASES.includes('pglite')) rows.push(...(await runOn('PGlite', {})));
if (DATABASES.includes('postgres')) {
  const cluster = await startCluster();
  try {
    rows.push(...(await runOn('PostgreSQL 15', { DATABASE_URL: cluster.url })));
  } finally {
    cluster.stop();
  }
}
console.table(rows);
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
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
      loadAverage: os.loadavg(),
      rows,
    },
    null,
    2,
  ),
);
console.log(`written to ${out}`);
