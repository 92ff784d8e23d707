import fs from 'node:fs';
import path from 'node:path';
import { longCsv, wideCsv, xmlBombXlsx } from '../apps/server/src/test/spreadsheet-bombs.ts';
import { memberCsv } from './import-fixtures.ts';
import { createOperatorSession, startServer, type ServerUnderTest } from './server-under-test.ts';

/**
 * Hostile and repeated spreadsheet reads against the real server (issue 8, finding 4): the time of
 * each upload and view, the size of each answer, and the server's RSS before, at its peak and 5 s
 * after. A 1.4 MB .xlsx that unpacks to 400 MB of XML, a CSV with a million columns in its header,
 * one over the row limit, and the import benchmark's 100,000-farmer CSV viewed four ways.
 */
const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

type Row = {
  step: string;
  status: number;
  seconds: number;
  answerKB: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
};

const measure = async (
  server: ServerUnderTest,
  step: string,
  send: () => Promise<Response>,
): Promise<Row> => {
  const pid = server.child.pid as number;
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 100);
  const started = performance.now();
  let status = 0;
  let bytes = 0;
  try {
    const response = await send();
    status = response.status;
    bytes = (await response.arrayBuffer()).byteLength;
  } catch {
    status = -1;
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  await new Promise((r) => setTimeout(r, 5000));
  clearInterval(sampler);
  const row = {
    step,
    status,
    seconds,
    answerKB: Math.round(bytes / 1024),
    rssBefore,
    rssPeak,
    rssAfter: rssMb(pid),
  };
  console.log(row);
  return row;
};

const server = await startServer();
const rows: Row[] = [];
try {
  const cookie = await createOperatorSession(server);
  const headers = { cookie, origin: server.baseUrl };
  const upload = (name: string, data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    return fetch(`${server.baseUrl}/api/uploads`, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(600_000),
    });
  };
  const get = (url: string) =>
    fetch(`${server.baseUrl}${url}`, { headers, signal: AbortSignal.timeout(600_000) });
  const viewAll = async (label: string, id: string) => {
    rows.push(await measure(server, `${label}: GET upload`, () => get(`/api/uploads/${id}`)));
    rows.push(await measure(server, `${label}: GET details`, () => get(`/api/uploads/${id}/details`)));
    rows.push(
      await measure(server, `${label}: GET rows page 2`, () => get(`/api/uploads/${id}/rows?page=2`)),
    );
    rows.push(await measure(server, `${label}: GET export.csv`, () => get(`/api/uploads/${id}/export.csv`)));
  };
  const uploadThenView = async (label: string, name: string, data: Buffer) => {
    let id: string | undefined;
    rows.push(
      await measure(server, `${label}: upload`, async () => {
        const response = await upload(name, data);
        const body = await response
          .clone()
          .json()
          .catch(() => null);
        id = (body as { id?: string } | null)?.id;
        return response;
      }),
    );
    if (id) await viewAll(label, id);
  };

  await uploadThenView('xlsx bomb 1.4 MB -> 400 MB XML', 'bomb.xlsx', await xmlBombXlsx(400));
  await uploadThenView('csv 1,000,000 header columns', 'wide.csv', wideCsv(1_000_000));
  await uploadThenView('csv 200,001 rows', 'long.csv', longCsv(200_001));
  await uploadThenView('csv 100,000 farmers (8.6 MB)', 'members.csv', memberCsv(100_000));
} finally {
  await server.stop();
}

const out = path.join(import.meta.dirname, 'results', 'spreadsheet-bombs.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
console.table(rows);
