import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailLocales } from '../../mail/messages.ts';
import {
  cookieFrom,
  createOperator,
  onboard,
  originHeaders,
  signIn,
  signUp,
  verifyEmail,
} from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { acceptAsNewcomer, addMember, invitationToken, invite } from '../../test/team.ts';

describe('an FPO team: invitations, roles and removal (issue 20, decision 036)', async () => {
  const testApp = await buildTestApp({ API_RATE_LIMIT: '1000000' });
  const { app, database } = testApp;
  // The owner reads Hindi: the invitations go out in Hindi.
  const owner = await createOperator(testApp, 'lakshmi@hosur.example', { language: 'hi' });
  const ownerClient = clientFor(testApp, owner.cookie);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const preview = (token: string) => app.inject({ method: 'GET', url: `/api/invitations/${token}` });
  const team = async () =>
    (await ownerClient.get('/api/team')).json() as {
      members: { userId: string; email: string; role: string; isYou: boolean; name: string }[];
      invitations: { id: string; email: string; role: string; invitedBy: string; expired: boolean }[];
    };

  it('invites by email, and the newcomer joins as field staff, signed in, without a confirmation mail', async () => {
    const email = 'ravi@hosur.example';
    const invitation = await invite(testApp, owner.cookie, email, 'field_staff');
    expect(invitation).toMatchObject({ email, role: 'field_staff', expired: false });

    // One mail, in the inviter's language, naming the FPO and the role, with the link.
    const mail = testApp.mailbox.lastTo(email);
    expect(mail?.subject).toBe(
      mailLocales.hi.invitation.subject
        .replace('{{inviter}}', 'Lakshmi Devi')
        .replace('{{fpoName}}', 'Hosur Farmers Producer Company'),
    );
    expect(mail?.text).toContain(mailLocales.hi.invitation.roles.field_staff);
    const token = invitationToken(testApp, email);
    expect(mail?.links).toEqual([`http://localhost:3000/invitations/${token}`]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    expect(JSON.stringify(await rows(sql`select * from fpo_invitations`))).not.toContain(token);

    expect((await team()).invitations).toEqual([
      expect.objectContaining({ email, role: 'field_staff', invitedBy: 'Lakshmi Devi', expired: false }),
    ]);

    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      fpoName: 'Hosur Farmers Producer Company',
      email,
      role: 'field_staff',
      invitedBy: 'Lakshmi Devi',
      expiresAt: invitation.expiresAt,
      accountExists: false,
    });

    const mailsBefore = testApp.mailbox.messages.length;
    const accepted = await acceptAsNewcomer(testApp, token, {
      fullName: 'Ravi Kumar',
      phone: '98450 11223',
      password: 'secret123',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ home: '/farmers' });
    // No confirmation mail: the link came to this mailbox.
    expect(testApp.mailbox.messages.slice(mailsBefore).filter((m) => m.to === email)).toEqual([]);

    const cookie = cookieFrom(accepted.headers['set-cookie']);
    const ravi = clientFor(testApp, cookie);
    const me = (await ravi.get('/api/me')).json();
    expect(me.user).toMatchObject({ email, emailVerified: true, name: 'Ravi Kumar', language: 'hi' });
    expect(me.profile).toMatchObject({
      fullName: 'Ravi Kumar',
      phone: '+919845011223',
      onboardingCompleted: true,
    });
    expect(me.fpo).toMatchObject({ id: owner.fpoId, role: 'field_staff' });
    expect((await ravi.get('/api/farmers')).statusCode).toBe(200);
    expect((await ravi.post('/api/farmers', farmerInput({ phoneNumber: '9845012001' }))).statusCode).toBe(
      201,
    );
    const dashboard = await ravi.get('/api/dashboard');
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json()).toEqual({ error: { code: 'role_forbidden' } });
    // The password is better-auth's: it signs in with it.
    expect((await signIn(testApp, email, 'secret123')).statusCode).toBe(200);

    // The link is used up; the team shows the member and no invitation.
    expect((await preview(token)).json()).toEqual({ error: { code: 'invitation_invalid' } });
    const now = await team();
    expect(now.invitations).toEqual([]);
    expect(now.members.map((m) => [m.email, m.role, m.isYou])).toEqual([
      [owner.email, 'owner', true],
      [email, 'field_staff', false],
    ]);
    const audited = await rows<{ action: string }>(
      sql`select action from audit_events where details->>'email' = ${email} order by created_at`,
    );
    expect(audited.map((r) => r.action)).toEqual(['team.member_invited', 'team.invitation_accepted']);
  });

  it('asks the person to sign in when the address has an account, then joins them signed in', async () => {
    const email = 'meena@hosur.example';
    // An account that confirmed its address but never made an FPO.
    const meena = await signUp(testApp, email);
    const cookie = await verifyEmail(testApp, meena);
    await invite(testApp, owner.cookie, email, 'manager');
    const token = invitationToken(testApp, email);
    expect((await preview(token)).json()).toMatchObject({ accountExists: true, role: 'manager' });

    const anonymous = await acceptAsNewcomer(testApp, token);
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json()).toEqual({ error: { code: 'sign_in_required' } });

    // Signed in, with no name or phone on record yet: both are asked for.
    const bare = await acceptAsNewcomer(testApp, token, {}, cookie);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.issues).toEqual([
      { field: 'fullName', code: 'full_name_required' },
      { field: 'phone', code: 'phone_required' },
    ]);
    const joined = await acceptAsNewcomer(
      testApp,
      token,
      { fullName: 'Meena Rao', phone: '9845011224' },
      cookie,
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ home: '/dashboard' });
    const me = (await clientFor(testApp, cookie).get('/api/me')).json();
    expect(me.fpo).toMatchObject({ id: owner.fpoId, role: 'manager' });
    expect(me.profile).toMatchObject({ fullName: 'Meena Rao', onboardingCompleted: true });
  });

  it('refuses another signed-in account, and a person already in an FPO', async () => {
    const email = 'suresh@hosur.example';
    await invite(testApp, owner.cookie, email, 'manager');
    const token = invitationToken(testApp, email);

    const other = await createOperator(testApp, 'someone-else@hosur.example');
    const wrong = await acceptAsNewcomer(testApp, token, {}, other.cookie);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ error: { code: 'invitation_other_account' } });

    // The invited person made an FPO of their own meanwhile.
    const suresh = await signUp(testApp, email);
    const cookie = await verifyEmail(testApp, suresh);
    await onboard(testApp, cookie, { fpoName: 'Suresh FPO' });
    const already = await acceptAsNewcomer(testApp, token, {}, cookie);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ error: { code: 'already_in_an_fpo' } });
    // And nobody in an FPO can be invited again.
    const refused = await ownerClient.post('/api/team/invitations', { email, role: 'manager' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'already_in_an_fpo' } });
  });

  it('lets an unconfirmed sign-up with the address give way to the invited person', async () => {
    const email = 'pending@hosur.example';
    // Someone signed up with the address and never confirmed it.
    await signUp(testApp, email, 'someone-elses');
    await invite(testApp, owner.cookie, email, 'field_staff');
    const token = invitationToken(testApp, email);
    expect((await preview(token)).json()).toMatchObject({ accountExists: false });
    const accepted = await acceptAsNewcomer(testApp, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await signIn(testApp, email, 'someone-elses')).statusCode).toBe(401);
    expect((await signIn(testApp, email, 'secret123')).statusCode).toBe(200);
  });

  it('confirms an unconfirmed account that accepts signed in: the link came to its mailbox', async () => {
    const email = 'unconfirmed@hosur.example';
    const person = await signUp(testApp, email);
    const elsewhere = cookieFrom((await signIn(testApp, email, person.password)).headers['set-cookie']);
    await invite(testApp, owner.cookie, email, 'manager');
    const joined = await acceptAsNewcomer(
      testApp,
      invitationToken(testApp, email),
      { fullName: 'Shobha Desai', phone: '9845011225' },
      person.cookie,
    );
    expect(joined.statusCode, joined.body).toBe(200);
    const me = (await clientFor(testApp, person.cookie).get('/api/me')).json();
    expect(me.user.emailVerified).toBe(true);
    expect(me.fpo).toMatchObject({ id: owner.fpoId, role: 'manager' });
    // As when a confirmation link is opened in the browser that signed up: other sessions end.
    expect((await clientFor(testApp, elsewhere).get('/api/me')).statusCode).toBe(401);
  });

  it('says an expired link has expired, and sending it again gives a new link', async () => {
    const email = 'late@hosur.example';
    const invitation = await invite(testApp, owner.cookie, email, 'field_staff');
    const oldToken = invitationToken(testApp, email);
    await database.db.execute(
      sql`update fpo_invitations set expires_at = now() - interval '1 minute' where id = ${invitation.id}`,
    );
    const expired = await preview(oldToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: { code: 'invitation_expired' } });
    expect((await acceptAsNewcomer(testApp, oldToken)).json()).toEqual({
      error: { code: 'invitation_expired' },
    });
    expect((await team()).invitations.find((i) => i.id === invitation.id)?.expired).toBe(true);

    const resent = await ownerClient.post(`/api/team/invitations/${invitation.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id: invitation.id, expired: false });
    const newToken = invitationToken(testApp, email);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken)).statusCode).toBe(404);
    expect((await preview(newToken)).statusCode).toBe(200);
  });

  it('withdraws an invitation: its link then leads nowhere', async () => {
    const email = 'withdrawn@hosur.example';
    const invitation = await invite(testApp, owner.cookie, email, 'manager');
    const token = invitationToken(testApp, email);
    expect((await ownerClient.delete(`/api/team/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect((await preview(token)).json()).toEqual({ error: { code: 'invitation_invalid' } });
    expect((await acceptAsNewcomer(testApp, token)).statusCode).toBe(404);
    expect((await ownerClient.delete(`/api/team/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await ownerClient.post(`/api/team/invitations/${invitation.id}/resend`)).statusCode).toBe(404);
    expect((await team()).invitations.some((i) => i.id === invitation.id)).toBe(false);
  });

  it('renews an open invitation when the same address is invited again', async () => {
    const email = 'Twice@Hosur.example';
    const first = await invite(testApp, owner.cookie, email, 'field_staff');
    const firstToken = invitationToken(testApp, email);
    const second = await invite(testApp, owner.cookie, email, 'manager');
    expect(second).toMatchObject({ id: first.id, email: 'twice@hosur.example', role: 'manager' });
    expect((await preview(firstToken)).statusCode).toBe(404);
    expect((await preview(invitationToken(testApp, email))).json()).toMatchObject({ role: 'manager' });
    expect((await team()).invitations.filter((i) => i.email === 'twice@hosur.example')).toHaveLength(1);
  });

  it('keeps the last owner: not demoted, not removed', async () => {
    const me = (await ownerClient.get('/api/me')).json();
    const demoted = await ownerClient.put(`/api/team/members/${me.user.id}`, { role: 'manager' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({ error: { code: 'last_owner' } });
    const removed = await ownerClient.delete(`/api/team/members/${me.user.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ error: { code: 'last_owner' } });

    // With a second owner, either may step down.
    const partner = await addMember(testApp, owner.cookie, 'owner');
    const down = await clientFor(testApp, partner.cookie).put(`/api/team/members/${partner.userId}`, {
      role: 'manager',
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({ userId: partner.userId, role: 'manager', isYou: true });
    // Now a manager: the team page is closed to them from this request on.
    const closed = await clientFor(testApp, partner.cookie).get('/api/team');
    expect(closed.json()).toEqual({ error: { code: 'role_forbidden' } });
  });

  it('changes a role from the member’s next request on', async () => {
    const member = await addMember(testApp, owner.cookie, 'manager');
    const client = clientFor(testApp, member.cookie);
    expect((await client.get('/api/buyers')).statusCode).toBe(200);
    const changed = await ownerClient.put(`/api/team/members/${member.userId}`, { role: 'field_staff' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'field_staff', isYou: false });
    expect((await client.get('/api/buyers')).json()).toEqual({ error: { code: 'role_forbidden' } });
    expect((await client.get('/api/me')).json().fpo.role).toBe('field_staff');
    const audited = await rows<{ details: { before: string; after: string } }>(
      sql`select details from audit_events where action = 'team.role_changed' and target_id = ${member.userId}`,
    );
    expect(audited.map((r) => r.details)).toEqual([
      expect.objectContaining({ before: 'manager', after: 'field_staff' }),
    ]);
  });

  it('removes a member: signed out everywhere at once, their account and records kept', async () => {
    const member = await addMember(testApp, owner.cookie, 'field_staff', { fullName: 'Gowri Shankar' });
    // A second browser of theirs.
    const elsewhere = cookieFrom((await signIn(testApp, member.email, 'secret123')).headers['set-cookie']);
    const client = clientFor(testApp, member.cookie);
    const farmer = await client.post(
      '/api/farmers',
      farmerInput({ farmerName: 'Basamma Hiremath', phoneNumber: '9845012002' }),
    );
    expect(farmer.statusCode, farmer.body).toBe(201);

    expect((await ownerClient.delete(`/api/team/members/${member.userId}`)).statusCode).toBe(204);
    for (const cookie of [member.cookie, elsewhere]) {
      const next = await clientFor(testApp, cookie).get('/api/farmers');
      expect(next.statusCode).toBe(401);
      expect(next.json()).toEqual({ error: { code: 'unauthenticated' } });
    }
    expect(await rows(sql`select id from session where user_id = ${member.userId}`)).toEqual([]);
    expect(await rows(sql`select user_id from fpo_members where user_id = ${member.userId}`)).toEqual([]);
    expect(await rows(sql`select id from "user" where id = ${member.userId}`)).toHaveLength(1);
    expect(await rows(sql`select created_by from farmers where id = ${farmer.json().id}`)).toEqual([
      { created_by: member.userId },
    ]);
    expect((await team()).members.some((m) => m.userId === member.userId)).toBe(false);
    // Signing in again reaches no FPO.
    const again = cookieFrom((await signIn(testApp, member.email, 'secret123')).headers['set-cookie']);
    expect((await clientFor(testApp, again).get('/api/farmers')).json()).toEqual({
      error: { code: 'onboarding_required' },
    });
  });

  it("finds no member or invitation of another FPO's", async () => {
    const member = await addMember(testApp, owner.cookie, 'manager');
    const invitation = await invite(testApp, owner.cookie, 'notyours@hosur.example', 'manager');
    const stranger = clientFor(testApp, (await createOperator(testApp)).cookie);
    for (const answer of [
      await stranger.put(`/api/team/members/${member.userId}`, { role: 'field_staff' }),
      await stranger.delete(`/api/team/members/${member.userId}`),
      await stranger.delete(`/api/team/invitations/${invitation.id}`),
      await stranger.post(`/api/team/invitations/${invitation.id}/resend`),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: { code: 'not_found' } });
    }
    expect((await team()).members.find((m) => m.userId === member.userId)?.role).toBe('manager');
  });

  it('keeps the team page to owners', async () => {
    for (const role of ['manager', 'field_staff'] as const) {
      const member = clientFor(testApp, (await addMember(testApp, owner.cookie, role)).cookie);
      for (const answer of [
        await member.get('/api/team'),
        await member.post('/api/team/invitations', { email: 'friend@hosur.example', role: 'owner' }),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ error: { code: 'role_forbidden' } });
      }
      // Their own things stay theirs: the account, the language, the notifications.
      expect((await member.get('/api/me')).statusCode).toBe(200);
      expect((await member.put('/api/me/language', { language: 'kn' })).statusCode).toBe(204);
      expect((await member.get('/api/notifications')).statusCode).toBe(200);
    }
  });

  it('sends at most 20 invitations an hour per FPO', async () => {
    const busy = await createOperator(testApp);
    const client = clientFor(testApp, busy.cookie);
    for (let i = 1; i <= 20; i++) {
      const answer = await client.post('/api/team/invitations', {
        email: `n${i}@busy.example`,
        role: 'field_staff',
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const twentyFirst = await client.post('/api/team/invitations', {
      email: 'n21@busy.example',
      role: 'field_staff',
    });
    expect(twentyFirst.statusCode).toBe(429);
    expect(twentyFirst.json().error.code).toBe('rate_limited');
    expect(testApp.mailbox.lastTo('n21@busy.example')).toBeUndefined();
  });

  it('counts the invitation link per IP, as the other public forms', async () => {
    const remoteAddress = '10.20.30.40';
    const token = 'a'.repeat(43);
    for (let i = 0; i < 20; i++) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/invitations/${token}/accept`,
        remoteAddress,
        payload: {},
      });
      expect(answer.statusCode).toBe(404);
    }
    const limited = await app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      remoteAddress,
      payload: {},
    });
    expect(limited.statusCode).toBe(429);
    // Another address is not held back.
    expect(
      (await app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: originHeaders(testApp) }))
        .statusCode,
    ).toBe(404);
  });
});
