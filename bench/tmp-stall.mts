import pg from 'pg';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { memberCsv } from './import-fixtures.ts';
import { createOperatorSession, startServer } from './server-under-test.ts';

const cluster = await startCluster();
const mapping = { farmerName: 0, phoneNumber: 1, acres: 2, gender: 3, variable: 0 } as Record<string, number>;
const map = { farmerName: 0, phoneNumber: 1, acres: 2, gender: 3, village: 4, block: 5, district: 6, state: 7, pincode: 8 };
void mapping;
const csv = memberCsv(100000);
const runImport = async (email: string) => {
  const server = await startServer({ DATABASE_URL: cluster.url, API_RATE_LIMIT: '100000000' });
  try {
    const cookie = await createOperatorSession(server, email);
    const headers = { origin: server.baseUrl, cookie };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(csv)]), 'members.csv');
    const up = (await (await fetch(`${server.baseUrl}/api/uploads`, { method: 'POST', headers, body: form })).json()) as { id: string };
    const json = { ...headers, 'content-type': 'application/json' };
    await fetch(`${server.baseUrl}/api/uploads/${up.id}/preview`, { method: 'POST', headers: json, body: JSON.stringify({ sheet: 'CSV', mapping: map }) });
    const job = (await (await fetch(`${server.baseUrl}/api/uploads/${up.id}/import`, { method: 'POST', headers: json, body: JSON.stringify({ sheet: 'CSV', mapping: map }) })).json()) as { id: string };
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 1500));
      const s = (await (await fetch(`${server.baseUrl}/api/imports/${job.id}`, { headers })).json()) as { status: string; phase: string };
      const act = await admin.query(`select pid, state, wait_event_type, wait_event, left(query, 80) q, now() - xact_start as age from pg_stat_activity where datname = 'postgres' and pid <> pg_backend_pid() and state <> 'idle'`);
      console.log(email, i, s.status, s.phase, JSON.stringify(act.rows));
      if (s.status !== 'running') break;
    }
    await admin.end();
  } finally {
    await server.stop();
  }
};
try {
  await runImport('first@example.org');
  await new Promise((r) => setTimeout(r, 150_000));
  await runImport('second@example.org');
} finally {
  cluster.stop();
}
