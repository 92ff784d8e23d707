// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types: the tests' declaration
/// <reference path="../apps/server/src/test/s3rver.d.ts" />
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * Parts of `two-instances.bench.ts`: server processes of the production build started on ports and
 * settings the bench chooses (both instances must share BASE_URL, AUTH_SECRET and the file store),
 * an HTTP client that speaks to one instance as a browser behind a load balancer would, the mail
 * outbox, and which process holds a PostgreSQL connection.
 */
import { freePort, sleep } from './server-under-test.ts';

export { freePort, sleep };

const root = path.resolve(import.meta.dirname, '..');

export type Instance = {
  name: string;
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or signal) once the process has gone. */
  exited: Promise<string>;
  /** SIGTERM, then waits for the process to go (its graceful shutdown). */
  stop: () => Promise<void>;
  /** SIGKILL, then waits for the process to go: what a crash or `kill -9` does. */
  kill: () => Promise<void>;
};

/**
 * Starts `apps/server/dist/server.js` with `env` on `port` (a free one unless given), its log (pino
 * JSON lines) written to `logDir/<name>.log`, and waits until `/api/health` answers 200.
 */
export const startInstance = async (
  name: string,
  env: Record<string, string>,
  {
    logDir,
    port,
    track,
  }: {
    logDir: string;
    port?: number;
    /** Called as soon as the process exists, with the way to stop it, even if it never gets ready. */
    track?: (stop: () => Promise<void>) => void;
  },
): Promise<Instance> => {
  const listen = port ?? (await freePort());
  const baseUrl = `http://localhost:${listen}`;
  const logFile = path.join(logDir, `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  // BENCH_SERVER_JS: another build of the server (the default is what `npm run bench` builds).
  const child = spawn(process.execPath, [process.env.BENCH_SERVER_JS ?? 'apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(listen) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  track?.(async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
  });
  for (let i = 0; ; i++) {
    if (gone) throw new Error(`${name} exited during start-up (log: ${logFile})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 480) throw new Error(`${name} did not start within 120 s (log: ${logFile})`);
    await sleep(250);
  }
  return {
    name,
    baseUrl,
    pid: child.pid as number,
    child,
    logFile,
    exited,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
};

/** The JSON lines of an instance's log (pino), from the byte `from` on. */
export const logLines = (instance: Instance, from = 0) => {
  const text = fs.readFileSync(instance.logFile, 'utf8').slice(from);
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string; time: number; [key: string]: unknown };
      } catch {
        return null;
      }
    })
    .filter((line) => line !== null);
};
export const logSize = (instance: Instance) => fs.statSync(instance.logFile).size;

export type Answer = { status: number; body: unknown; cookie: string; ms: number };

/**
 * Requests to one instance as a browser of the deployment's public address (`origin`, the shared
 * BASE_URL) would send them through a load balancer: its Origin on every change, the cookie it holds.
 */
export const clientOf = (origin: string) => {
  const call = async (
    instance: Instance,
    method: string,
    url: string,
    { cookie, json, form }: { cookie?: string; json?: unknown; form?: FormData } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (method !== 'GET') headers.origin = origin;
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(`${instance.baseUrl}${url}`, {
      method,
      headers,
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
      redirect: 'manual',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return {
      status: response.status,
      body,
      cookie: response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
      ms: performance.now() - started,
    };
  };
  return call;
};
export type Call = ReturnType<typeof clientOf>;

/** The mails of the local outboxes (`<DATA_DIR>/mail/*.eml`), with their recipient, subject and text. */
export const outboxMails = (dataDirs: string[]) =>
  dataDirs.flatMap((dataDir) => {
    const folder = path.join(dataDir, 'mail');
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => {
        const raw = fs.readFileSync(path.join(folder, file), 'utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const headers = head.replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) =>
          headers.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim() ?? '';
        const body = rest
          .join('\n\n')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        return { file: path.join(folder, file), to: header('To'), subject: header('Subject'), body };
      });
  });

/** The first link in the newest mail to `email` that contains `part`, waiting up to 10 s for it. */
export const linkFromOutbox = async (dataDirs: string[], email: string, part: string) => {
  for (let i = 0; i < 100; i++) {
    const mails = outboxMails(dataDirs)
      .filter((mail) => mail.to.includes(email))
      .sort((a, b) => path.basename(a.file).localeCompare(path.basename(b.file)));
    for (const mail of mails.reverse()) {
      const link = mail.body.match(new RegExp(`https?://[^\\s"<>]*${part}[^\\s"<>]*`))?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await sleep(100);
  }
  throw new Error(`no mail with a ${part} link to ${email}`);
};

/**
 * Which of `pids` owns the TCP connection whose local (client) port is `port` on this machine, read
 * from /proc: the kernel's socket table gives the socket's inode, each process's fd table the owner.
 */
export const processOfClientPort = (port: number, pids: number[]) => {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (!local) continue;
      if (Number.parseInt(local.split(':').at(-1) ?? '', 16) === port) inodes.add(fields[9] ?? '');
    }
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = target.match(/^socket:\[(\d+)\]$/)?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
};

/** An S3-compatible server (s3rver) on loopback with one bucket, and the S3_* settings that reach it. */
export const startS3 = async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-two-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'sangam-files', configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: 'sangam-files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};

/** The load average of the machine: 1, 5 and 15 minutes. */
export const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
