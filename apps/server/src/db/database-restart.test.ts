import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findBinDir, startCluster, type Cluster } from '../../../../scripts/postgres-cluster.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createOperator, originHeaders } from '../test/accounts.ts';
import { createMailbox, type TestApp } from '../test/build-test-app.ts';
import { openDatabase } from './client.ts';

/**
 * A managed database fails over and a self-hosted one gets `pg_ctl restart`: the server must ride
 * through it, refusing with 503 while the database is away and serving again once it is back. This
 * needs a PostgreSQL of its own to restart, so it starts one whichever engine the other tests use.
 */
const postgresInstalled = (() => {
  try {
    findBinDir();
    return true;
  } catch {
    return false;
  }
})();

/** A request slower than this while the database is away counts as a hang. */
const FAIL_FAST_MS = 3000;
const RECOVERY_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresInstalled)(
  postgresInstalled
    ? 'a PostgreSQL restart under traffic'
    : 'a PostgreSQL restart under traffic (skipped: PostgreSQL binaries, initdb and pg_ctl, are not installed)',
  () => {
    let cluster: Cluster;
    let testApp: TestApp;
    let cookie: string;
    let operatorEmail: string;
    const uncaught: unknown[] = [];
    const logs: { level: number; msg: string }[] = [];
    const recordUncaught = (error: unknown) => uncaught.push(error);

    beforeAll(async () => {
      process.on('uncaughtException', recordUncaught);
      process.on('unhandledRejection', recordUncaught);
      cluster = await startCluster();
      const database = await openDatabase({ kind: 'postgres', url: cluster.url });
      await database.migrate();
      const config = loadConfig({
        NODE_ENV: 'test',
        BASE_URL: 'http://localhost:3000',
        DATA_DIR: `.tmp/test-data/${crypto.randomUUID()}`,
        API_RATE_LIMIT: '100000',
      });
      const mailbox = createMailbox();
      const app = await buildApp({
        config,
        database,
        mailer: mailbox,
        logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
      });
      await app.ready();
      testApp = { app, database, config, mailbox };
      const operator = await createOperator(testApp);
      cookie = operator.cookie;
      operatorEmail = operator.email;
    });

    afterAll(async () => {
      process.off('uncaughtException', recordUncaught);
      process.off('unhandledRejection', recordUncaught);
      await testApp?.app.close();
      await testApp?.database.close().catch(() => {});
      try {
        cluster?.stop();
      } catch {
        // Already stopped by a failed test; its folder is removed all the same.
      }
    });

    /** A request that reads tables: the session, the tenant and the farmer register. */
    const listFarmers = () =>
      testApp.app.inject({ method: 'GET', url: '/api/farmers', headers: originHeaders(testApp, cookie) });
    /** What the web app asks on every page load. */
    const getSession = () =>
      testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    const health = () => testApp.app.inject({ method: 'GET', url: '/api/health' });
    const signIn = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: originHeaders(testApp),
        payload: { email: 'someone@example.org', password: 'secret123' },
      });

    type Sample = { url: string; status: number; code: string | undefined; ms: number };

    const timed = async (url: string, send: () => ReturnType<typeof health>): Promise<Sample> => {
      const started = performance.now();
      const response = await send();
      const ms = performance.now() - started;
      const body = response.json() as { error?: { code?: string } };
      return { url, status: response.statusCode, code: body.error?.code, ms };
    };

    /** Four clients sending requests back to back until stopped. */
    const startTraffic = () => {
      const samples: Sample[] = [];
      let running = true;
      const client = async (url: string, send: () => ReturnType<typeof health>) => {
        while (running) {
          samples.push(await timed(url, send));
          await sleep(10);
        }
      };
      const clients = Promise.all([
        client('/api/farmers', listFarmers),
        client('/api/farmers', listFarmers),
        client('/api/auth/get-session', getSession),
        client('/api/health', health),
      ]);
      return {
        samples,
        stop: async () => {
          running = false;
          await clients;
        },
      };
    };

    /** Resolves with the time it took `check` to pass, polling; fails after `limitMs`. */
    const timeUntil = async (check: () => Promise<boolean>, limitMs: number) => {
      const started = performance.now();
      while (!(await check())) {
        if (performance.now() - started > limitMs) throw new Error(`not recovered within ${limitMs} ms`);
        await sleep(50);
      }
      return performance.now() - started;
    };

    const isOutageAnswer = (sample: Sample) =>
      sample.status === 503 && (sample.url === '/api/health' || sample.code === 'database_unavailable');

    /** What a browser sees while the database is stopped: prompt 503s in the usual shape. */
    const expectOutageAnswers = async () => {
      const refused = await timed('/api/farmers', listFarmers);
      expect(refused).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(refused.ms).toBeLessThan(FAIL_FAST_MS);
      const signInRefused = await signIn();
      expect(signInRefused.statusCode).toBe(503);
      expect(signInRefused.json()).toEqual({ error: { code: 'database_unavailable' } });
      const sessionRefused = await timed('/api/auth/get-session', getSession);
      expect(sessionRefused).toMatchObject({ status: 503, code: 'database_unavailable' });
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'degraded',
        database: { kind: 'postgres', status: 'down', reachable: false },
      });
    };

    it('keeps running through `pg_ctl restart -m fast` and serves again within 5 s', async () => {
      const traffic = startTraffic();
      let recoveryMs = Number.POSITIVE_INFINITY;
      try {
        await sleep(300);
        await cluster.control('restart');
        recoveryMs = await timeUntil(async () => (await listFarmers()).statusCode === 200, RECOVERY_MS);
        await sleep(200);
      } finally {
        await traffic.stop();
      }

      expect(uncaught).toEqual([]);
      expect(traffic.samples.length).toBeGreaterThan(20);
      expect(traffic.samples.filter((s) => s.status !== 200 && !isOutageAnswer(s))).toEqual([]);
      expect(traffic.samples.filter((s) => s.ms > FAIL_FAST_MS)).toEqual([]);
      expect(recoveryMs).toBeLessThan(RECOVERY_MS);
      expect((await health()).json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    });

    it('answers 503 database_unavailable while the database is stopped, and recovers on its own', async () => {
      const traffic = startTraffic();
      try {
        await sleep(200);
        await cluster.control('stop');
        await sleep(500);
        await expectOutageAnswers();
        await cluster.control('start');
        const recoveryMs = await timeUntil(async () => (await listFarmers()).statusCode === 200, RECOVERY_MS);
        expect(recoveryMs).toBeLessThan(RECOVERY_MS);
      } finally {
        await traffic.stop();
      }
      const up = await health();
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ status: 'ok', database: { status: 'up', reachable: true } });

      expect(uncaught).toEqual([]);
      expect(traffic.samples.filter((s) => s.status !== 200 && !isOutageAnswer(s))).toEqual([]);
      expect(traffic.samples.filter((s) => s.ms > FAIL_FAST_MS)).toEqual([]);
      expect(traffic.samples.some((s) => s.status === 503 && s.code === 'database_unavailable')).toBe(true);

      // The outage is one warning in the log, not an error with a stack for every refused request.
      expect(logs.filter((line) => line.level >= 50)).toEqual([]);
      const warnings = logs.filter((line) => line.level === 40);
      expect(warnings.length).toBeGreaterThanOrEqual(1);
      expect(warnings.length).toBeLessThanOrEqual(2);
    });

    it('refuses a sign-in whose session cannot be written with 503, without a stack on stderr', async () => {
      // A sign-in reads the account, checks the password (tens of ms of hashing) and then writes the
      // session: stopping the database meanwhile fails that write. better-call printed such a
      // failure to stderr with its stack ("# SERVER_ERROR:"), for every sign-in of an outage.
      const printed: unknown[][] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void printed.push(args));
      const signInAsOperator = () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: originHeaders(testApp),
          remoteAddress: `10.9.0.${Math.floor(Math.random() * 250) + 1}`,
          payload: { email: operatorEmail, password: 'secret123' },
        });
      const answers: Promise<Awaited<ReturnType<typeof signInAsOperator>>>[] = [];
      try {
        for (let i = 0; i < 8; i++) {
          answers.push(signInAsOperator());
          if (i === 2) void cluster.control('stop');
          await sleep(10);
        }
        const settled = await Promise.all(answers);
        await cluster.control('start').catch(() => cluster.control('start'));
        await timeUntil(async () => (await listFarmers()).statusCode === 200, RECOVERY_MS);
        for (const answer of settled) {
          if (answer.statusCode === 200) continue;
          expect(answer.statusCode, answer.body).toBe(503);
          expect(answer.json()).toEqual({ error: { code: 'database_unavailable' } });
        }
        expect(settled.some((answer) => answer.statusCode === 503)).toBe(true);
      } finally {
        spy.mockRestore();
      }
      expect(printed.map((args) => String(args[0]))).toEqual([]);
      expect(uncaught).toEqual([]);
    });
  },
);
