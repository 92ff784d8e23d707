import type { BusinessOpportunities, FarmerDetail } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { farmerIntelligence } from '../../db/schema/farmers.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { recordBusinessIntelligence } from '../inventory/business-intelligence.service.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const businessHeader =
  'fpo,Crop,estimated_area,FarmersAffected,Disease/Issue,suggestedagriinput,potentialBusinessOpportunity';

describe("the admin's import of field data", async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const ownerAccount = await createOperator(testApp, 'owner@sangam.example');
  const admin = clientFor(testApp, ownerAccount.cookie);
  const hosur = await createOperator(testApp, 'hosur@fpo.example');
  const hosurClient = clientFor(testApp, hosur.cookie);
  const kolar = await createOperator(testApp, 'kolar@fpo.example', {
    fpoName: 'Kolar Farmers Producer Company',
  });
  const kolarClient = clientFor(testApp, kolar.cookie);
  const send = (kind: string, csv: string) => admin.post('/api/admin/field-data', { kind, csv });
  const business = async (client = hosurClient) =>
    (await client.get('/api/business')).json() as BusinessOpportunities;
  /** Every row of both kinds, to show a refused file changed nothing. */
  const stored = async () => ({
    business: rowsOf(
      await database.db.execute(
        sql`select fpo_id, crop, farmers_affected, potential_rupees from business_intelligence order by 1, 2`,
      ),
    ),
    farmer: rowsOf(
      await database.db.execute(
        sql`select fpo_id, phone_number, issue_faced from farmer_intelligence order by 1, 2, 3`,
      ),
    ),
    audit: rowsOf(
      await database.db.execute(
        sql`select count(*)::int as n from audit_events where action = 'field_data.imported'`,
      ),
    ),
  });

  it('imports business rows for FPOs named by id and by owner email, replacing their earlier rows', async () => {
    await recordBusinessIntelligence(database.db, hosur.fpoId, [
      {
        crop: 'Old survey',
        estimatedArea: 1,
        farmersAffected: 1,
        issue: null,
        suggestedInput: null,
        potentialOpportunity: '₹10',
      },
      {
        crop: 'Old survey 2',
        estimatedArea: 1,
        farmersAffected: 1,
        issue: null,
        suggestedInput: null,
        potentialOpportunity: '₹10',
      },
    ]);
    // A byte-order mark, quoted cells with commas and a line break, CRLF line ends and a blank line.
    const csv =
      `\uFEFF${businessHeader}\r\n` +
      `${hosur.fpoId},Maize,420,85,"Fall armyworm, late instar",Emamectin benzoate 5% SG,"₹1,27,500"\r\n` +
      `\r\n` +
      `HOSUR@fpo.example,Paddy,610,140,"Zinc deficiency\n(khaira)",Zinc sulphate,₹98000\r\n` +
      `kolar@fpo.example,Chilli,"1,50",38,"Thrips ""and"" mites",Fipronil 5% SC,Rs 76000 per season\r\n`;
    const answer = await send('business', csv);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      kind: 'business',
      imported: 3,
      replaced: 2,
      fpos: [
        { fpoId: hosur.fpoId, fpoName: 'Hosur Farmers Producer Company', imported: 2, replaced: 2 },
        { fpoId: kolar.fpoId, fpoName: 'Kolar Farmers Producer Company', imported: 1, replaced: 0 },
      ],
    });

    const mine = await business();
    expect(mine.rows.map((row) => [row.crop, row.issue, row.rupees])).toEqual([
      ['Maize', 'Fall armyworm, late instar', 127_500],
      ['Paddy', 'Zinc deficiency (khaira)', 98_000],
    ]);
    expect(mine.totals).toEqual({ rows: 2, farmersAffected: 225, acres: 1030, rupees: 225_500 });
    expect((await business(kolarClient)).rows).toEqual([
      expect.objectContaining({
        crop: 'Chilli',
        estimatedArea: 150,
        issue: 'Thrips "and" mites',
        rupees: 76_000,
      }),
    ]);

    const [audit] = rowsOf<{ actor: string; target: string; details: Record<string, unknown> }>(
      await database.db.execute(
        sql`select actor_user_id as actor, target_id as target, details from audit_events where action = 'field_data.imported'`,
      ),
    );
    const ownerId = (
      await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: ownerAccount.cookie } })
    ).json().user.id;
    expect(audit).toMatchObject({
      actor: ownerId,
      target: 'business',
      details: { imported: 3, replaced: 2 },
    });
  });

  it('a second survey of an FPO replaces only that FPO’s rows', async () => {
    const answer = await send('business', `fpo_email,crop\nkolar@fpo.example,Tomato\n`);
    expect(answer.json()).toMatchObject({ imported: 1, replaced: 1 });
    expect((await business(kolarClient)).rows.map((row) => row.crop)).toEqual(['Tomato']);
    expect((await business()).rows.map((row) => row.crop)).toEqual(['Maize', 'Paddy']);
  });

  it("imports farmer rows under the register's phone form, which the farmer detail then shows", async () => {
    const added = await hosurClient.post('/api/farmers', farmerInput({ phoneNumber: '9845012345' }));
    expect(added.statusCode, added.body).toBe(201);
    await database.db.insert(farmerIntelligence).values({
      fpoId: hosur.fpoId,
      phoneNumber: '+919845012345',
      issueFaced: 'An older note',
    });
    const csv =
      'FPO,Contact,Created_at,Crop / Enterprise,Issue Faced,Solution Suggested,Likely Next Issue,Products to Buy,Est. Spend (INR)\n' +
      `${hosur.fpoId},098450 12345,14/03/2026,Tomato,Early blight,Spray mancozeb,Fruit borer,"Mancozeb, pheromone traps","₹4,500"\n` +
      `${hosur.fpoId},+91 97000 00001,,Paddy,,,,,\n`;
    const answer = await send('farmer', csv);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'farmer', imported: 2, replaced: 1 });

    const detail = (await hosurClient.get(`/api/farmers/${added.json().id}`)).json() as FarmerDetail;
    expect(detail.intelligence).toEqual([
      {
        id: expect.any(String),
        contact: '098450 12345',
        createdAt: '2026-03-13T18:30:00.000Z',
        cropEnterprise: 'Tomato',
        issueFaced: 'Early blight',
        solutionSuggested: 'Spray mancozeb',
        likelyNextIssue: 'Fruit borer',
        productsToBuy: 'Mancozeb, pheromone traps',
        estSpendInr: 4500,
      },
    ]);
    expect(detail.actionPlan.length).toBeGreaterThan(0);
  });

  it('refuses the whole file, naming each bad row, when one row is bad; nothing changes', async () => {
    const before = await stored();
    const csv =
      `${businessHeader}\n` +
      `${hosur.fpoId},Ragi,10,5,Blast,Tricyclazole,₹5000\n` +
      `${hosur.fpoId},,10,5,Blast,Tricyclazole,₹5000\n` +
      `${hosur.fpoId},Ragi,-10,five,Blast,Tricyclazole,₹5000\n` +
      `nobody@fpo.example,Ragi,10,5,Blast,Tricyclazole,₹5000\n` +
      `${crypto.randomUUID()},Ragi,10,5,Blast,Tricyclazole,₹5000\n` +
      `${hosur.fpoId},Ragi,10,5,Blast, Tricyclazole,Rs 5,000\n`;
    const answer = await send('business', csv);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      error: {
        code: 'validation_failed',
        issues: [
          { field: 'csv', code: 'rows_invalid' },
          { field: 'rows.3.crop', code: 'required' },
          { field: 'rows.4.estimatedArea', code: 'negative' },
          { field: 'rows.4.farmersAffected', code: 'not_a_number' },
          { field: 'rows.5.fpo', code: 'fpo_unknown' },
          { field: 'rows.6.fpo', code: 'fpo_unknown' },
          // An unquoted comma: the row has a cell past the last header.
          { field: 'rows.7', code: 'extra_cells' },
        ],
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('names only the first 20 problems of a file', async () => {
    const bad = Array.from({ length: 30 }, () => `${hosur.fpoId},,1,1,,,`).join('\n');
    const answer = await send('business', `${businessHeader}\n${bad}\n`);
    const issues = answer.json().error.issues as { field: string }[];
    expect(issues).toHaveLength(21);
    expect(issues.at(-1)?.field).toBe('rows.21.crop');
  });

  it.each([
    [
      'business',
      'Disease/Issue,Crop\nRust,Wheat\n',
      'columns_missing',
      [{ field: 'columns.fpo', code: 'missing' }],
    ],
    [
      'farmer',
      'fpo,Crop / Enterprise\nx,Tomato\n',
      'columns_missing',
      [{ field: 'columns.contact', code: 'missing' }],
    ],
    [
      'farmer',
      'fpo,Contact,phone\nx,1,2\n',
      'columns_duplicate',
      [{ field: 'columns.contact', code: 'duplicate' }],
    ],
    ['business', `${businessHeader}\n\n\n`, 'no_rows', []],
    ['business', 'fpo,crop\nx,"Maize\n', 'unreadable', []],
  ])('refuses a %s file that is not one: %j', async (kind, csv, code, more) => {
    const before = await stored();
    const answer = await send(kind, csv);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.issues).toEqual([{ field: 'csv', code }, ...more]);
    expect(await stored()).toEqual(before);
  });

  it('stores formula-looking cells as the text they are', async () => {
    const csv =
      `${businessHeader}\n` +
      `${kolar.fpoId},"=HYPERLINK(""http://evil.example"",""x"")",1,1,+cmd|' /C calc'!A0,@SUM(1),-2+3 rupees\n`;
    const answer = await send('business', csv);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await business(kolarClient)).rows).toEqual([
      expect.objectContaining({
        crop: '=HYPERLINK("http://evil.example","x")',
        issue: "+cmd|' /C calc'!A0",
        suggestedInput: '@SUM(1)',
        opportunity: '-2+3 rupees',
      }),
    ]);
  });

  it('is refused to an FPO user, to nobody and from another site', async () => {
    const body = { kind: 'business', csv: `fpo,crop\n${hosur.fpoId},Maize\n` };
    const before = await stored();
    const asFpoUser = await hosurClient.post('/api/admin/field-data', body);
    expect(asFpoUser.statusCode).toBe(403);
    expect(asFpoUser.json()).toEqual({ error: { code: 'forbidden' } });
    const asNobody = await app.inject({
      method: 'POST',
      url: '/api/admin/field-data',
      headers: { origin: testApp.config.baseUrl as string },
      payload: body,
    });
    expect(asNobody.statusCode).toBe(401);
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: '/api/admin/field-data',
      headers: { cookie: ownerAccount.cookie, origin: 'https://evil.example' },
      payload: body,
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json()).toEqual({ error: { code: 'origin_forbidden' } });
    expect(await stored()).toEqual(before);
  });

  it('takes a file of nearly 2 MB and refuses a larger one', async () => {
    const row = `${hosur.fpoId},Maize,1,1,${'Stem borer '.repeat(40).trim()},Carbofuran,₹1\n`;
    // Counted in UTF-8 bytes, as the limit is: ₹ is three.
    const rows = Math.floor((2 * 1024 * 1024 - 200) / Buffer.byteLength(row));
    const big = `${businessHeader}\n${row.repeat(rows)}`;
    const taken = await send('business', big);
    expect(taken.statusCode, taken.body.slice(0, 300)).toBe(200);
    expect(taken.json()).toMatchObject({ imported: rows, replaced: 2 });
    expect((await business()).totals.rows).toBe(rows);
    const refused = await send('business', `${big}${row.repeat(3)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([{ field: 'csv', code: 'too_long' }]);
  });
});
