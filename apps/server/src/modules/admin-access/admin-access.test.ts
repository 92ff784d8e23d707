import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator, signUp } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';

describe('back-office access control', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;
  const person = async (email?: string) => {
    const operator = await createOperator(testApp, email);
    return { ...operator, id: await idOf(operator.cookie), client: clientFor(testApp, operator.cookie) };
  };
  const colleague = await person('colleague@fpo.example');
  const lead = await person();
  const third = await person();
  const actions = async (userId: string) =>
    (
      (await database.db.execute(
        sql`select action, details from audit_events where target_type = 'admin_access' and target_id = ${userId} order by created_at`,
      )) as unknown as { rows: { action: string; details: Record<string, unknown> }[] }
    ).rows;

  it('grants a colleague view of users: the list opens, changes and other pages do not', async () => {
    const grant = {
      userId: colleague.id,
      pageAccess: { users: { view: true, edit: false, delete: false } },
      notes: 'Field officer',
    };
    expect((await owner.post('/api/admin/access', grant)).statusCode).toBe(204);
    expect((await owner.post('/api/admin/access', grant)).json().error.code).toBe('access_exists');
    expect((await colleague.client.get('/api/admin/fpos')).statusCode).toBe(200);
    expect(
      (await colleague.client.put(`/api/admin/fpos/${lead.fpoId}/trial`, { trialEndDate: null })).statusCode,
    ).toBe(403);
    expect((await colleague.client.get('/api/admin/access')).statusCode).toBe(403);
    const overview = (await owner.get('/api/admin/access')).json();
    expect(overview.records).toEqual([
      expect.objectContaining({
        userId: colleague.id,
        email: 'colleague@fpo.example',
        fullName: 'Lakshmi Devi',
        fpoName: 'Hosur Farmers Producer Company',
        isActive: true,
        notes: 'Field officer',
        grantedByEmail: 'owner@sangam.example',
      }),
    ]);
    expect(overview.records[0].pageAccess.users).toEqual({ view: true, edit: false, delete: false });
    expect(overview.records[0].pageAccess.crops).toEqual({ view: false, edit: false, delete: false });
    const candidates = overview.candidates.map((c: { userId: string }) => c.userId);
    expect(candidates).toContain(lead.id);
    expect(candidates).not.toContain(colleague.id);
  });

  it('lets no one grant more than they hold, or change their own grant', async () => {
    const access = { view: true, edit: true, delete: true };
    const users = { view: true, edit: true, delete: false };
    expect(
      (await owner.post('/api/admin/access', { userId: lead.id, pageAccess: { access, users } })).statusCode,
    ).toBe(204);
    const refused = async (body: object) =>
      (await lead.client.post('/api/admin/access', { userId: third.id, ...body })).json().error;
    expect(await refused({ isSuperAdmin: true })).toMatchObject({ code: 'grant_exceeds_own' });
    expect(await refused({ pageAccess: { users: { view: true, edit: true, delete: true } } })).toMatchObject({
      code: 'grant_exceeds_own',
      issues: [{ field: 'pageAccess.users.delete', code: 'grant_exceeds_own' }],
    });
    expect(
      (await lead.client.post('/api/admin/access', { userId: third.id, pageAccess: { users } })).statusCode,
    ).toBe(204);
    expect(
      (await lead.client.put(`/api/admin/access/${lead.id}`, { isSuperAdmin: true })).json().error.code,
    ).toBe('own_access');
    expect((await lead.client.delete(`/api/admin/access/${lead.id}`)).json().error.code).toBe('own_access');
    // The lead cannot take away what it could not give either.
    expect((await owner.put(`/api/admin/access/${colleague.id}`, { isSuperAdmin: true })).statusCode).toBe(
      204,
    );
    expect((await lead.client.delete(`/api/admin/access/${colleague.id}`)).json().error.code).toBe(
      'grant_exceeds_own',
    );
  });

  it('records every change with who made it and what was held before', async () => {
    expect((await owner.put(`/api/admin/access/${third.id}/active`, { isActive: false })).statusCode).toBe(
      204,
    );
    expect((await third.client.get('/api/admin/fpos')).statusCode).toBe(403);
    expect((await owner.put(`/api/admin/access/${third.id}/active`, { isActive: true })).statusCode).toBe(
      204,
    );
    expect((await third.client.get('/api/admin/fpos')).statusCode).toBe(200);
    expect((await owner.delete(`/api/admin/access/${third.id}`)).statusCode).toBe(204);
    expect((await third.client.get('/api/admin/fpos')).statusCode).toBe(403);
    expect((await owner.delete(`/api/admin/access/${third.id}`)).statusCode).toBe(404);
    const log = await actions(third.id);
    expect(log.map((row) => row.action)).toEqual([
      'access.granted',
      'access.deactivated',
      'access.activated',
      'access.revoked',
    ]);
    expect(log[3]?.details).toMatchObject({ before: { isActive: true, isSuperAdmin: false } });
    const updated = (await actions(colleague.id)).find((row) => row.action === 'access.updated');
    expect(updated?.details).toMatchObject({
      before: { isSuperAdmin: false },
      after: { isSuperAdmin: true },
    });
  });

  it('grants only to a confirmed account that exists', async () => {
    const unconfirmed = await signUp(testApp, 'unconfirmed@fpo.example');
    const id = await idOf(unconfirmed.cookie);
    expect((await owner.post('/api/admin/access', { userId: id, isSuperAdmin: true })).statusCode).toBe(404);
    expect(
      (await owner.post('/api/admin/access', { userId: 'no-such-user', isSuperAdmin: true })).statusCode,
    ).toBe(404);
    expect(
      (await owner.post('/api/admin/access', { userId: lead.id, pageAccess: { payroll: {} } })).statusCode,
    ).toBe(400);
  });
});
