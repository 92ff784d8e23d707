import type { OnboardingInput } from '@sangam/domain';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';

export type TestUser = { email: string; password: string; cookie: string };

/** Cookie-carrying POSTs need an Origin matching the base URL, as a browser sends. */
export const originHeaders = (testApp: TestApp, cookie?: string) => ({
  origin: testApp.config.baseUrl ?? 'http://localhost:80',
  ...(cookie ? { cookie } : {}),
});

export const cookieFrom = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');

export const signUp = async (testApp: TestApp, email: string, password = 'secret123', language = 'en') => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: originHeaders(testApp),
    payload: { email, password, name: email.split('@')[0], language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email, password, cookie: cookieFrom(response.headers['set-cookie']) };
};

export const signIn = async (testApp: TestApp, email: string, password: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: originHeaders(testApp),
    payload: { email, password },
  });

/** The link of the last verification mail to an address. */
export const verificationLink = (testApp: TestApp, email: string) => {
  const link = testApp.mailbox.messages
    .filter((m) => m.to === email.toLowerCase())
    .flatMap((m) => m.links ?? [])
    .findLast((l) => l.includes('/verify-email?'));
  expect(link, `no verification mail to ${email}`).toBeDefined();
  const url = new URL(link as string);
  return url.pathname + url.search;
};

/**
 * Opens the last verification link, as the user would from their inbox: with `cookie`, in the
 * browser that signed up (which stays signed in); without, anywhere else.
 */
export const openVerificationLink = (testApp: TestApp, email: string, cookie?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: verificationLink(testApp, email),
    headers: cookie ? { cookie } : {},
  });

/** Confirms the address in the browser that signed up; that session goes on, now confirmed. */
export const verifyEmail = async (testApp: TestApp, user: TestUser) => {
  const response = await openVerificationLink(testApp, user.email, user.cookie);
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).not.toContain('error=');
  return user.cookie;
};

export const onboardingInput = (overrides: Partial<OnboardingInput> = {}): OnboardingInput => ({
  fullName: 'Lakshmi Devi',
  organization: 'Hosur Growers',
  countryCode: '+91',
  phone: '98450 12345',
  language: 'en',
  fpoName: 'Hosur Farmers Producer Company',
  fpoPhone: '+919845012345',
  fpoAddress: 'Main Road, Hosur',
  ...overrides,
});

export const onboard = async (testApp: TestApp, cookie: string, overrides: Partial<OnboardingInput> = {}) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/onboarding',
    headers: originHeaders(testApp, cookie),
    payload: onboardingInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A verified, onboarded FPO owner: the usual starting point of a tenant test. */
export const createOperator = async (
  testApp: TestApp,
  email = `op-${crypto.randomUUID().slice(0, 8)}@example.org`,
  overrides: Partial<OnboardingInput> = {},
) => {
  const user = await signUp(testApp, email);
  const cookie = await verifyEmail(testApp, user);
  const me = await onboard(testApp, cookie, overrides);
  return { ...user, cookie, fpoId: me.fpo.id as string };
};
