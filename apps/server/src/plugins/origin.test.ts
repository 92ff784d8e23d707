import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { farmerInput } from '../test/farmers.ts';
import { createOperator, originHeaders } from '../test/accounts.ts';
import { isLocalNetworkHost } from './origin.ts';

const farmer = farmerInput({ gender: 'm' });

describe('requests from other sites (BASE_URL set)', async () => {
  const testApp = await buildTestApp();
  const { app } = testApp;
  const operator = await createOperator(testApp);
  const addFarmer = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/farmers', headers, payload: farmer });

  it.each([
    ['a foreign site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin at all', {}],
    ['this app on another address', { origin: 'http://127.0.0.1:3000' }],
  ])('refuses a signed-in change from %s, storing nothing', async (_label, headers) => {
    const response = await addFarmer({ cookie: operator.cookie, ...headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'origin_forbidden' } });
    const list = await app.inject({
      method: 'GET',
      url: '/api/farmers',
      headers: { cookie: operator.cookie },
    });
    expect(list.json().total).toBe(0);
  });

  it('refuses a foreign multipart upload', async () => {
    const boundary = '----sangam';
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        cookie: operator.cookie,
        origin: 'https://evil.example',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nFarmer Name,Phone\r\nA,9845012345\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the change from its own origin', async () => {
    const response = await addFarmer(originHeaders(testApp, operator.cookie));
    expect(response.statusCode).toBe(201);
  });

  it('refuses a foreign sign-in before better-auth sees it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: operator.email, password: operator.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 to the better-auth endpoints the app does not use', async () => {
    for (const url of ['/api/auth/update-user', '/api/auth/delete-user', '/api/auth/change-email']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: originHeaders(testApp, operator.cookie),
        payload: {},
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('sends a Permissions-Policy and no HSTS over plain http', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['permissions-policy']).toContain('microphone=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('an office laptop serving phones (BASE_URL unset)', async () => {
  const testApp = await buildTestApp({ BASE_URL: '' });
  const { app, mailbox } = testApp;
  const signUpFrom = (host: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host, origin: `http://${host}` },
      payload: { email, password: 'secret123', name: 'x' },
    });

  it.each([
    ['the loopback address', '127.0.0.1:3000'],
    ['localhost', 'localhost:3000'],
    ['a phone on the office network', '192.168.1.20:3000'],
    ['a .local name', 'fpo-laptop.local:3000'],
  ])('signs up from %s and mails links that lead back there', async (_label, host) => {
    const email = `lan-${crypto.randomUUID().slice(0, 6)}@example.org`;
    const response = await signUpFrom(host, email);
    expect(response.statusCode, response.body).toBe(200);
    expect(mailbox.lastTo(email)?.links?.[0]).toMatch(
      new RegExp(`^http://${host.replace('.', '\\.')}/api/auth/`),
    );
  });

  it('refuses a public host name it cannot vouch for, and mails nothing', async () => {
    const response = await signUpFrom('evil.example', 'poisoned@example.org');
    expect(response.statusCode).toBe(403);
    expect(mailbox.lastTo('poisoned@example.org')).toBeUndefined();
  });
});

describe('https deployments', async () => {
  const { app } = await buildTestApp({ BASE_URL: 'https://sangam.example.org' });

  it('tells browsers to stay on https', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('local network hosts', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.9', true],
    ['172.32.0.1', false],
    ['192.168.43.1', true],
    ['100.72.1.1', true],
    ['169.254.10.10', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd12::1', true],
    ['office.local', true],
    ['8.8.8.8', false],
    ['evil.example', false],
    ['2001:db8::1', false],
  ])('%s is local: %s', (hostname, expected) => {
    expect(isLocalNetworkHost(hostname)).toBe(expected);
  });
});
