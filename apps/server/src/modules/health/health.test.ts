import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { checkHealth } from './health.service.ts';

describe('GET /api/health', async () => {
  const { app, database } = await buildTestApp();

  it('reports the database as reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ kind: testDatabaseKind(), status: 'up', reachable: true });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers up while a long transaction holds the database, as during an import commit', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    // On PGlite every query, a ping too, waits for an open transaction: this one waits for the answer.
    await database.db.transaction(async (tx) => {
      for (let statement = 0; statement < 3; statement += 1) {
        await tx.execute(sql`select pg_sleep(0.05)`);
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        expect(response.json().database).toMatchObject({ status: 'up', reachable: true });
        expect(response.json().database.latencyMs).toBeGreaterThanOrEqual(0);
      }
    });
  });

  it.skipIf(testDatabaseKind() !== 'pglite')(
    'answers down when a PGlite transaction has finished no statement for a while',
    async () => {
      await app.inject({ method: 'GET', url: '/api/health' });
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const health = await checkHealth({ database, version: 'test', workingWithinMs: 50 });
        expect(health).toMatchObject({ status: 'degraded', database: { status: 'down', reachable: false } });
      });
      const after = await app.inject({ method: 'GET', url: '/api/health' });
      expect(after.json().database.status).toBe('up');
    },
  );

  it('answers 503 with the database unreachable', async () => {
    const ping = database.ping;
    database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'down', reachable: false },
      });
    } finally {
      database.ping = ping;
    }
  });
});

describe('errors', async () => {
  const { app } = await buildTestApp();

  it('answers an unknown API path with the not_found code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found' } });
  });

  it('publishes the OpenAPI document with the health route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/health']).toBeDefined();
  });
});
