import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../db/schema/auth.ts';
import { createOperator } from '../test/accounts.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { signedSessionToken } from './signed-in.ts';

const DAY = 24 * 60 * 60 * 1000;
const secret = 'a-secret-of-the-test-only-0123456789';
const name = 'better-auth.session_token';
const signed = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('the session token in the cookie', () => {
  it.each([
    ['signed by us', `${name}=${signed('abc123')}`, 'abc123'],
    ['among other cookies', `theme=dark; ${name}=${signed('abc123')}; x=1`, 'abc123'],
    [
      'not URL-encoded',
      `${name}=abc123.${createHmac('sha256', secret).update('abc123').digest('base64')}`,
      'abc123',
    ],
    ['signed with another secret', `${name}=${signed('abc123', 'another-secret')}`, null],
    ['with its token changed', `${name}=${signed('abc123').replace('abc123', 'abc124')}`, null],
    ['without a signature', `${name}=abc123`, null],
    ['with a cut signature', `${name}=${signed('abc123').slice(0, -6)}`, null],
    ['badly encoded', `${name}=%E0%A4%A`, null],
    ['under another name', `better-auth.session_tokens=${signed('abc123')}`, null],
    ['absent', 'theme=dark', null],
    ['with no cookie header', undefined, null],
  ])('is read when %s', (_, header, expected) => {
    expect(signedSessionToken(header, name, secret)).toBe(expected);
  });
});

describe('a signed-in request', async () => {
  const testApp = await buildTestApp();
  const { app, database } = testApp;
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const sessionsOf = (email: string) =>
    database.db
      .select({ token: session.token, expiresAt: session.expiresAt })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email));
  const tokenOf = async (email: string) => {
    const [found] = await sessionsOf(email);
    if (!found) throw new Error(`no session of ${email}`);
    return found.token;
  };

  it('knows the operator, their profile and their FPO', async () => {
    const operator = await createOperator(testApp);
    const answer = (await me(operator.cookie)).json();
    expect(answer).toMatchObject({
      user: { email: operator.email, emailVerified: true },
      profile: { fullName: 'Lakshmi Devi', onboardingCompleted: true },
      fpo: { id: operator.fpoId, role: 'owner', trial: { isTrialActive: true } },
    });
  });

  it('is refused once the session has expired', async () => {
    const operator = await createOperator(testApp);
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, await tokenOf(operator.email)));
    expect((await me(operator.cookie)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/farmers', headers: { cookie: operator.cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it('is refused with a forged cookie for a real session', async () => {
    const operator = await createOperator(testApp);
    const token = await tokenOf(operator.email);
    const forged = `${name}=${signed(token, 'guessed-secret')}`;
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('moves the expiry forward once a day of use has passed, as better-auth does', async () => {
    const operator = await createOperator(testApp);
    const token = await tokenOf(operator.email);
    const soon = new Date(Date.now() + 2 * DAY);
    await database.db.update(session).set({ expiresAt: soon }).where(eq(session.token, token));
    expect((await me(operator.cookie)).statusCode).toBe(200);
    const [after] = await sessionsOf(operator.email);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('does not touch a session used within the day', async () => {
    const operator = await createOperator(testApp);
    const [before] = await sessionsOf(operator.email);
    expect((await me(operator.cookie)).statusCode).toBe(200);
    const [after] = await sessionsOf(operator.email);
    expect(after!.expiresAt).toEqual(before!.expiresAt);
  });
});
