import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { createOperatorSession, rssMB, startServer, type ServerUnderTest } from './server-under-test.ts';

/**
 * The production server's resident memory at rest (issue 10: 150 MB on PostgreSQL, 400 MB on
 * PGlite): started, one operator signed up and onboarded, a few signed-in reads, then 10 s idle.
 * PGlite is measured on a new data folder (its first start creates the database inside the
 * server's own WebAssembly heap) and again on the same folder after a restart, as a deployment
 * runs most of its life. The import benchmark measures memory during and after a 100,000-row import.
 */
const settle = () => new Promise((r) => setTimeout(r, 10_000));

const atRest = async (server: ServerUnderTest, cookie: string) => {
  for (const url of ['/api/me', '/api/dashboard', '/api/farmers', '/api/farmers/stats'])
    await fetch(`${server.baseUrl}${url}`, { headers: { cookie } });
  await settle();
  return rssMB(server.child.pid as number);
};

type Row = { database: string; start: string; rssMB: number };
const rows: Row[] = [];

/** Runs `measure` on a started server, which is stopped whatever happens. */
const withServer = async (
  env: Record<string, string>,
  measure: (server: ServerUnderTest) => Promise<void>,
) => {
  const server = await startServer(env);
  try {
    await measure(server);
  } finally {
    await server.stop();
  }
};

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-memory-'));
try {
  let cookie = '';
  await withServer({ DATA_DIR: folder }, async (server) => {
    cookie = await createOperatorSession(server);
    rows.push({ database: 'PGlite', start: 'new data folder', rssMB: await atRest(server, cookie) });
  });
  await withServer({ DATA_DIR: folder }, async (server) => {
    rows.push({ database: 'PGlite', start: 'restart', rssMB: await atRest(server, cookie) });
  });
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}

const cluster = await startCluster();
try {
  await withServer({ DATABASE_URL: cluster.url }, async (server) => {
    const cookie = await createOperatorSession(server);
    rows.push({ database: 'PostgreSQL 15', start: 'new database', rssMB: await atRest(server, cookie) });
  });
} finally {
  cluster.stop();
}

console.table(rows);
const out = path.join(import.meta.dirname, 'results', 'memory.json');
fs.writeFileSync(
  out,
  JSON.stringify(
    { date: new Date().toISOString(), node: process.version, loadAverage: os.loadavg(), rows },
    null,
    2,
  ),
);
console.log(`written to ${out}`);
