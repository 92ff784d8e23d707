import pg from 'pg';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { createOperatorSession, rssMB, startServer } from './server-under-test.ts';

/**
 * The report export of 100,000 farmers (issue 12): how long the CSV and the XLSX take, how big they
 * are, how much the server grows while writing them, and whether it keeps answering meanwhile
 * (p99 of /api/me during the export). On PostgreSQL, where the farmers can be seeded beside the
 * running server with one INSERT ... SELECT.
 */
const FARMERS = Number(process.env.BENCH_FARMERS ?? 100_000);

const cluster = await startCluster();
const server = await startServer({ DATABASE_URL: cluster.url });
try {
  const cookie = await createOperatorSession(server);
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>('select id from fpos limit 1');
  await client.query(
    `insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode, source, created_at)
     select $1, 'Farmer ' || g, '+91' || (9000000000 + g)::text, round((0.5 + (g % 97) / 10.0)::numeric, 2),
       case when g % 2 = 0 then 'Male' else 'Female' end, 'Village ' || (g % 500), 'Block ' || (g % 50),
       'District ' || (g % 20), 'Karnataka', (560001 + g % 900)::text, 'upload', now() - make_interval(mins => g)
     from generate_series(1, $2::int) as g`,
    [rows[0]?.id, FARMERS],
  );
  await client.query('analyze farmers');
  await client.end();

  const results = [];
  for (const format of ['csv', 'xlsx', 'json']) {
    const before = rssMB(server.child.pid as number);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMB(server.child.pid as number))), 20);
    // Another user's page while the export runs: the server must keep answering.
    const latencies: number[] = [];
    let exporting = true;
    const probe = (async () => {
      while (exporting) {
        const started = performance.now();
        await fetch(`${server.baseUrl}/api/me`, { headers: { cookie } });
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/reports/farmers/export?days=365&format=${format}`, {
      headers: { cookie },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    exporting = false;
    await probe;
    clearInterval(sampler);
    if (!response.ok) throw new Error(`${format}: ${response.status}`);
    latencies.sort((a, b) => a - b);
    results.push({
      format,
      farmers: FARMERS,
      seconds: Number(seconds.toFixed(2)),
      megabytes: Number((bytes / 1e6).toFixed(1)),
      serverGrowthMB: peak - before,
      meDuringExportP99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
      meRequests: latencies.length,
    });
  }
  console.table(results);
} finally {
  await server.stop();
  cluster.stop();
}
