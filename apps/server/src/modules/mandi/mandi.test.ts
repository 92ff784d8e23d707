import { MANDI_PAGE_SIZE } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor, type Client } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';

const turmeric = {
  productName: 'Organic Turmeric Powder',
  packagingType: 'packaged',
  quantityAvailable: 120,
  packetSizeGms: 500,
  salePrice: 180,
};
const paddy = {
  productName: 'Sona Masuri Paddy',
  packagingType: 'open',
  quantityTonnes: 12.5,
  salePrice: 21000,
};

describe('the public Mandi', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const admin = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const hosur = await createOperator(testApp);
  // No FPO phone: the owner's number from onboarding makes the profile complete.
  const kolar = await createOperator(testApp, undefined, {
    fpoPhone: undefined,
    fpoName: 'Kolar Raitha FPO',
  });
  const mysuru = await createOperator(testApp, undefined, { fpoName: 'Mysuru Millets FPO' });
  const ours = clientFor(testApp, hosur.cookie);
  const anonymous = (url: string) => app.inject({ method: 'GET', url });
  const add = async (client: Client, body: object) => {
    const response = await client.post('/api/products', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  const turmericId = await add(ours, turmeric);
  const paddyId = await add(ours, paddy);
  const hiddenId = await add(ours, { ...turmeric, productName: 'Jaggery Cubes', isActive: false });
  const spoiltId = await add(ours, { ...turmeric, productName: 'Tomato Pickle' });
  await database.db.execute(
    sql`update product_inventory set expiry_date = '2020-01-01' where id = ${spoiltId}`,
  );
  const kolarMangoId = await add(clientFor(testApp, kolar.cookie), {
    ...paddy,
    productName: 'Alphonso Mango',
  });
  const mysuruRagiId = await add(clientFor(testApp, mysuru.cookie), { ...paddy, productName: 'Ragi' });
  // Mysuru's profile is no longer complete: neither its own nor its owner's phone is valid now.
  await database.db.execute(sql`update fpos set phone = 'null' where id = ${mysuru.fpoId}`);
  await database.db.execute(
    sql`update user_profiles set phone = '+9779812345678' where user_id = (select user_id from fpo_members where fpo_id = ${mysuru.fpoId})`,
  );

  const listed = async (query = '') => {
    const response = await anonymous(`/api/mandi/products${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists, without signing in, only active unexpired products of FPOs whose profile is complete', async () => {
    const page = await listed();
    const ids = page.items.map((p: { id: string }) => p.id);
    expect(ids).toEqual([kolarMangoId, paddyId, turmericId]);
    expect(page.total).toBe(3);
    for (const hidden of [hiddenId, spoiltId, mysuruRagiId]) expect(ids).not.toContain(hidden);
    expect(page.items[2]).toMatchObject({
      productName: 'Organic Turmeric Powder',
      salePrice: 180,
      packetSizeGms: 500,
      seller: {
        fpoId: hosur.fpoId,
        fpoName: 'Hosur Farmers Producer Company',
        contactPerson: 'Lakshmi Devi',
        phone: '+919845012345',
        email: hosur.email,
        address: 'Main Road, Hosur',
      },
    });
    // Kolar gave no FPO phone: buyers reach its owner's.
    expect(page.items[0].seller).toMatchObject({ fpoName: 'Kolar Raitha FPO', phone: '+919845012345' });
  });

  it('searches product and FPO names in the database and filters by packaging', async () => {
    expect((await listed('?search=turmeric')).items.map((p: { id: string }) => p.id)).toEqual([turmericId]);
    expect((await listed('?search=kolar')).items.map((p: { id: string }) => p.id)).toEqual([kolarMangoId]);
    expect((await listed('?search=100%25')).total).toBe(0);
    expect((await listed('?packaging=packaged')).items.map((p: { id: string }) => p.id)).toEqual([
      turmericId,
    ]);
    expect((await listed('?packaging=open&search=paddy')).items.map((p: { id: string }) => p.id)).toEqual([
      paddyId,
    ]);
    const refused = await anonymous('/api/mandi/products?packaging=loose&page=0');
    expect(refused.statusCode).toBe(400);
  });

  it('pages through the listing newest first', async () => {
    const client = clientFor(testApp, kolar.cookie);
    for (let i = 1; i <= MANDI_PAGE_SIZE; i++)
      await add(client, { ...paddy, productName: `Banana lot ${i}` });
    const first = await listed('?search=banana');
    const second = await listed('?search=banana&page=2');
    expect(first.total).toBe(MANDI_PAGE_SIZE);
    expect(first.items).toHaveLength(MANDI_PAGE_SIZE);
    expect(first.items[0].productName).toBe(`Banana lot ${MANDI_PAGE_SIZE}`);
    expect(second.items).toHaveLength(0);
    expect((await listed('?page=2')).items.map((p: { id: string }) => p.id)).toEqual([
      kolarMangoId,
      paddyId,
      turmericId,
    ]);
  });

  it('opens one listed product for a shared link, and nothing else', async () => {
    const shared = await anonymous(`/api/mandi/products/${turmericId}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().seller.fpoId).toBe(hosur.fpoId);
    for (const id of [hiddenId, spoiltId, mysuruRagiId, crypto.randomUUID()])
      expect((await anonymous(`/api/mandi/products/${id}`)).statusCode).toBe(404);
  });

  it("shows a listed FPO's page with its figures, document badges and products; an unlisted one is not found", async () => {
    await ours.post('/api/farmers', farmerInput({ acres: '2.5' }));
    const second = await ours.post(
      '/api/farmers',
      farmerInput({ farmerName: 'Savitha Gowda', phoneNumber: '9900112233', acres: '4' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const page = await anonymous(`/api/mandi/fpos/${hosur.fpoId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      id: hosur.fpoId,
      name: 'Hosur Farmers Producer Company',
      establishedYear: new Date().getUTCFullYear(),
      farmerCount: 2,
      totalAcres: 6.5,
      badges: { gst: false, fssai: false, verified: false, hfnCertified: false },
      logo: null,
      villagePhotos: [],
    });
    // Sorted by name, as the page shows them; the hidden and the spoilt are not there.
    expect(page.json().products.map((p: { id: string }) => p.id)).toEqual([turmericId, paddyId]);
    for (const id of [mysuru.fpoId, crypto.randomUUID()])
      expect((await anonymous(`/api/mandi/fpos/${id}`)).statusCode).toBe(404);
  });

  it("takes the 'Verified FPO' and 'HFN Certified' badges from an admin, never from the FPO", async () => {
    const badges = { isVerified: true, hfnCertified: true };
    expect((await ours.put(`/api/admin/fpos/${hosur.fpoId}/badges`, badges)).statusCode).toBe(403);
    const set = await admin.put(`/api/admin/fpos/${hosur.fpoId}/badges`, badges);
    expect(set.statusCode, set.body).toBe(204);
    const page = (await anonymous(`/api/mandi/fpos/${hosur.fpoId}`)).json();
    expect(page.badges).toMatchObject({ verified: true, hfnCertified: true });
    const audit = await database.db.execute(
      sql`select action from audit_events where target_id = ${hosur.fpoId} and action = 'fpo.badges.set'`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // The settings form has no such field: sending one is refused, not ignored.
    const smuggled = await ours.put('/api/settings', { isVerified: true });
    expect(smuggled.statusCode).toBe(400);
  });
});
