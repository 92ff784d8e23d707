import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { originHeaders, signUp } from '../test/accounts.ts';

const signUpFrom = (
  testApp: Awaited<ReturnType<typeof buildTestApp>>,
  remoteAddress: string,
  forwardedFor: string,
  email: string,
) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    headers: { ...originHeaders(testApp), 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'secret123', name: 'x' },
  });

describe('forwarded addresses without TRUST_PROXY', async () => {
  const testApp = await buildTestApp();

  it('counts sign-ups by the real peer, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const response = await signUpFrom(testApp, '203.0.113.7', `198.51.100.${i}`, `spoof-${i}@example.org`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('forwarded addresses with TRUST_PROXY=true', async () => {
  const testApp = await buildTestApp({ TRUST_PROXY: 'true' });

  it('counts sign-ups by the client the proxy names', async () => {
    for (let i = 1; i <= 21; i++) {
      const response = await signUpFrom(testApp, '127.0.0.1', `198.51.100.${i}`, `proxied-${i}@example.org`);
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('wrong passwords from a stranger', async () => {
  const testApp = await buildTestApp();
  const signInFrom = (remoteAddress: string, password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: originHeaders(testApp),
      payload: { email: 'known@example.org', password },
    });

  it('lock the stranger out, not the owner on their own device', async () => {
    await signUp(testApp, 'known@example.org', 'the-real-one');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signInFrom('203.0.113.9', `guess-${attempt}`)).statusCode).toBe(401);
    }
    expect((await signInFrom('203.0.113.9', 'the-real-one')).statusCode).toBe(429);
    expect((await signInFrom('198.51.100.4', 'the-real-one')).statusCode).toBe(200);
  });
});
