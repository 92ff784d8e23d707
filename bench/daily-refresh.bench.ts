import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../apps/server/src/db/client.ts';
import { dailyRefreshJob } from '../apps/server/src/modules/recommendations/daily-refresh.ts';
import { recommendationsFor } from '../apps/server/src/modules/recommendations/recommendations.service.ts';
import { startCluster } from '../scripts/postgres-cluster.ts';

/**
 * The nightly refresh at scale (issue 16): FPOS FPOs of FARMERS farmers each, seeded by SQL, then
 * one run of the real job (every FPO's snapshot, both scores, both cache rows), timed; then one
 * FPO's /finance read as the cache answers it and as a miss computes it; then what the staleness
 * triggers cost a bulk insert of farmers. On PostgreSQL 15 and PGlite.
 */
const FPOS = Number(process.env.BENCH_FPOS ?? 1000);
const FARMERS = Number(process.env.BENCH_FARMERS ?? 300);
const BULK = Number(process.env.BENCH_BULK ?? 100_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const SAMPLES = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

const seed = async (database: Database) => {
  const db = database.db;
  const started = performance.now();
  await db.execute(sql`
    insert into fpos (name, phone, gst_number, fssai_number, pan_file)
    select 'FPO ' || g, '9845012345', case when g % 2 = 0 then '29ABCDE1234F1Z5' end,
      case when g % 3 = 0 then '11223344556677' end, case when g % 4 = 0 then 'pan.pdf' end
    from generate_series(1, ${FPOS}) as g`);
  await db.execute(sql`
    insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode, source)
    select f.id, 'Farmer ' || g, '+91' || (9000000000 + g)::text, round((0.5 + (g % 97) / 10.0)::numeric, 2),
      case when g % 2 = 0 then 'Male' else 'Female' end, 'Village ' || (g % 50), 'Block', 'District ' || (g % 7),
      (array['Karnataka', 'Maharashtra', 'Telangana', 'Uttar Pradesh'])[1 + (g % 4)], (560001 + g % 90)::text, 'upload'
    from fpos f, generate_series(1, ${FARMERS}) as g`);
  await db.execute(sql`
    insert into fpo_farmer_stats (fpo_id, farmers, acres, male, female, male_acres, female_acres)
    select fpo_id, count(*), sum(acres), count(*) filter (where gender = 'Male'), count(*) filter (where gender = 'Female'),
      coalesce(sum(acres) filter (where gender = 'Male'), 0), coalesce(sum(acres) filter (where gender = 'Female'), 0)
    from farmers group by fpo_id`);
  await db.execute(sql`
    insert into business_intelligence (fpo_id, crop, estimated_area, farmers_affected, issue, suggested_input, potential_opportunity, potential_rupees)
    select f.id, (array['Paddy', 'Maize', 'Tomato', 'Ragi', 'Cotton'])[1 + (g % 5)], 10, 5, 'Pest', 'Neem oil', '₹10,000', 10000
    from fpos f, generate_series(1, 6) as g`);
  await db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
};

const measure = async (name: string, options: OpenDatabaseOptions) => {
  const database = await openDatabase(options);
  await database.migrate();
  const seedSeconds = await seed(database);
  const db = database.db;
  const log = pino({ level: 'warn' });
  const started = performance.now();
  await dailyRefreshJob({
    db,
    mailer: { send: async () => {} },
    log,
    ownerEmail: undefined,
    baseUrl: undefined,
  }).run({});
  const refreshSeconds = (performance.now() - started) / 1000;
  const [run] = (
    (await db.execute(
      sql`select status, total_fpos, finance_success, finance_failure, schemes_success, schemes_failure from refresh_runs`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;
  const pages = (
    (await db.execute(
      sql`select page_name, duration_ms from refresh_logs order by page_name`,
    )) as unknown as {
      rows: { page_name: string; duration_ms: number }[];
    }
  ).rows;

  const [fpo] = (
    (await db.execute(sql`select id from fpos limit 1`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const fpoId = fpo?.id as string;
  const timed = async (read: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      await read();
      ms.push(performance.now() - t);
    }
    return { p50: round(percentile(ms, 50)), p99: round(percentile(ms, 99)) };
  };
  const hit = await timed(() => recommendationsFor(db, fpoId, 'loans'));
  const miss = await timed(() => recommendationsFor(db, fpoId, 'loans', { refresh: true }));

  // What the statement triggers add to a bulk insert of farmers: the same insert with them off.
  const bulk = async (enabled: boolean) => {
    await db.execute(sql.raw(`alter table farmers ${enabled ? 'enable' : 'disable'} trigger user`));
    await db.execute(sql`update cached_recommendations set is_stale = false`);
    const t = performance.now();
    await db.execute(sql`
      insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode, source)
      select ${fpoId}, 'Bulk ' || g, '+91' || (8000000000 + g + ${enabled ? 0 : BULK})::text, 1, 'Male', 'V', 'B', 'D', 'Karnataka', '560001', 'upload'
      from generate_series(1, ${BULK}) as g`);
    const seconds = (performance.now() - t) / 1000;
    await db.execute(sql.raw('alter table farmers enable trigger user'));
    return round(seconds * 1000) / 1000;
  };
  const withoutTriggers = await bulk(false);
  const withTriggers = await bulk(true);
  await database.close();
  return {
    database: name,
    fpos: FPOS,
    farmersPerFpo: FARMERS,
    seedSeconds: round(seedSeconds),
    refreshSeconds: round(refreshSeconds),
    fposPerSecond: round(FPOS / refreshSeconds),
    run,
    pageMs: Object.fromEntries(pages.map((p) => [p.page_name, p.duration_ms])),
    cachedReadMs: hit,
    computedReadMs: miss,
    bulkInsert: { rows: BULK, withoutTriggersSeconds: withoutTriggers, withTriggersSeconds: withTriggers },
  };
};

const results = [];
if (DATABASES.includes('postgres')) {
  const cluster = await startCluster();
  try {
    results.push(await measure('PostgreSQL 15', { kind: 'postgres', url: cluster.url }));
  } finally {
    cluster.stop();
  }
}
if (DATABASES.includes('pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-refresh-'));
  try {
    results.push(await measure('PGlite', { kind: 'pglite', dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.table(
  results.map((r) => ({
    database: r.database,
    fpos: r.fpos,
    'refresh s': r.refreshSeconds,
    'FPOs/s': r.fposPerSecond,
    'cached p50/p99 ms': `${r.cachedReadMs.p50} / ${r.cachedReadMs.p99}`,
    'computed p50/p99 ms': `${r.computedReadMs.p50} / ${r.computedReadMs.p99}`,
    'bulk insert s (off/on)': `${r.bulkInsert.withoutTriggersSeconds} / ${r.bulkInsert.withTriggersSeconds}`,
  })),
);
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'daily-refresh.json'),
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
);
