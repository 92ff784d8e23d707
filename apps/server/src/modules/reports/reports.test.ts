import type { WorkSheet } from '@e965/xlsx';
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

describe('report export', async () => {
  const testApp = await buildTestApp();
  const { app, database } = testApp;
  const mine = await createOperator(testApp);
  const theirs = await createOperator(testApp);
  const exported = (cookie: string, format: string, days = 30) =>
    app.inject({
      method: 'GET',
      url: `/api/reports/farmers/export?days=${days}&format=${format}`,
      headers: { cookie },
    });
  const row = (fpoId: string, n: number, createdAt: Date, farmerName = `Farmer ${n}`) => ({
    fpoId,
    farmerName,
    phoneNumber: `+9198450${String(n).padStart(5, '0')}`,
    acres: 1 + (n % 4) * 0.25,
    gender: n % 2 ? ('Female' as const) : ('Male' as const),
    village: 'Hosur',
    block: 'Hosur',
    district: 'Krishnagiri',
    state: 'Tamil Nadu',
    pincode: '635109',
    preferredLanguage: n % 2 ? 'kn' : 'en',
    createdAt,
  });
  // One import's 2,500 rows share their creation time: more than one page of the export.
  const imported = new Date(Date.now() - 2 * DAY);
  await database.db
    .insert(farmers)
    .values([
      row(mine.fpoId, 0, new Date(Date.now() - 40 * DAY), 'Too Old'),
      row(mine.fpoId, 1, new Date(Date.now() - 20 * DAY), '=HYPERLINK("http://evil.example","Click")'),
      ...Array.from({ length: 2500 }, (_, i) => row(mine.fpoId, 100 + i, imported)),
      row(theirs.fpoId, 1, new Date(Date.now() - DAY), 'Not Mine'),
    ]);
  await recountFarmerFigures(database.db, mine.fpoId);

  it('writes the JSON of the figures, the export date and the range', async () => {
    const response = await exported(mine.cookie, 'json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="sangam-farmers-last-30-days-\d{4}-\d\d-\d\d\.json"/,
    );
    const body = response.json();
    expect(body.stats).toMatchObject({
      rangeDays: 30,
      totalFarmers: 2501,
      genders: { male: 1250, female: 1251 },
    });
    expect(Date.parse(body.exportDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.timeRange).toEqual({ days: 30, from: body.stats.since, to: body.exportDate });
  });

  it("writes every farmer of the range once, oldest first in the order written, and none of another FPO's", async () => {
    const response = await exported(mine.cookie, 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      response.body.startsWith(
        '\uFEFFFarmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode,Preferred Language,Added On\r\n',
      ),
    ).toBe(true);
    const lines = response.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(2501);
    // A name that would run as a formula in Excel is written as text.
    expect(lines[0]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example"",""Click""\)",9845000001,1.25,Female,/);
    // Each farmer's language by its English name, which an import reads back.
    expect(lines[0]).toMatch(/,635109,Kannada,\d{4}-\d\d-\d\d$/);
    const names = lines.slice(1).map((line) => line.split(',')[0]);
    expect(names).toEqual(Array.from({ length: 2500 }, (_, i) => `Farmer ${100 + i}`));
    expect(response.body).not.toContain('Not Mine');
    expect(response.body).not.toContain('Too Old');
  });

  it('writes the same rows as an XLSX workbook, acres as numbers and names as text', async () => {
    const response = await exported(mine.cookie, 'xlsx', 7);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('last-7-days');
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets.Farmers as WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual([
      'Farmer Name',
      'Phone',
      'Acres',
      'Gender',
      'Village',
      'Block',
      'District',
      'State',
      'Pincode',
      'Preferred Language',
      'Added On',
    ]);
    expect(rows).toHaveLength(2501);
    expect(rows[1]).toEqual([
      'Farmer 100',
      '9845000100',
      1,
      'Male',
      'Hosur',
      'Hosur',
      'Krishnagiri',
      'Tamil Nadu',
      '635109',
      'English',
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    ]);
    expect(sheet.C2).toMatchObject({ t: 'n', v: 1 });
    expect(
      Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell),
    ).toBe(false);
  });

  it('writes only the header for an FPO with no farmers in the range', async () => {
    const response = await exported(theirs.cookie, 'csv', 7);
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const empty = await createOperator(testApp);
    expect((await exported(empty.cookie, 'csv')).body).toBe(
      '\uFEFFFarmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode,Preferred Language,Added On\r\n',
    );
  });

  it('refuses a format or range it does not offer, and a visitor', async () => {
    const format = await exported(mine.cookie, 'xls');
    expect(format.statusCode).toBe(400);
    expect(format.json().error.issues[0]).toEqual({ field: 'format', code: 'format_invalid' });
    expect((await exported(mine.cookie, 'csv', 12)).statusCode).toBe(400);
    expect((await exported('', 'csv')).statusCode).toBe(401);
  });
});
