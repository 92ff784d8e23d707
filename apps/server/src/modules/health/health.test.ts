import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';

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
