import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/modules/farmers/farmer-figures.ts';
import { startCloudApiStandIn } from '../apps/server/src/test/cloud-api-stand-in.ts';
import { startCluster, type Cluster } from '../scripts/postgres-cluster.ts';
import { createOperatorSession, freePort, sleep, type ServerUnderTest } from './server-under-test.ts';

/**
 * The machinery of `fault-jobs.bench.ts`: a database per scenario (a PGlite folder, or a database in
 * one throwaway PostgreSQL 15 cluster), the production server on it that can be killed with SIGKILL
 * and started again on the same data, SQL checks from outside the server, and a WhatsApp Cloud API
 * stand-in behind a recording proxy that outlives every server process.
 */

export { sleep } from './server-under-test.ts';

/** A small seeded generator (mulberry32), so a run's kill delays can be repeated. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const rows = async <T>(database: Database, statement: SQL) =>
  rowsOf<T>(await database.db.execute(statement));

/** Same secret for every start, so a session made before a kill still works after it. */
const AUTH_SECRET = 'fault-jobs-bench-secret-0123456789abcdef';
export const OWNER_EMAIL = 'bench@example.org';

export type StoreKind = 'pglite' | 'postgres';
export const storeLabel = (kind: StoreKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15');

/**
 * One scenario's data: the server's DATA_DIR (mail, files and, on PGlite, the database) and its
 * database, which the bench reads and writes with SQL. On PGlite only while no server holds the
 * folder (it is one process's database).
 */
export type Store = {
  kind: StoreKind;
  label: string;
  dataDir: string;
  env: Record<string, string>;
  withDb: <T>(work: (database: Database) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
};

/** Makes stores: PGlite folders copied from one migrated template, or databases in one cluster. */
export const storeFactory = async (kind: StoreKind) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `sangam-fault-jobs-${kind}-`));
  let cluster: Cluster | undefined;
  let count = 0;
  const template = path.join(root, 'template');
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: template });
    await database.migrate();
    await database.close();
  } else {
    cluster = await startCluster();
  }
  const make = async (): Promise<Store> => {
    const dataDir = path.join(root, `store-${++count}`);
    fs.mkdirSync(dataDir, { recursive: true });
    if (kind === 'pglite') {
      fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
      return {
        kind,
        label: storeLabel(kind),
        dataDir,
        env: {},
        withDb: async (work) => {
          const database = await openDatabase({ kind: 'pglite', dataDir });
          try {
            return await work(database);
          } finally {
            await database.close();
          }
        },
        dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    }
    const name = `fault_jobs_${count}`;
    const admin = new pg.Client({ connectionString: cluster!.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = Object.assign(new URL(cluster!.url), { pathname: `/${name}` }).toString();
    const database = await openDatabase({ kind: 'postgres', url });
    await database.migrate();
    return {
      kind,
      label: storeLabel(kind),
      dataDir,
      env: { DATABASE_URL: url },
      withDb: (work) => work(database),
      dispose: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  return {
    make,
    dispose: () => {
      cluster?.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
};

/**
 * On PostgreSQL a killed server's backends end when they notice their client is gone; a statement
 * under way runs until then. The bench waits for them, so what it reads is what stays.
 */
export const waitForOrphanBackends = async (database: Database) => {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const [row] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (!row?.n) return;
    await sleep(50);
  }
};

const root = path.resolve(import.meta.dirname, '..');

/**
 * The production build on a free port, as `startServer` (server-under-test.ts) starts it, but asked
 * every 50 ms whether it is up, so a restart is timed to that. BENCH_SERVER_ENTRY names another
 * build (a copy, while someone else's benchmark runs on apps/server/dist).
 */
const spawnServer = async (env: Record<string, string>): Promise<ServerUnderTest> => {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BASE_URL: baseUrl, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('server exited during start-up');
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await sleep(50);
  }
  return {
    baseUrl,
    dataDir: env.DATA_DIR!,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** The server process on one store: started, killed with SIGKILL, started again on the same data. */
export class Host {
  server: ServerUnderTest | null = null;
  readonly store: Store;
  private readonly extraEnv: Record<string, string>;
  constructor(store: Store, env: Record<string, string> = {}) {
    this.store = store;
    this.extraEnv = env;
  }

  /** Starts the server; answers how long until /api/health said ok, in ms. */
  async start() {
    if (this.server) return 0;
    const started = performance.now();
    this.server = await spawnServer({
      DATA_DIR: this.store.dataDir,
      AUTH_SECRET,
      OWNER_EMAIL,
      API_RATE_LIMIT: '1000000',
      ...this.store.env,
      ...this.extraEnv,
    });
    return Math.round(performance.now() - started);
  }

  get url() {
    if (!this.server) throw new Error('no server is running');
    return this.server.baseUrl;
  }

  /** kill -9, and waits for the process to be gone. */
  async kill() {
    const child = this.server?.child;
    this.server = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** A graceful stop (SIGTERM), as a deployment does. */
  async stop() {
    const server = this.server;
    this.server = null;
    if (server && server.child.exitCode === null) await server.stop();
  }
}

/** JSON calls to the API with a session cookie, as the web app makes them. */
export const apiClient = (host: Host, cookie: string) => {
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${host.url}${url}`, {
      method,
      headers: {
        cookie,
        origin: host.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json: (json ?? {}) as Record<string, unknown> };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    /** Uploads a spreadsheet as the import page does. */
    upload: async (filename: string, data: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), filename);
      const response = await fetch(`${host.url}/api/uploads`, {
        method: 'POST',
        headers: { cookie, origin: host.url },
        body: form,
      });
      return {
        status: response.status,
        json: (await response.json()) as { id: string; sheets: { name: string }[] },
      };
    },
  };
};
export type ApiClient = ReturnType<typeof apiClient>;

/** A signed-up, confirmed and onboarded operator of a new FPO; the first one made is the owner admin. */
export const newOperator = async (host: Host, email: string) => {
  const cookie = await createOperatorSession(host.server!, email);
  const api = apiClient(host, cookie);
  const me = await api.get('/api/me');
  const fpoId = (me.json.fpo as { id: string } | undefined)?.id;
  if (!fpoId) throw new Error(`no FPO for ${email}: ${JSON.stringify(me.json)}`);
  return { cookie, fpoId };
};

/**
 * FPOs whose kept figures (decision 011) differ from a fresh count of their farmers, in totals or in
 * any hour of creation: a half-applied write shows here.
 */
export const figureMismatches = async (database: Database) => {
  const totals = await rows<{ fpo_id: string }>(
    database,
    sql`with fresh as (
          select fpo_id, count(*)::int as farmers, sum(acres) as acres,
            count(*) filter (where gender = 'Male')::int as male, count(*) filter (where gender = 'Female')::int as female
          from farmers group by fpo_id)
        select p.id as fpo_id from fpos p
        left join fpo_farmer_stats s on s.fpo_id = p.id
        left join fresh f on f.fpo_id = p.id
        where coalesce(s.farmers, 0) <> coalesce(f.farmers, 0) or coalesce(s.acres, 0) <> coalesce(f.acres, 0)
          or coalesce(s.male, 0) <> coalesce(f.male, 0) or coalesce(s.female, 0) <> coalesce(f.female, 0)`,
  );
  const hours = await rows<{ fpo_id: string }>(
    database,
    sql`with fresh as (
          select fpo_id, date_trunc('hour', created_at, 'UTC') as hour, count(*)::int as farmers, sum(acres) as acres
          from farmers group by 1, 2),
        kept as (select fpo_id, hour, farmers, acres from fpo_farmer_hours where farmers <> 0 or acres <> 0)
        select coalesce(k.fpo_id, f.fpo_id) as fpo_id from kept k full join fresh f on f.fpo_id = k.fpo_id and f.hour = k.hour
        where coalesce(k.farmers, 0) <> coalesce(f.farmers, 0) or coalesce(k.acres, 0) <> coalesce(f.acres, 0)`,
  );
  return new Set([...totals, ...hours].map((row) => row.fpo_id)).size;
};

export type Handover = { reference: string; to: string; at: number };

/**
 * The WhatsApp Cloud API stand-in (the edge of the world) behind a proxy that records every send as
 * it arrives and answers after `delayMs`, so a kill can land while WhatsApp has a message and the
 * server has no answer yet. It lives in the bench's process, so it sees every hand-over of every
 * server process, killed or not.
 */
export const startWhatsappEdge = async (delayMs: number) => {
  const cloud = await startCloudApiStandIn();
  const handovers: Handover[] = [];
  const target = new URL(cloud.url);
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url?.endsWith('/messages')) {
        try {
          const message = JSON.parse(body.toString('utf8')) as {
            to?: string;
            biz_opaque_callback_data?: string;
          };
          handovers.push({
            reference: message.biz_opaque_callback_data ?? '',
            to: message.to ?? '',
            at: Date.now(),
          });
        } catch {
          // Not ours to judge: the stand-in answers it.
        }
      }
      setTimeout(
        () => {
          const forward = http.request(
            {
              host: target.hostname,
              port: target.port,
              method: req.method,
              path: req.url,
              headers: { ...req.headers, host: target.host },
            },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          forward.on('error', () => res.destroy());
          forward.end(body);
        },
        req.url?.endsWith('/messages') ? delayMs : 0,
      );
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    env: { ...cloud.env, WHATSAPP_API_URL: url },
    handovers,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await cloud.close();
    },
  };
};
