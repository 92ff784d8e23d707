import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/auth.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  onboard,
  openVerificationLink,
  originHeaders,
  signIn,
  signUp,
  verificationLink,
  verifyEmail,
} from '../../test/accounts.ts';

/** DECISIONS T7: whoever registers an address first must never end up owning it. */
describe('confirming an address', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const setPassword = (token: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: originHeaders(testApp),
      payload: { token, newPassword },
    });

  it('keeps the browser that signed up signed in, now confirmed', async () => {
    const person = await signUp(testApp, 'same-browser@example.org');
    await verifyEmail(testApp, person);
    expect((await me(person.cookie)).json().user.emailVerified).toBe(true);
    expect((await signIn(testApp, person.email, person.password)).statusCode).toBe(200);
  });

  it('hands an address registered by a stranger to the mailbox owner, not to the stranger', async () => {
    const stranger = await signUp(testApp, 'victim@example.org', 'stranger-chose-this');
    // The real owner opens the mail they never asked for, on their own phone.
    const opened = await openVerificationLink(testApp, 'victim@example.org');
    expect(opened.statusCode).toBe(302);
    expect(opened.headers['set-cookie']).toBeUndefined();
    const landing = new URL(opened.headers.location as string);
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('confirmed')).toBe('1');

    // The stranger's session ended, and their password no longer opens anything.
    expect((await me(stranger.cookie)).statusCode).toBe(401);
    expect(
      (await setPassword(landing.searchParams.get('token') as string, 'owner-chose-this')).statusCode,
    ).toBe(200);
    expect((await signIn(testApp, 'victim@example.org', 'stranger-chose-this')).statusCode).toBe(401);
    const owner = await signIn(testApp, 'victim@example.org', 'owner-chose-this');
    expect(owner.statusCode).toBe(200);
  });

  it('does not give the owner admin to whoever registered its address first', async () => {
    const stranger = await signUp(testApp, 'owner@sangam.example', 'stranger-chose-this');
    expect((await me(stranger.cookie)).json().isAdmin).toBe(false);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/fpos', headers: { cookie: stranger.cookie } }))
        .statusCode,
    ).toBe(403);
    const opened = await openVerificationLink(testApp, 'owner@sangam.example');
    expect(opened.headers.location).toContain('/reset-password?token=');
    expect((await me(stranger.cookie)).statusCode).toBe(401);
    expect((await signIn(testApp, 'owner@sangam.example', 'stranger-chose-this')).statusCode).toBe(401);
  });

  it('lets a second sign-up of an unconfirmed address replace the pending password and link', async () => {
    const stranger = await signUp(testApp, 'pending@example.org', 'stranger-chose-this');
    const strangerLink = verificationLink(testApp, 'pending@example.org');
    const owner = await signUp(testApp, 'pending@example.org', 'owner-chose-this');
    expect((await me(stranger.cookie)).statusCode).toBe(401);
    expect((await signIn(testApp, 'pending@example.org', 'stranger-chose-this')).statusCode).toBe(401);
    // The first link named the replaced account: it no longer confirms anything.
    const stale = await app.inject({ method: 'GET', url: strangerLink });
    expect(stale.statusCode).toBeLessThan(500);
    const [row] = await database.db.select().from(user).where(eq(user.email, 'pending@example.org'));
    expect(row?.emailVerified).toBe(false);

    await verifyEmail(testApp, owner);
    expect((await me(owner.cookie)).json().user.emailVerified).toBe(true);
  });

  it('refuses a sign-up for a confirmed address and leaves that account alone', async () => {
    const person = await signUp(testApp, 'taken@example.org', 'first-secret');
    await verifyEmail(testApp, person);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originHeaders(testApp),
      payload: { email: 'taken@example.org', password: 'other-secret', name: 'x' },
    });
    expect(again.statusCode).toBe(422);
    expect((await me(person.cookie)).statusCode).toBe(200);
    expect((await signIn(testApp, 'taken@example.org', 'first-secret')).statusCode).toBe(200);
  });

  it('lets an unconfirmed session reach nothing beyond the Verify Your Email screen', async () => {
    const pending = await signUp(testApp, 'waiting@example.org');
    expect((await me(pending.cookie)).json().user.emailVerified).toBe(false);
    const attempts = [
      { method: 'POST', url: '/api/onboarding', payload: {} },
      { method: 'GET', url: '/api/farmers' },
      { method: 'GET', url: '/api/dashboard' },
      { method: 'POST', url: '/api/auth/update-user', payload: { name: 'changed' } },
      { method: 'POST', url: '/api/auth/change-email', payload: { newEmail: 'x@example.org' } },
      { method: 'GET', url: '/api/auth/list-sessions' },
    ] as const;
    for (const attempt of attempts) {
      const response = await app.inject({ ...attempt, headers: originHeaders(testApp, pending.cookie) });
      expect(response.statusCode, attempt.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, attempt.url).toBeLessThan(500);
    }
  });
});

describe('signing out', async () => {
  const testApp = await buildTestApp();
  const { app, database } = testApp;

  it('signs the user out in every browser', async () => {
    const person = await signUp(testApp, 'two-browsers@example.org');
    await verifyEmail(testApp, person);
    await onboard(testApp, person.cookie);
    const second = await signIn(testApp, person.email, person.password);
    const secondCookie = [second.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: originHeaders(testApp, person.cookie),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: secondCookie } })).statusCode,
    ).toBe(401);
    const [{ id }] = (await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, person.email))) as [{ id: string }];
    expect(await database.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0);
  });
});
