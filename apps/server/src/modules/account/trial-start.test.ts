import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the trial counts from account creation (DECISIONS T4)', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const owner = await createOperator(testApp, 'owner@sangam.example');
  const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

  /** An operator whose account is `days` old, who only now finished onboarding (a new FPO). */
  const operatorSignedUpDaysAgo = async (days: number) => {
    const operator = await createOperator(testApp);
    const [found] = await database.db.select().from(fpos).where(eq(fpos.id, operator.fpoId));
    expect(Date.now() - (found?.createdAt.getTime() ?? 0)).toBeLessThan(DAY);
    await database.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - days * DAY) })
      .where(eq(user.email, operator.email));
    return operator;
  };

  it('ends 30 days after the account was created, however late the FPO was set up', async () => {
    const operator = await operatorSignedUpDaysAgo(40);
    const me = (await get(operator.cookie, '/api/me')).json();
    expect(me.fpo.trial).toMatchObject({ isTrialActive: false, isExpired: true, daysRemaining: -10 });
    // The server's plan check uses the same start.
    expect((await get(operator.cookie, '/api/reports/farmers')).statusCode).toBe(403);
  });

  it('still runs for an account 20 days old', async () => {
    const operator = await operatorSignedUpDaysAgo(20);
    expect((await get(operator.cookie, '/api/me')).json().fpo.trial).toMatchObject({
      isTrialActive: true,
      daysRemaining: 10,
    });
    expect((await get(operator.cookie, '/api/reports/farmers')).statusCode).toBe(200);
  });

  it('shows the admin the same trial', async () => {
    const operator = await operatorSignedUpDaysAgo(40);
    const list = (await get(owner.cookie, '/api/admin/fpos')).json();
    const row = list.find((f: { id: string }) => f.id === operator.fpoId);
    expect(row.trial).toMatchObject({ isExpired: true, daysRemaining: -10 });
  });
});
