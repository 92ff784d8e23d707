import type { TeamRole } from '@sangam/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { latestOutboxMail, linkInMail } from '../mail/outbox.ts';
import { demoAccount } from './demo-data.ts';

/**
 * The demonstration FPO's team (issue 20; decision 036; DECISIONS S6): its owner invites a manager
 * and a field staff member through the app's own API, each accepts from the link in the outbox as
 * a new account with the demo's password, and the field staff member adds two farmers signed in as
 * themself, so the register shows who added them. One invitation, to the accountant, is left open
 * on the team page. Demo mode only: called from seed-demo.ts, e.g.
 * `await seedDemoTeam(app, { ...context, cookie })`.
 */
export const demoTeam = [
  { email: 'demo-manager@example.org', role: 'manager', fullName: 'Prakash Kulkarni', phone: '9480012345' },
  { email: 'demo-field@example.org', role: 'field_staff', fullName: 'Savitri Naik', phone: '9480012346' },
] as const satisfies readonly { email: string; role: TeamRole; fullName: string; phone: string }[];

/** Left open: the team page shows an invitation waiting, with its expiry. */
export const demoOpenInvitation = { email: 'demo-accountant@example.org', role: 'manager' } as const;

/** What the field staff member registered on a village visit. */
export const demoTeamFarmers = [
  {
    farmerName: 'Mallappa Hosamani',
    phoneNumber: '8105012301',
    acres: '3.25',
    gender: 'Male',
    village: 'Kampli',
    block: 'Kampli',
    district: 'Ballari',
    state: 'Karnataka',
    pincode: '583132',
    preferredLanguage: 'kn',
  },
  {
    farmerName: 'Girijamma Patil',
    phoneNumber: '8105012302',
    acres: '1.50',
    gender: 'Female',
    village: 'Siruguppa',
    block: 'Siruguppa',
    district: 'Ballari',
    state: 'Karnataka',
    pincode: '583121',
    preferredLanguage: 'kn',
  },
] as const;

export const seedDemoTeam = async (app: FastifyInstance, { cookie }: { cookie: string }) => {
  const origin = app.config.baseUrl ?? 'http://localhost';
  const headers = { host: new URL(origin).host, origin };
  const send = async (url: string, payload: unknown, as = cookie) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: as ? { ...headers, cookie: as } : headers,
      payload: payload as object,
    });
    if (response.statusCode >= 400)
      throw new Error(`demo: POST ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const cookieOf = (response: LightMyRequestResponse) =>
    [response.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');

  const members: Partial<Record<TeamRole, string>> = {};
  for (const { email, role, fullName, phone } of demoTeam) {
    await send('/api/team/invitations', { email, role });
    const link = linkInMail(latestOutboxMail(app.config.dataDir, email), '/invitations/');
    if (!link) throw new Error(`demo: no invitation mail to ${email} in the outbox`);
    const token = new URL(link).pathname.split('/').at(-1) as string;
    const accepted = await send(
      `/api/invitations/${token}/accept`,
      { fullName, phone, password: demoAccount.password },
      '',
    );
    members[role] = cookieOf(accepted);
  }
  for (const farmer of demoTeamFarmers) await send('/api/farmers', farmer, members.field_staff);
  await send('/api/team/invitations', demoOpenInvitation);
};
