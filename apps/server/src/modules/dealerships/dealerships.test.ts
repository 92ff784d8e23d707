import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { settingsBody } from '../../test/settings.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type Offer = {
  requirementId: string;
  categoryName: string;
  eligibility: { eligible: boolean; unmet: { kind: string }[] };
  application: { status: string } | null;
};
type Company = { name: string; eligible: boolean; offers: Offer[] };

describe('dealership opportunities (document 2, 2.17, 4, 5)', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database, mailbox } = testApp;
  const ownerAccount = await createOperator(testApp, 'owner@sangam.example');
  const owner = clientFor(testApp, ownerAccount.cookie);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;
  const adminOf = async (pageAccess: object) => {
    const account = await createOperator(testApp);
    const granted = await owner.post('/api/admin/access', { userId: await idOf(account.cookie), pageAccess });
    expect(granted.statusCode, granted.body).toBe(204);
    return clientFor(testApp, account.cookie);
  };
  const viewer = await adminOf({ dealerships: { view: true, edit: false, delete: false } });
  const editor = await adminOf({ dealerships: { view: true, edit: true, delete: false } });

  // An FPO of three farmers in Karnataka, 7.5 acres, with GST and FSSAI numbers.
  const operator = await createOperator(testApp);
  const fpo = clientFor(testApp, operator.cookie);
  expect((await fpo.put('/api/settings', settingsBody)).statusCode).toBe(200);
  for (let i = 0; i < 3; i++) {
    const added = await fpo.post(
      '/api/farmers',
      farmerInput({ farmerName: `Ramesh ${i}`, phoneNumber: `984501234${i}`, state: 'Karnataka' }),
    );
    expect(added.statusCode, added.body).toBe(201);
  }

  const created = async (url: string, body: object, client = owner) => {
    const answer = await client.post(url, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string };
  };
  const seeds = await created('/api/admin/dealerships/categories', { name: 'Seeds' });
  const tools = await created('/api/admin/dealerships/categories', { name: 'Tools' });
  const irrigation = await created('/api/admin/dealerships/categories', { name: 'Irrigation Systems' });
  const greenfield = await created('/api/admin/dealerships/companies', {
    name: 'Greenfield Agro Inputs',
    description: 'Seeds and tools',
    website: 'https://greenfield.example.org',
  });
  const terms = {
    minFarmers: 0,
    minAcres: 0,
    minAnnualTurnover: 0,
    requiredDocuments: [],
    states: [],
    commissionStructure: null,
    additionalRequirements: null,
  };
  const seedsOffer = await created('/api/admin/dealerships/requirements', {
    ...terms,
    companyId: greenfield.id,
    categoryId: seeds.id,
    minFarmers: 3,
    minAcres: 7.5,
    minAnnualTurnover: 300_000,
    requiredDocuments: ['gst', 'fssai'],
    states: ['karnataka'],
  });
  const toolsOffer = await created('/api/admin/dealerships/requirements', {
    ...terms,
    companyId: greenfield.id,
    categoryId: tools.id,
    minFarmers: 10,
    minAcres: 20,
    minAnnualTurnover: 1_000_000,
    requiredDocuments: ['gst', 'pan', 'moa'],
    states: ['Kerala'],
  });
  const overview = async (client = fpo) => {
    const answer = await client.get('/api/dealerships');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const audit = async (targetId: string) =>
    rowsOf<{ action: string }>(
      await database.db.execute(
        sql`select action from audit_events where target_id = ${targetId} order by created_at`,
      ),
    ).map((r) => r.action);

  it("judges each category on the FPO's own figures, with what is missing", async () => {
    const page = await overview();
    expect(page.figures).toEqual({
      farmers: 3,
      acres: 7.5,
      turnover: 337_500,
      turnoverSource: 'estimate',
      documents: ['gst', 'fssai'],
      state: 'Karnataka',
    });
    expect(page.categories.map((c: { name: string }) => c.name)).toEqual([
      'Irrigation Systems',
      'Seeds',
      'Tools',
    ]);
    const [company] = page.companies as Company[];
    expect(company?.eligible).toBe(true);
    expect(company?.offers.map((o) => [o.categoryName, o.eligibility.eligible])).toEqual([
      ['Seeds', true],
      ['Tools', false],
    ]);
    expect(company?.offers[1]?.eligibility.unmet).toEqual([
      { kind: 'farmers', short: 7 },
      { kind: 'acres', short: 12.5 },
      { kind: 'turnover', needed: 1_000_000 },
      { kind: 'documents', missing: ['pan', 'moa'] },
      { kind: 'location' },
    ]);
    expect(page.counts).toEqual({ eligible: 1, applied: 0, total: 2 });
  });

  it("counts the FPO's recorded sales of the last 12 months as its turnover where it has them", async () => {
    const other = await createOperator(testApp);
    const [buyer] = rowsOf<{ id: string }>(
      await database.db.execute(
        sql`insert into global_buyers (name, phone_number, address, crop_interest) values ('Buyer', '9845000001', 'Ballari', 'Maize') returning id`,
      ),
    );
    const otherUser = await idOf(other.cookie);
    const record = (amount: number, date: string) =>
      database.db.execute(sql`
        insert into buyer_feedback (global_buyer_id, user_id, fpo_id, rating, transaction_amount, transaction_date)
        values (${buyer?.id}, ${otherUser}, ${other.fpoId}, 4, ${amount}, ${date})`);
    await record(250_000, new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10));
    const page = await overview(clientFor(testApp, other.cookie));
    expect(page.figures).toMatchObject({ turnover: 250_000, turnoverSource: 'recorded' });
    await database.db.execute(
      sql`update buyer_feedback set transaction_date = current_date - interval '13 months' where fpo_id = ${other.fpoId}`,
    );
    expect((await overview(clientFor(testApp, other.cookie))).figures).toMatchObject({
      turnover: 0,
      turnoverSource: 'estimate',
    });
  });

  it('lists only active companies, eligible first, then by name', async () => {
    const dormant = await created('/api/admin/dealerships/companies', { name: 'Anand Implements' });
    await created('/api/admin/dealerships/requirements', {
      ...terms,
      companyId: dormant.id,
      categoryId: irrigation.id,
      minFarmers: 500,
    });
    expect(((await overview()).companies as Company[]).map((c) => c.name)).toEqual([
      'Greenfield Agro Inputs',
      'Anand Implements',
    ]);
    const off = await owner.put(`/api/admin/dealerships/companies/${dormant.id}/active`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, requirementCount: 1 });
    expect(((await overview()).companies as Company[]).map((c) => c.name)).toEqual([
      'Greenfield Agro Inputs',
    ]);
    expect(await audit(dormant.id)).toEqual(['dealership_company.created', 'dealership_company.deactivated']);
  });

  it('takes an application with the terms ticked, once, and only where the FPO is eligible', async () => {
    const unticked = await fpo.post('/api/dealerships/applications', {
      requirementId: seedsOffer.id,
      acceptTerms: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.issues).toEqual([{ field: 'acceptTerms', code: 'terms_required' }]);

    const refused = await fpo.post('/api/dealerships/applications', {
      requirementId: toolsOffer.id,
      acceptTerms: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not_eligible');

    const applied = await fpo.post('/api/dealerships/applications', {
      requirementId: seedsOffer.id,
      acceptTerms: true,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({
      companyName: 'Greenfield Agro Inputs',
      categoryName: 'Seeds',
      status: 'pending',
    });

    const again = await fpo.post('/api/dealerships/applications', {
      requirementId: seedsOffer.id,
      acceptTerms: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_applied');

    const page = await overview();
    expect(page.counts).toEqual({ eligible: 1, applied: 1, total: 2 });
    expect((page.companies as Company[])[0]?.offers[0]?.application).toMatchObject({ status: 'pending' });
    const [snapshot] = rowsOf<{ application_data: object; eligibility_check: { eligible: boolean } }>(
      await database.db.execute(
        sql`select application_data, eligibility_check from dealership_applications where fpo_id = ${operator.fpoId}`,
      ),
    );
    expect(snapshot?.application_data).toMatchObject({ farmers: 3, acres: 7.5, state: 'Karnataka' });
    expect(snapshot?.eligibility_check.eligible).toBe(true);
  });

  it("keeps one FPO's applications from another, and an unknown requirement is not found", async () => {
    const other = await createOperator(testApp);
    const page = await overview(clientFor(testApp, other.cookie));
    expect(page.applications).toEqual([]);
    expect((page.companies as Company[])[0]?.offers.every((o) => o.application === null)).toBe(true);
    const unknown = await clientFor(testApp, other.cookie).post('/api/dealerships/applications', {
      requirementId: crypto.randomUUID(),
      acceptTerms: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('asks for Pro once the trial has ended on the Starter plan', async () => {
    const lapsed = await createOperator(testApp);
    await database.db.execute(
      sql`update fpos set trial_end_date = now() - interval '1 day' where id = ${lapsed.fpoId}`,
    );
    const client = clientFor(testApp, lapsed.cookie);
    for (const answer of [
      await client.get('/api/dealerships'),
      await client.post('/api/dealerships/applications', { requirementId: seedsOffer.id, acceptTerms: true }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('plan_required');
    }
    await database.db.execute(sql`update fpos set plan = 'pro' where id = ${lapsed.fpoId}`);
    expect((await client.get('/api/dealerships')).statusCode).toBe(200);
  });

  it("moves an application through review, telling the FPO's people in the app and by mail", async () => {
    const listed = await viewer.get('/api/admin/dealerships/applications?status=pending');
    expect(listed.statusCode).toBe(200);
    const [application] = listed.json().items;
    expect(application).toMatchObject({
      fpoId: operator.fpoId,
      fpoName: settingsBody.fpoName,
      status: 'pending',
      figures: { farmers: 3 },
    });
    expect(listed.json().counts).toMatchObject({ pending: 1, approved: 0 });

    const notAllowed = await viewer.put(`/api/admin/dealerships/applications/${application.id}/status`, {
      status: 'approved',
    });
    expect(notAllowed.statusCode).toBe(403);

    const reviewing = await editor.put(`/api/admin/dealerships/applications/${application.id}/status`, {
      status: 'under_review',
    });
    expect(reviewing.statusCode, reviewing.body).toBe(200);
    const approved = await editor.put(`/api/admin/dealerships/applications/${application.id}/status`, {
      status: 'approved',
      note: 'Welcome aboard: the area manager will call.',
    });
    expect(approved.json()).toMatchObject({
      status: 'approved',
      reviewNote: 'Welcome aboard: the area manager will call.',
    });

    const notices = rowsOf<{ kind: string; params: { status: string; company: string }; link: string }>(
      await database.db.execute(
        sql`select kind, params, link from notifications where fpo_id = ${operator.fpoId} order by created_at`,
      ),
    );
    expect(notices.map((n) => n.params.status)).toEqual(['under_review', 'approved']);
    expect(notices[1]).toMatchObject({
      kind: 'dealership_status',
      link: '/dealership',
      params: { company: 'Greenfield Agro Inputs', category: 'Seeds' },
    });
    const mail = mailbox.lastTo(operator.email);
    expect(mail?.text ?? mail?.html).toContain('Greenfield Agro Inputs');

    // The same status again tells no one.
    await editor.put(`/api/admin/dealerships/applications/${application.id}/status`, { status: 'approved' });
    const count = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from notifications where fpo_id = ${operator.fpoId}`,
      ),
    );
    expect(count[0]?.n).toBe(2);
    expect(await audit(application.id)).toEqual([
      'dealership_application.status_changed',
      'dealership_application.status_changed',
    ]);
    expect((await overview()).applications[0]).toMatchObject({ status: 'approved' });

    const missing = await editor.put(`/api/admin/dealerships/applications/${crypto.randomUUID()}/status`, {
      status: 'approved',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the catalogue tidy: names once, a category in use stays, deletes need delete', async () => {
    const twice = await owner.post('/api/admin/dealerships/categories', { name: 'seeds' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('category_exists');
    const sameCompany = await owner.post('/api/admin/dealerships/companies', {
      name: 'GREENFIELD agro inputs',
    });
    expect(sameCompany.json().error.code).toBe('company_exists');
    const secondOffer = await owner.post('/api/admin/dealerships/requirements', {
      ...terms,
      companyId: greenfield.id,
      categoryId: seeds.id,
    });
    expect(secondOffer.json().error.code).toBe('requirement_exists');

    const inUse = await owner.delete(`/api/admin/dealerships/categories/${seeds.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('category_in_use');

    expect((await editor.delete(`/api/admin/dealerships/requirements/${toolsOffer.id}`)).statusCode).toBe(
      403,
    );
    expect((await owner.delete(`/api/admin/dealerships/requirements/${toolsOffer.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/admin/dealerships/categories/${tools.id}`)).statusCode).toBe(204);
    expect(await audit(tools.id)).toEqual(['dealership_category.created', 'dealership_category.deleted']);

    const renamed = await editor.put(`/api/admin/dealerships/categories/${irrigation.id}`, {
      name: 'Irrigation',
    });
    expect(renamed.json()).toMatchObject({ name: 'Irrigation', requirementCount: 1 });
    const changed = await editor.put(`/api/admin/dealerships/requirements/${seedsOffer.id}`, {
      ...terms,
      minFarmers: 4,
      states: ['Karnataka', 'Goa'],
    });
    expect(changed.json()).toMatchObject({
      minFarmers: 4,
      states: ['Karnataka', 'Goa'],
      categoryName: 'Seeds',
    });
    const offer = ((await overview()).companies as Company[])[0]?.offers[0];
    expect(offer?.eligibility.unmet).toEqual([{ kind: 'farmers', short: 1 }]);
    // The application made under the old terms keeps its status.
    expect(offer?.application).toMatchObject({ status: 'approved' });
  });
});
