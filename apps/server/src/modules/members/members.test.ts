import { todayInIndia } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor, type Client } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { seedDemoMembers } from '../../demo/demo-members.ts';

type Member = { id: string; farmerId: string; farmerName: string; shares: number; paidUpCapital: number };

describe('the member register and the dividends over it', async () => {
  const testApp = await buildTestApp();
  const { database } = testApp;
  const hosur = await createOperator(testApp);
  const kolar = await createOperator(testApp);
  const ours = clientFor(testApp, hosur.cookie);
  const theirs = clientFor(testApp, kolar.cookie);

  const addFarmer = async (client: Client, name: string, phone: string) => {
    const answer = await client.post('/api/farmers', farmerInput({ farmerName: name, phoneNumber: phone }));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  };
  const ramesh = await addFarmer(ours, 'Ramesh Kumar', '9845012301');
  const suma = await addFarmer(ours, 'Suma Devi', '9845012302');
  const anil = await addFarmer(ours, 'Anil Gowda', '9845012303');
  const kolarFarmer = await addFarmer(theirs, 'Kolar Farmer', '9845012304');

  const register = async (client: Client, farmerId: string, capital: number | string, shares = 10) =>
    client.post('/api/members', { farmerId, shares, paidUpCapital: capital, joinedOn: '2024-04-01' });

  let rameshMember: Member;
  let sumaMember: Member;

  it('registers farmers as members and lists them with their names and totals', async () => {
    const first = await register(ours, ramesh, '10,000');
    expect(first.statusCode, first.body).toBe(201);
    rameshMember = first.json();
    expect(rameshMember).toMatchObject({ farmerName: 'Ramesh Kumar', shares: 10, paidUpCapital: 10_000 });
    const second = await register(ours, suma, 20_000, 20);
    expect(second.statusCode, second.body).toBe(201);
    sumaMember = second.json();

    const list = (await ours.get('/api/members')).json();
    expect(list.items.map((m: Member) => m.farmerName)).toEqual(['Ramesh Kumar', 'Suma Devi']);
    expect(list.totals).toEqual({ members: 2, shares: 30, paidUpCapital: 30_000 });
  });

  it('takes a farmer once (409 already_member)', async () => {
    const again = await register(ours, ramesh, 5_000);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_member');
  });

  it("does not find another FPO's farmer or member", async () => {
    const foreign = await register(ours, kolarFarmer, 1_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    const path = `/api/members/${rameshMember.id}`;
    const body = { shares: 1, paidUpCapital: 1, joinedOn: '2024-04-01' };
    for (const answer of [await theirs.put(path, body), await theirs.delete(path)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('not_found');
    }
    expect((await theirs.get('/api/members')).json()).toEqual({
      items: [],
      totals: { members: 0, shares: 0, paidUpCapital: 0 },
    });
    expect((await ours.get('/api/members')).json().totals.members).toBe(2);
  });

  it('refuses no shares, negative capital and a joining date in the future, naming the field', async () => {
    const tomorrow = todayInIndia(new Date(Date.now() + 36 * 60 * 60 * 1000));
    for (const [body, field, code] of [
      [{ farmerId: anil, shares: 0, paidUpCapital: 10, joinedOn: '2024-04-01' }, 'shares', 'shares_invalid'],
      [
        { farmerId: anil, shares: 1, paidUpCapital: -1, joinedOn: '2024-04-01' },
        'paidUpCapital',
        'paid_up_capital_invalid',
      ],
      [{ farmerId: anil, shares: 1, paidUpCapital: 10, joinedOn: tomorrow }, 'joinedOn', 'joined_on_future'],
    ] as const) {
      const answer = await ours.post('/api/members', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.issues).toContainEqual({ field, code });
    }
    expect((await ours.get('/api/members')).json().totals.members).toBe(2);
  });

  it('changes a holding and takes a member off the register, leaving the farmer', async () => {
    const changed = await ours.put(`/api/members/${sumaMember.id}`, {
      shares: 30,
      paidUpCapital: '30,000',
      joinedOn: '2023-04-01',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ shares: 30, paidUpCapital: 30_000, joinedOn: '2023-04-01' });

    const anilMember = (await register(ours, anil, 0, 1)).json() as Member;
    expect((await ours.delete(`/api/members/${anilMember.id}`)).statusCode).toBe(204);
    expect((await ours.delete(`/api/members/${anilMember.id}`)).statusCode).toBe(404);
    expect((await ours.get(`/api/farmers/${anil}`)).statusCode).toBe(200);
  });

  it("computes each member's dividend from the register, adding up to the pool", async () => {
    // Register: Ramesh 10,000 and Suma 30,000 = 40,000 of capital.
    const run = (await ours.get('/api/members/dividends?netProfit=2,00,000')).json();
    // 2,00,000 - 25% - 10% = 1,30,000; 30% of it = 39,000; rate 97.5%.
    expect(run.result).toMatchObject({
      reserves: 50_000,
      development: 20_000,
      remaining: 130_000,
      pool: 39_000,
      paidUpCapital: 40_000,
      ratePercent: 97.5,
    });
    expect(run.inputs).toEqual({
      netProfit: 200_000,
      reservesPercent: 25,
      developmentPercent: 10,
      allocationPercent: 30,
    });
    expect(
      run.items.map((m: { farmerName: string; dividend: number }) => [m.farmerName, m.dividend]),
    ).toEqual([
      ['Ramesh Kumar', 9_750],
      ['Suma Devi', 29_250],
    ]);
    expect(run.totals).toMatchObject({ members: 2, paidUpCapital: 40_000, dividends: 39_000 });

    // Odd figures: the dividends still add up to the pool to the paisa.
    const odd = (
      await ours.get('/api/members/dividends?netProfit=100001&reserves=25&development=1.5&allocation=33.33')
    ).json();
    expect(odd.totals.dividends).toBe(odd.result.pool);
  });

  it('gives no result without a net profit above 0, and says why', async () => {
    for (const query of ['', '?netProfit=0', '?netProfit=-500']) {
      const run = (await ours.get(`/api/members/dividends${query}`)).json();
      expect(run.result, query).toBeNull();
      expect(run.reason).toBe('net_profit_required');
      expect(run.items.every((m: { dividend: number }) => m.dividend === 0)).toBe(true);
    }
    expect(
      (await ours.get('/api/members/dividends?netProfit=1000&reserves=90&development=20')).json().reason,
    ).toBe('deductions_exceed_profit');
    const none = (await theirs.get('/api/members/dividends?netProfit=1000')).json();
    expect(none.reason).toBe('paid_up_capital_required');
    const csv = await theirs.get('/api/members/dividends.csv?netProfit=1000');
    expect(csv.statusCode).toBe(422);
    expect(csv.json().error.code).toBe('dividend_no_result');
  });

  it('downloads the list as CSV with its rows and a total, formula-like cells written as text', async () => {
    const babu = await addFarmer(ours, 'Babu Rao', '9845012305');
    expect((await register(ours, babu, 10_000)).statusCode).toBe(201);
    const file = await ours.get('/api/members/dividends.csv?netProfit=2,00,000');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="member-dividends-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Member,Phone,Village,Shares,Paid-up capital (INR),Joined on,Dividend rate (%),Dividend (INR)',
    );
    // 50,000 of capital now: rate 78%, so 7,800 / 7,800 / 23,400.
    expect(lines.slice(1)).toEqual([
      // A phone starts with +, which a spreadsheet would run as a formula: it is written as text.
      "Babu Rao,'+919845012305,Hosur,10,10000.00,2024-04-01,78.0000,7800.00",
      "Ramesh Kumar,'+919845012301,Hosur,10,10000.00,2024-04-01,78.0000,7800.00",
      "Suma Devi,'+919845012302,Hosur,30,30000.00,2023-04-01,78.0000,23400.00",
      'Total,,,50,50000.00,,78.0000,39000.00',
    ]);
  });

  it('refuses to delete a farmer who is a member (409 farmer_is_member), and deletes them once off the register', async () => {
    const refused = await ours.delete(`/api/farmers/${ramesh}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('farmer_is_member');
    expect((await ours.get(`/api/farmers/${ramesh}`)).statusCode).toBe(200);
    const before = (await ours.get('/api/farmers/stats')).json().totalFarmers;

    expect((await ours.delete(`/api/members/${rameshMember.id}`)).statusCode).toBe(204);
    expect((await ours.delete(`/api/farmers/${ramesh}`)).statusCode).toBe(204);
    expect((await ours.get('/api/farmers/stats')).json().totalFarmers).toBe(before - 1);
  });

  it('lets an account that takes its FPO with it go, members and all', async () => {
    // The FPO cascades to its farmers and its members in one statement; the restricting key holds.
    const leaving = await createOperator(testApp);
    const client = clientFor(testApp, leaving.cookie);
    const farmerId = await addFarmer(client, 'Gone Farmer', '9845012306');
    expect((await register(client, farmerId, 100)).statusCode).toBe(201);
    await database.db.execute(sql`delete from fpos where id = ${leaving.fpoId}`);
    const [left] = (
      (await database.db.execute(
        sql`select count(*)::int as n from fpo_shareholders where fpo_id = ${leaving.fpoId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(left?.n).toBe(0);
  });

  it('asks for Pro Max once the trial has ended', async () => {
    const lapsed = await createOperator(testApp);
    await database.db.execute(
      sql`update fpos set trial_end_date = now() - interval '1 day' where id = ${lapsed.fpoId}`,
    );
    const client = clientFor(testApp, lapsed.cookie);
    for (const answer of [
      await client.get('/api/members'),
      await client.get('/api/members/dividends?netProfit=1'),
      await client.post('/api/members', {
        farmerId: ramesh,
        shares: 1,
        paidUpCapital: 1,
        joinedOn: '2024-04-01',
      }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toEqual({
        code: 'plan_required',
        issues: [{ field: 'plan', code: 'pro_max' }],
      });
    }
    await database.db.execute(sql`update fpos set plan = 'pro' where id = ${lapsed.fpoId}`);
    expect((await client.get('/api/members')).statusCode).toBe(403);
    await database.db.execute(sql`update fpos set plan = 'pro_max' where id = ${lapsed.fpoId}`);
    expect((await client.get('/api/members')).statusCode).toBe(200);
  });

  it("registers three in five of the demo FPO's farmers, with shares and capital", async () => {
    const demo = await createOperator(testApp);
    const client = clientFor(testApp, demo.cookie);
    for (let i = 0; i < 10; i++)
      await addFarmer(client, `Demo Farmer ${'ABCDEFGHIJ'[i]}`, `98450130${10 + i}`);
    expect(await seedDemoMembers(testApp.app, { fpoId: demo.fpoId })).toBe(6);
    const list = (await client.get('/api/members')).json();
    expect(list.totals.members).toBe(6);
    expect(list.items.every((m: Member) => m.shares >= 10 && m.paidUpCapital > 0)).toBe(true);
    const run = (await client.get('/api/members/dividends?netProfit=5,00,000')).json();
    expect(run.totals.dividends).toBe(run.result.pool);
  });
});
