import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { settingsBody } from '../../test/settings.ts';

const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
type Item = {
  id: string;
  fitmentScore: number;
  tier: string;
  fitmentReasons: { component: string; code: string }[];
};
const reason = (item: Item | undefined, component: string) =>
  item?.fitmentReasons.find((r) => r.component === component)?.code;

describe('loan and scheme recommendations (document 2, 2.13, 2.14, 4)', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { database } = testApp;
  const operator = await createOperator(testApp);
  const client = clientFor(testApp, operator.cookie);
  await client.put('/api/settings', { ...settingsBody, fssaiNumber: null });
  for (let i = 0; i < 3; i++) {
    const added = await client.post(
      '/api/farmers',
      farmerInput({
        farmerName: `Ramesh ${i}`,
        phoneNumber: `984501234${i}`,
        state: 'Karnataka',
        district: 'Ballari',
        pincode: '583132',
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
  }
  const loans = async () => (await client.get('/api/recommendations/loans')).json();
  const schemes = async () => (await client.get('/api/recommendations/schemes')).json();

  it('computes on first read, best first with a reason for every component, then serves the cache', async () => {
    const first = await loans();
    expect(first.fromCache).toBe(false);
    expect(first.items).toHaveLength(9);
    const scores = first.items.map((i: Item) => i.fitmentScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const item of first.items as Item[])
      expect(item.fitmentReasons.map((r) => r.component)).toEqual([
        'size',
        'farmers',
        'documents',
        'lender',
        'loanType',
      ]);
    expect(first.snapshot).toMatchObject({
      totalFarmers: 3,
      totalAcres: 7.5,
      location: { state: 'Karnataka', district: 'Ballari', pincode: '583132' },
      gstNumber: '27AAPFU0939F1ZV',
      fssaiNumber: null,
      documentCompliance: 20,
    });
    const second = await loans();
    expect(second).toMatchObject({ fromCache: true, calculatedAt: first.calculatedAt });
  });

  it('shows a state scheme only in its state, and every national scheme', async () => {
    const { items } = await schemes();
    const ids = items.map((i: Item) => i.id);
    expect(ids).toContain('karnataka-agri-processing');
    expect(ids).not.toContain('smart-maharashtra');
    expect(ids).not.toContain('up-food-processing-policy');
    expect(ids).toContain('agriculture-infrastructure-fund');
    expect(items).toHaveLength(10);
  });

  it('marks the cache stale when the FSSAI number is added, and the scores move with it', async () => {
    const before = await loans();
    const pmfmeBefore = before.items.find((i: Item) => i.id === 'pmfme-credit-linked');
    expect(reason(pmfmeBefore, 'loanType')).toBe('processing_without_fssai');
    const stale = async () =>
      rows(
        await database.db.execute(
          sql`select kind, is_stale from cached_recommendations where fpo_id = ${operator.fpoId} order by kind`,
        ),
      );
    expect(await stale()).toEqual([
      { kind: 'loans', is_stale: false },
      { kind: 'schemes', is_stale: false },
    ]);
    await client.put('/api/settings', settingsBody);
    expect(await stale()).toEqual([
      { kind: 'loans', is_stale: true },
      { kind: 'schemes', is_stale: true },
    ]);
    const after = await loans();
    expect(after.fromCache).toBe(false);
    expect(after.snapshot.documentCompliance).toBe(40);
    const pmfmeAfter = after.items.find((i: Item) => i.id === 'pmfme-credit-linked');
    expect(reason(pmfmeAfter, 'loanType')).toBe('processing_with_fssai');
    expect(pmfmeAfter.fitmentScore).toBe(pmfmeBefore.fitmentScore + 10);
    const processing = (await schemes()).items.find((i: Item) => i.id === 'pmfme');
    expect(reason(processing, 'type')).toBe('type_processing_fssai');
  });

  it.each([
    [
      'a new farmer',
      () => client.post('/api/farmers', farmerInput({ farmerName: 'Savitri', phoneNumber: '9845099999' })),
    ],
    [
      'a product',
      () =>
        client.post('/api/products', {
          productName: 'Ragi flour',
          packagingType: 'open',
          salePrice: 40000,
          quantityTonnes: 2,
        }),
    ],
  ])('marks the cache stale on %s', async (_what, write) => {
    await loans();
    expect((await loans()).fromCache).toBe(true);
    const response = await write();
    expect(response.statusCode, response.body).toBe(201);
    expect((await loans()).fromCache).toBe(false);
  });

  it('recomputes a record older than 25 hours, and on Refresh Now', async () => {
    await loans();
    await database.db.execute(
      sql`update cached_recommendations set calculated_at = now() - interval '24 hours 59 minutes' where fpo_id = ${operator.fpoId}`,
    );
    expect((await loans()).fromCache).toBe(true);
    await database.db.execute(
      sql`update cached_recommendations set calculated_at = now() - interval '25 hours 1 minute' where fpo_id = ${operator.fpoId}`,
    );
    expect((await loans()).fromCache).toBe(false);
    expect((await loans()).fromCache).toBe(true);
    const refreshed = await client.post('/api/recommendations/schemes/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().fromCache).toBe(false);
  });

  it("keeps each FPO's recommendations to itself, and shows them to the back office", async () => {
    const other = await createOperator(testApp, 'hosur@fpo.example');
    const otherClient = clientFor(testApp, other.cookie);
    const theirs = (await otherClient.get('/api/recommendations/loans')).json();
    expect(theirs.snapshot).toMatchObject({ totalFarmers: 0, location: { state: null } });
    // With no state known, every state scheme is shown (document 2, 5).
    expect((await otherClient.get('/api/recommendations/schemes')).json().items).toHaveLength(13);
    const ours = await loans();
    expect(ours.snapshot.totalFarmers).toBeGreaterThan(0);

    const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
    const me = async (cookie: string) =>
      (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id;
    const stored = (await owner.get(`/api/admin/users/${await me(operator.cookie)}/recommendations`)).json();
    expect(stored.loans.items).toHaveLength(9);
    expect(stored.schemes.snapshot.fpoName).toBe(settingsBody.fpoName);
    const fresh = await createOperator(testApp, 'new@fpo.example');
    expect((await owner.get(`/api/admin/users/${await me(fresh.cookie)}/recommendations`)).json()).toEqual({
      loans: null,
      schemes: null,
    });
  });

  it('asks for Pro once the trial has ended', async () => {
    const lapsed = await createOperator(testApp, 'lapsed@fpo.example');
    await database.db.execute(
      sql`update fpos set trial_end_date = now() - interval '1 day' where id = ${lapsed.fpoId}`,
    );
    const response = await clientFor(testApp, lapsed.cookie).get('/api/recommendations/loans');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('plan_required');
  });
});
