import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { createOperator, originHeaders, signUp } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

describe('admin plan and trial controls', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const owner = await createOperator(testApp, 'owner@sangam.example');
  const operator = await createOperator(testApp);
  const put = (cookie: string, url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url, headers: originHeaders(testApp, cookie), payload });

  it('refuses every admin call to anyone but the owner', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/fpos' });
    expect(anonymous.statusCode).toBe(401);
    const regular = await app.inject({
      method: 'GET',
      url: '/api/admin/fpos',
      headers: { cookie: operator.cookie },
    });
    expect(regular.statusCode).toBe(403);
    expect(regular.json().error.code).toBe('forbidden');
    const change = await put(operator.cookie, `/api/admin/fpos/${operator.fpoId}/plan`, { plan: 'pro_max' });
    expect(change.statusCode).toBe(403);
  });

  it('refuses an unverified account that uses the owner address', async () => {
    const other = await buildTestApp({ OWNER_EMAIL: 'late@sangam.example' });
    const user = await signUp(other, 'late@sangam.example');
    const response = await other.app.inject({
      method: 'GET',
      url: '/api/admin/fpos',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists FPOs for the owner', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/fpos',
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((f: { id: string }) => f.id)).toContain(operator.fpoId);
  });

  it('sets a custom trial end and records who did it', async () => {
    const end = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
    const response = await put(owner.cookie, `/api/admin/fpos/${operator.fpoId}/trial`, {
      trialEndDate: end,
      reason: 'Harvest season',
    });
    expect(response.statusCode).toBe(204);
    const me = (
      await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: operator.cookie } })
    ).json();
    expect(me.fpo.trial).toMatchObject({ daysRemaining: 10, extendedByAdmin: true, trialEndDate: end });
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, operator.fpoId));
    expect(events.at(-1)).toMatchObject({ action: 'trial.set', actorUserId: expect.any(String) });
  });

  it('answers 404 for an unknown FPO and 400 for a bad date', async () => {
    expect(
      (await put(owner.cookie, '/api/admin/fpos/00000000-0000-4000-8000-000000000000/plan', { plan: 'pro' }))
        .statusCode,
    ).toBe(404);
    const bad = await put(owner.cookie, `/api/admin/fpos/${operator.fpoId}/trial`, {
      trialEndDate: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0]).toEqual({ field: 'trialEndDate', code: 'date_invalid' });
  });
});
