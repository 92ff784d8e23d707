import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { createOperatorSession, startServer } from './server-under-test.ts';

/**
 * Requests/s and latency of /api/health and of /api/me (a session-checked JSON route that reads
 * the user, profile and FPO) on PGlite and on PostgreSQL, under autocannon on loopback.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Row = {
  database: string;
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

const measure = async (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });

const runOn = async (database: string, env: Record<string, string>): Promise<Row[]> => {
  const server = await startServer(env);
  try {
    const cookie = await createOperatorSession(server);
    const rows: Row[] = [];
    for (const [route, headers] of [
      ['/api/health', {}],
      ['/api/me', { cookie }],
    ] as const) {
      await measure(`${server.baseUrl}${route}`, headers); // warm-up
      const result = await measure(`${server.baseUrl}${route}`, headers);
      rows.push({
        database,
        route,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
      if (result.non2xx || result.errors)
        throw new Error(`${route} on ${database}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    return rows;
  } finally {
    await server.stop();
  }
};

// The per-IP API budget would otherwise refuse a load generator on one address.
const unlimited = { API_RATE_LIMIT: '100000000' };
const rows = [...(await runOn('PGlite', unlimited))];
const cluster = await startCluster();
try {
  rows.push(...(await runOn('PostgreSQL 15', { ...unlimited, DATABASE_URL: cluster.url })));
} finally {
  cluster.stop();
}

console.table(rows);
const out = path.join(import.meta.dirname, 'results', 'http.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      rows,
    },
    null,
    2,
  ),
);
console.log(`written to ${out}`);
