import type { TeamRole } from '@sangam/domain';
import { expect } from 'vitest';
import { cookieFrom, originHeaders } from './accounts.ts';
import type { TestApp } from './build-test-app.ts';

/** The token of the last invitation link mailed to an address. */
export const invitationToken = (testApp: TestApp, email: string) => {
  const link = testApp.mailbox.messages
    .filter((m) => m.to === email.toLowerCase())
    .flatMap((m) => m.links ?? [])
    .findLast((l) => l.includes('/invitations/'));
  expect(link, `no invitation mail to ${email}`).toBeDefined();
  return new URL(link as string).pathname.split('/').at(-1) as string;
};

/** The owner invites an address with a role, as the team page does; answers the invitation. */
export const invite = async (testApp: TestApp, ownerCookie: string, email: string, role: TeamRole) => {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: originHeaders(testApp, ownerCookie),
    payload: { email, role },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; email: string; role: TeamRole; expiresAt: string };
};

/** A phone's own address, so the link's per-IP budget is not what a test is about. */
const somewhere = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Accepts an invitation (as a new account unless `cookie` signs it in), as the invitation page sends it. */
export const acceptAsNewcomer = (
  testApp: TestApp,
  token: string,
  body: Record<string, unknown> = { fullName: 'Manjula Patil', phone: '9845011223', password: 'secret123' },
  cookie?: string,
) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    headers: originHeaders(testApp, cookie),
    remoteAddress: somewhere(),
    payload: body,
  });

/**
 * A member of the owner's FPO with a role, invited and joined through the API as a new account:
 * signed in, with the cookie its answer set.
 */
export const addMember = async (
  testApp: TestApp,
  ownerCookie: string,
  role: TeamRole,
  { email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.org`, fullName = 'Manjula Patil' } = {},
) => {
  await invite(testApp, ownerCookie, email, role);
  const accepted = await acceptAsNewcomer(testApp, invitationToken(testApp, email), {
    fullName,
    phone: '9845011223',
    password: 'secret123',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const cookie = cookieFrom(accepted.headers['set-cookie']);
  const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(me.statusCode, me.body).toBe(200);
  return { email, cookie, userId: me.json().user.id as string, role };
};
