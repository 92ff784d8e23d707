import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fpos } from '../../db/schema/tenancy.ts';
import { session } from '../../db/schema/auth.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createOperator,
  onboard,
  onboardingInput,
  originHeaders,
  signIn,
  signUp,
  verifyEmail,
} from '../../test/accounts.ts';

describe('accounts and onboarding', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, mailbox, database } = testApp;
  const me = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

  it('answers 401 to a visitor without a session', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated' } });
  });

  it('signs a new user up unverified and mails a confirmation link in their language', async () => {
    const user = await signUp(testApp, 'asha@example.org', 'secret123', 'kn');
    const body = (await me(user.cookie)).json();
    expect(body.user).toMatchObject({ email: 'asha@example.org', emailVerified: false, language: 'kn' });
    expect(body.profile).toBeNull();
    expect(body.fpo).toBeNull();
    const mail = mailbox.lastTo('asha@example.org');
    expect(mail?.subject).toMatch(/[\u0C80-\u0CFF]/);
    expect(mail?.links?.[0]).toContain('/api/auth/verify-email?token=');
  });

  it('refuses onboarding before the e-mail is confirmed', async () => {
    const user = await signUp(testApp, 'unverified@example.org');
    const response = await app.inject({
      method: 'POST',
      url: '/api/onboarding',
      headers: originHeaders(testApp, user.cookie),
      payload: onboardingInput(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('email_not_verified');
  });

  it('creates the FPO with the user as owner and stores the chosen language', async () => {
    const user = await signUp(testApp, 'ravi@example.org');
    const cookie = await verifyEmail(testApp, user);
    const body = await onboard(testApp, cookie, { language: 'hi', phone: '98450-12345' });
    expect(body.user).toMatchObject({ emailVerified: true, language: 'hi' });
    expect(body.profile).toMatchObject({
      fullName: 'Lakshmi Devi',
      phone: '+919845012345',
      onboardingCompleted: true,
    });
    expect(body.fpo).toMatchObject({
      name: 'Hosur Farmers Producer Company',
      role: 'owner',
      plan: 'starters',
    });
    expect(body.fpo.trial).toMatchObject({ isTrialActive: true, daysRemaining: 30 });
  });

  it('updates the same FPO when onboarding is sent twice', async () => {
    const operator = await createOperator(testApp);
    const again = await onboard(testApp, operator.cookie, { fpoName: 'Renamed FPO' });
    expect(again.fpo.id).toBe(operator.fpoId);
    const rows = await database.db.select().from(fpos).where(eq(fpos.name, 'Renamed FPO'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ fullName: '  ' }, 'fullName', 'full_name_required'],
    [{ phone: '' }, 'phone', 'phone_required'],
    [{ phone: 'abc' }, 'phone', 'phone_invalid'],
    [{ fpoName: '' }, 'fpoName', 'fpo_name_required'],
    [{ fpoName: 'A' }, 'fpoName', 'fpo_name_too_short'],
    [{ countryCode: '+999' }, 'countryCode', 'country_code_invalid'],
    [{ language: 'fr' }, 'language', 'language_invalid'],
  ] as const)('refuses onboarding with %o as %s: %s', async (overrides, field, code) => {
    const operator = await createOperator(testApp);
    const response = await app.inject({
      method: 'POST',
      url: '/api/onboarding',
      headers: originHeaders(testApp, operator.cookie),
      payload: onboardingInput(overrides as never),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', issues: [{ field, code }] });
  });

  it('marks only the OWNER_EMAIL account as admin', async () => {
    const owner = await createOperator(testApp, 'Owner@Sangam.example');
    const other = await createOperator(testApp);
    expect((await me(owner.cookie)).json().isAdmin).toBe(true);
    expect((await me(other.cookie)).json().isAdmin).toBe(false);
  });

  it('tells the owner when someone signs up', async () => {
    await signUp(testApp, 'newcomer@example.org');
    expect(
      mailbox.messages.some(
        (m) => m.to === 'owner@sangam.example' && m.text.includes('newcomer@example.org'),
      ),
    ).toBe(true);
  });

  it('shows the wrong-password code on a bad sign-in', async () => {
    await signUp(testApp, 'wrongpass@example.org');
    const response = await signIn(testApp, 'wrongpass@example.org', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('signs out a user whose session was revoked', async () => {
    const operator = await createOperator(testApp);
    expect((await me(operator.cookie)).statusCode).toBe(200);
    await database.db.delete(session);
    expect((await me(operator.cookie)).statusCode).toBe(401);
  });

  it('remembers a language change', async () => {
    const operator = await createOperator(testApp);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: originHeaders(testApp, operator.cookie),
      payload: { language: 'ta' },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(operator.cookie)).json().user.language).toBe('ta');
  });
});

describe('password reset', async () => {
  const testApp = await buildTestApp();
  const { app, mailbox } = testApp;

  it('mails a one-time link that sets a new password, and refuses it a second time', async () => {
    await signUp(testApp, 'forgetful@example.org', 'old-secret', 'hi');
    const ask = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: originHeaders(testApp),
      payload: { email: 'forgetful@example.org', redirectTo: '/reset-password' },
    });
    expect(ask.statusCode).toBe(200);
    const mail = mailbox.lastTo('forgetful@example.org');
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/);
    const link = new URL(mail?.links?.[0] as string);
    const opened = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location as string, testApp.config.baseUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token') as string;

    const reset = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: originHeaders(testApp),
        payload: { token, newPassword: 'new-secret' },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await signIn(testApp, 'forgetful@example.org', 'old-secret')).statusCode).toBe(401);
    expect((await signIn(testApp, 'forgetful@example.org', 'new-secret')).statusCode).toBe(200);
    const again = await reset();
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });
});

describe('abuse limits', async () => {
  const testApp = await buildTestApp();

  it('refuses the 11th sign-in for one address within 15 minutes', async () => {
    await signUp(testApp, 'target@example.org');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn(testApp, 'target@example.org', 'wrong-one')).statusCode).toBe(401);
    }
    const refused = await signIn(testApp, 'target@example.org', 'secret123');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });

  it('limits password-reset mails per address', async () => {
    await signUp(testApp, 'reset@example.org');
    const ask = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: originHeaders(testApp),
        payload: { email: 'reset@example.org', redirectTo: '/reset-password' },
      });
    for (let attempt = 1; attempt <= 3; attempt++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
