import { describe, expect, it } from 'vitest';
import { farmers } from '../../db/schema/farmers.ts';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { recountFarmerFigures } from '../farmers/farmer-figures.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('Pro gating of the reports API', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const owner = await createOperator(testApp, 'owner@sangam.example');
  const report = (cookie: string, days = 30) =>
    app.inject({ method: 'GET', url: `/api/reports/farmers?days=${days}`, headers: { cookie } });
  const expire = (fpoId: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/fpos/${fpoId}/trial`,
      headers: originHeaders(testApp, owner.cookie),
      payload: { trialEndDate: new Date(Date.now() - 2 * DAY).toISOString() },
    });
  const setPlan = (fpoId: string, plan: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/fpos/${fpoId}/plan`,
      headers: originHeaders(testApp, owner.cookie),
      payload: { plan },
    });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/reports/farmers' })).statusCode).toBe(401);
  });

  it('is open to a starters FPO during its trial', async () => {
    const operator = await createOperator(testApp);
    expect((await report(operator.cookie)).statusCode).toBe(200);
  });

  it('refuses a starters FPO after its trial with the plan_required code', async () => {
    const operator = await createOperator(testApp);
    await expire(operator.fpoId);
    const response = await report(operator.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'plan_required', issues: [{ field: 'plan', code: 'pro' }] },
    });
  });

  it.each([
    ['pro', 200],
    ['pro_max', 200],
    ['starters', 403],
  ])('after the trial, a %s FPO gets %s', async (plan, status) => {
    const operator = await createOperator(testApp);
    await expire(operator.fpoId);
    await setPlan(operator.fpoId, plan);
    expect((await report(operator.cookie)).statusCode).toBe(status);
  });

  it("counts only the FPO's own farmers in the range, with the gender split", async () => {
    const mine = await createOperator(testApp);
    const theirs = await createOperator(testApp);
    const row = (
      fpoId: string,
      phone: string,
      gender: 'Male' | 'Female',
      acres: number,
      daysAgo: number,
    ) => ({
      fpoId,
      farmerName: 'Test Farmer',
      phoneNumber: phone,
      acres,
      gender,
      village: 'Hosur',
      block: 'Hosur',
      district: 'Krishnagiri',
      state: 'Tamil Nadu',
      pincode: '635109',
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
    await database.db
      .insert(farmers)
      .values([
        row(mine.fpoId, '+919845000001', 'Male', 2.5, 1),
        row(mine.fpoId, '+919845000002', 'Female', 1.25, 3),
        row(mine.fpoId, '+919845000003', 'Female', 4, 20),
        row(mine.fpoId, '+919845000004', 'Male', 10, 100),
        row(theirs.fpoId, '+919845000001', 'Male', 99, 1),
      ]);
    // Written behind the services' back with past dates: counted again, as a repair would.
    await recountFarmerFigures(database.db, mine.fpoId);
    await recountFarmerFigures(database.db, theirs.fpoId);
    const week = (await report(mine.cookie, 7)).json();
    expect(week).toMatchObject({
      rangeDays: 7,
      totalFarmers: 2,
      totalAcres: 3.75,
      averageAcres: 1.9,
      genders: { male: 1, female: 1, other: 0 },
      acresByGender: { male: 2.5, female: 1.25 },
    });
    const month = (await report(mine.cookie, 30)).json();
    expect(month.totalFarmers).toBe(3);
    expect((await report(mine.cookie, 365)).json().totalFarmers).toBe(4);
  });

  it('refuses a range the report does not offer', async () => {
    const response = await report(owner.cookie, 12);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0]).toEqual({ field: 'days', code: 'range_invalid' });
  });

  it('refuses an unverified or un-onboarded user', async () => {
    const { signUp } = await import('../../test/accounts.ts');
    const fresh = await signUp(testApp, 'fresh@example.org');
    const response = await report(fresh.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('email_not_verified');
  });
});
