import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export type ServerUnderTest = {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * Starts the built server (as `npm run serve` does) on a free port with its own data folder.
 * `onLogLine` receives each line the server logs (its stdout), e.g. with LOG_LEVEL=warn.
 */
export const startServer = async (
  env: Record<string, string> = {},
  { onLogLine }: { onLogLine?: (line: string) => void } = {},
): Promise<ServerUnderTest> => {
  const port = await freePort();
  // A DATA_DIR given is the caller's to keep (a restart on the same data); one made here goes at stop.
  const ownFolder = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-'));
  const baseUrl = `http://localhost:${port}`;
  // The production build (bench/run.ts builds it first), so memory is measured as deployed.
  // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  // BENCH_SERVER_ENTRY: another build of the server (one made aside while other benches use dist).
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/server.js';
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', onLogLine ? 'pipe' : process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  if (onLogLine && child.stdout) readline.createInterface({ input: child.stdout }).on('line', onLogLine);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (ownFolder) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A process's resident memory in MB, as the kernel counts it. */
export const rssMB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
};

/** Signs up, confirms through the outbox and onboards; returns the session cookie. */
export const createOperatorSession = async (server: ServerUnderTest, email = 'bench@example.org') => {
  const headers = { 'content-type': 'application/json', origin: server.baseUrl };
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'secret123', name: 'bench' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const mailDir = path.join(server.dataDir, 'mail');
  let link: string | undefined;
  for (let i = 0; i < 40 && !link; i++) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.includes(email)) : [];
    const text = files
      .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
      .join('\n')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    link = text.match(/https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/)?.[0];
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('no verification mail');
  // Confirmed in the browser that signed up, which stays signed in (decision 008).
  const cookie = cookieOf(signUp);
  await fetch(link.replace(/&amp;/g, '&'), { redirect: 'manual', headers: { cookie } });
  const onboard = await fetch(`${server.baseUrl}/api/onboarding`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      fullName: 'Bench Operator',
      countryCode: '+91',
      phone: '9845012345',
      language: 'en',
      fpoName: 'Bench FPO',
      fpoPhone: '9845012345',
    }),
  });
  if (!onboard.ok) throw new Error(`onboarding failed: ${await onboard.text()}`);
  return cookie;
};
