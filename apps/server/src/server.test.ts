import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const start = async (env: Record<string, string> = {}) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    // Vitest exports Vite's BASE_URL ('/'); the server would rightly refuse it.
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  // A first start runs initdb: 3-9 s on an idle machine, much longer on a busy one.
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, output: () => output };
};

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', resolve));

// About the process, not the database: it runs once, in the PGlite pass.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the server process', () => {
  it('refuses an invalid setting at start-up, naming it', async () => {
    const { child, output } = await start({ PORT: 'eighty' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('PORT: must be a number');
  }, 30_000);

  it('closes PGlite cleanly on SIGTERM, releasing the folder, so the data survives a restart', async () => {
    const first = await start();
    expect(first.child.exitCode, first.output()).toBeNull();
    const signUp = await fetch(`${first.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${new URL(first.base).port}` },
      body: JSON.stringify({ email: 'kept@example.org', password: 'secret123', name: 'kept' }),
    });
    expect(signUp.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const second = await start();
    const signIn = await fetch(`${second.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: `http://localhost:${new URL(second.base).port}`,
      },
      body: JSON.stringify({ email: 'kept@example.org', password: 'secret123' }),
    });
    expect(signIn.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await exitOf(second.child)).toBe(0);
  }, 240_000);
});
