import type { PageAccess } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor, type Client } from '../../test/clients.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const urea = {
  itemName: 'Neem-coated urea',
  quantityAvailable: 40,
  purchasePrice: 242,
  salePrice: 266.5,
  expiryDate: '2027-06-30',
  chemicalName: 'Carbamide',
  cropUsedFor: 'Paddy',
};
const seed = {
  itemName: 'Hybrid maize seed',
  quantityAvailable: 12,
  purchasePrice: 1450,
  salePrice: 1600.25,
  expiryDate: null,
  chemicalName: null,
  cropUsedFor: 'Maize',
};
const oil = {
  productName: 'Cold-pressed groundnut oil',
  packagingType: 'packaged',
  quantityAvailable: 40,
  packetSizeGms: 1000,
  salePrice: 245.5,
};

describe("every FPO's products and inputs in the back office", async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const ownerAccount = await createOperator(testApp, 'owner@sangam.example', { fpoName: 'Sangam Office' });
  const owner = clientFor(testApp, ownerAccount.cookie);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;

  const hosurAccount = await createOperator(testApp, 'lakshmi@hosur.example', {
    fullName: 'Lakshmi Devi',
    fpoName: 'Hosur Farmers Producer Company',
  });
  const hosur = clientFor(testApp, hosurAccount.cookie);
  const hosurUserId = await idOf(hosurAccount.cookie);
  const kolarAccount = await createOperator(testApp, 'ravi@kolar.example', {
    fullName: 'Ravi Kumar',
    fpoName: 'Kolar Raitha FPO',
  });
  const kolar = clientFor(testApp, kolarAccount.cookie);

  const created = async (client: Client, url: string, body: object) => {
    const response = await client.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  };
  const hosurUrea = await created(hosur, '/api/inputs', urea);
  const hosurSeed = await created(hosur, '/api/inputs', seed);
  const kolarSeed = await created(kolar, '/api/inputs', {
    ...seed,
    cropUsedFor: 'Ragi',
    quantityAvailable: 5,
  });
  const hosurOil = await created(hosur, '/api/products', oil);
  const kolarRagi = await created(kolar, '/api/products', {
    productName: 'Ragi',
    packagingType: 'open',
    quantityTonnes: 2.5,
    salePrice: 38000,
  });

  /** An admin granted exactly these flags on one page. */
  const grantee = async (
    page: keyof PageAccess,
    flags: { view?: boolean; edit?: boolean; delete?: boolean },
  ) => {
    await database.db.execute(sql`delete from rate_limits`);
    const account = await createOperator(testApp);
    const granted = await owner.post('/api/admin/access', {
      userId: await idOf(account.cookie),
      pageAccess: { [page]: { view: false, edit: false, delete: false, ...flags } },
    });
    expect(granted.statusCode, granted.body).toBe(204);
    return clientFor(testApp, account.cookie);
  };
  const audits = async (action: string) =>
    rowsOf<{ target_id: string; actor_user_id: string; details: Record<string, unknown> }>(
      await database.db.execute(
        sql`select target_id, actor_user_id, details from audit_events where action = ${action} order by created_at`,
      ),
    );
  const dashboard = async (client: Client) => (await client.get('/api/dashboard')).json();

  it("lists every FPO's products newest first, with the FPO and the owner its link opens", async () => {
    const page = (await owner.get('/api/admin/products')).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.items.map((p: { id: string }) => p.id)).toEqual([kolarRagi.id, hosurOil.id]);
    expect(page.items[1]).toMatchObject({
      productName: 'Cold-pressed groundnut oil',
      packagingType: 'packaged',
      quantityAvailable: 40,
      packetSizeGms: 1000,
      quantityTonnes: null,
      salePrice: 245.5,
      isActive: true,
      picture: null,
      fpoId: hosurAccount.fpoId,
      fpoName: 'Hosur Farmers Producer Company',
      userId: hosurUserId,
      userFullName: 'Lakshmi Devi',
      userEmail: 'lakshmi@hosur.example',
    });
    expect(page.items[0]).toMatchObject({ quantityTonnes: 2.5, quantityAvailable: null });
    expect(new Date(page.items[0].createdAt).toISOString()).toBe(page.items[0].createdAt);
  });

  it('searches products by name, FPO, owner name or e-mail, and pages them', async () => {
    const names = async (search: string) =>
      (await owner.get(`/api/admin/products?search=${encodeURIComponent(search)}`))
        .json()
        .items.map((p: { productName: string }) => p.productName);
    expect(await names('groundnut')).toEqual(['Cold-pressed groundnut oil']);
    expect(await names('kolar raitha')).toEqual(['Ragi']);
    expect(await names('Lakshmi')).toEqual(['Cold-pressed groundnut oil']);
    expect(await names('ravi@kolar')).toEqual(['Ragi']);
    // A LIKE wildcard is a character like any other.
    expect(await names('%')).toEqual([]);
    for (let i = 0; i < 10; i++)
      await created(kolar, '/api/products', {
        ...oil,
        productName: `Jaggery ${i}`,
        quantityAvailable: 1 + i,
      });
    const second = (await owner.get('/api/admin/products?search=kolar&pageSize=10&page=2')).json();
    expect(second.total).toBe(11);
    expect(second.items.map((p: { productName: string }) => p.productName)).toEqual(['Ragi']);
    expect((await owner.get('/api/admin/products?pageSize=7')).statusCode).toBe(400);
  });

  it("disables a product, which leaves the Mandi and stays in the FPO's list and figures; audited", async () => {
    const before = await dashboard(hosur);
    const mandi = async () =>
      (await app.inject({ method: 'GET', url: '/api/mandi/products?search=groundnut' })).json().total;
    expect(await mandi()).toBe(1);
    const off = await owner.put(`/api/admin/products/${hosurOil.id}/active`, { isActive: false });
    expect(off.statusCode, off.body).toBe(204);
    expect(await mandi()).toBe(0);
    const own = (await hosur.get('/api/products')).json();
    expect(own.items.find((p: { id: string }) => p.id === hosurOil.id)).toMatchObject({ isActive: false });
    expect(await dashboard(hosur)).toEqual(before);
    // Asking again for what already is changes nothing and records nothing.
    expect(
      (await owner.put(`/api/admin/products/${hosurOil.id}/active`, { isActive: false })).statusCode,
    ).toBe(204);
    expect(
      (await owner.put(`/api/admin/products/${hosurOil.id}/active`, { isActive: true })).statusCode,
    ).toBe(204);
    expect(await mandi()).toBe(1);
    const ownerId = await idOf(ownerAccount.cookie);
    expect((await audits('product.disabled')).map((a) => [a.target_id, a.actor_user_id])).toEqual([
      [hosurOil.id, ownerId],
    ]);
    expect((await audits('product.enabled')).map((a) => a.details)).toEqual([
      { fpoId: hosurAccount.fpoId, productName: 'Cold-pressed groundnut oil' },
    ]);
    expect(
      (await owner.put(`/api/admin/products/${crypto.randomUUID()}/active`, { isActive: true })).statusCode,
    ).toBe(404);
    expect(
      (await owner.put(`/api/admin/products/${hosurOil.id}/active`, { isActive: 'no' })).json().error.issues,
    ).toEqual([{ field: 'isActive', code: 'type_invalid' }]);
  });

  it("lists every FPO's inputs with the totals over all of them", async () => {
    const page = (await owner.get('/api/admin/inputs')).json();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([kolarSeed.id, hosurSeed.id, hosurUrea.id]);
    // 40 x 266.50 + 12 x 1,600.25 + 5 x 1,600.25 = 10,660 + 19,203 + 8,001.25
    expect(page.totals).toEqual({ totalItems: 3, totalValue: 37_864, totalUnits: 57, activeFpos: 2 });
    expect(page.items[2]).toMatchObject({
      itemName: 'Neem-coated urea',
      chemicalName: 'Carbamide',
      cropUsedFor: 'Paddy',
      quantityAvailable: 40,
      purchasePrice: 242,
      salePrice: 266.5,
      expiryDate: '2027-06-30',
      isHidden: false,
      fpoName: 'Hosur Farmers Producer Company',
      userId: hosurUserId,
      userFullName: 'Lakshmi Devi',
      userEmail: 'lakshmi@hosur.example',
    });
  });

  it('searches inputs by item, chemical, crop, FPO or user, totals unchanged', async () => {
    const found = async (search: string) => {
      const page = (await owner.get(`/api/admin/inputs?search=${encodeURIComponent(search)}`)).json();
      expect(page.totals.totalItems).toBe(3);
      return page.items.map((i: { id: string }) => i.id);
    };
    expect(await found('UREA')).toEqual([hosurUrea.id]);
    expect(await found('carbam')).toEqual([hosurUrea.id]);
    expect(await found('ragi')).toEqual([kolarSeed.id]);
    expect(await found('Kolar Raitha')).toEqual([kolarSeed.id]);
    expect(await found('hosur')).toEqual([hosurSeed.id, hosurUrea.id]);
    expect(await found('Lakshmi Devi')).toEqual([hosurSeed.id, hosurUrea.id]);
    expect(await found('maize')).toEqual([kolarSeed.id, hosurSeed.id]);
    expect(await found('nothing like it')).toEqual([]);
    const paged = (await owner.get('/api/admin/inputs?search=seed&pageSize=10&page=1')).json();
    expect(paged.total).toBe(2);
    expect((await owner.get('/api/admin/inputs?search=seed&page=2')).json()).toMatchObject({
      items: [],
      total: 2,
      page: 2,
    });
  });

  it("edits an input as its FPO would; the FPO's list and dashboard follow; audited", async () => {
    expect((await dashboard(hosur)).inputValue).toBe(29_863);
    const edited = await owner.put(`/api/admin/inputs/${hosurUrea.id}`, {
      ...urea,
      itemName: '  Neem urea 45 kg ',
      quantityAvailable: 10,
      salePrice: '270',
      expiryDate: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: hosurUrea.id,
      itemName: 'Neem urea 45 kg',
      quantityAvailable: 10,
      salePrice: 270,
      expiryDate: null,
      fpoName: 'Hosur Farmers Producer Company',
    });
    // 10 x 270 + 12 x 1,600.25
    expect((await dashboard(hosur)).inputValue).toBe(21_903);
    const own = (await hosur.get('/api/inputs')).json();
    expect(own.stats.totalValue).toBe(21_903);
    expect(own.items.find((i: { id: string }) => i.id === hosurUrea.id)).toMatchObject({
      itemName: 'Neem urea 45 kg',
      quantityAvailable: 10,
    });
    const [audit] = await audits('input.updated');
    expect(audit?.details).toMatchObject({
      fpoId: hosurAccount.fpoId,
      before: { itemName: 'Neem-coated urea', quantityAvailable: 40, salePrice: 266.5 },
      after: { itemName: 'Neem urea 45 kg', quantityAvailable: 10, salePrice: 270, expiryDate: null },
    });
  });

  it.each([
    [{ ...urea, itemName: ' ' }, 'itemName', 'item_name_required'],
    [{ ...urea, quantityAvailable: 1.5 }, 'quantityAvailable', 'quantity_invalid'],
    [{ ...urea, quantityAvailable: -1 }, 'quantityAvailable', 'quantity_invalid'],
    [{ ...urea, purchasePrice: 10.005 }, 'purchasePrice', 'purchase_price_invalid'],
    [{ ...urea, salePrice: undefined }, 'salePrice', 'sale_price_invalid'],
    [{ ...urea, expiryDate: '2027-02-30' }, 'expiryDate', 'expiry_date_invalid'],
  ])('refuses an edit %# of %s: %s, and changes nothing', async (body, field, code) => {
    const before = (await owner.get('/api/admin/inputs?search=hosur')).json();
    const response = await owner.put(`/api/admin/inputs/${hosurUrea.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual({ field, code });
    expect((await owner.get('/api/admin/inputs?search=hosur')).json()).toEqual(before);
  });

  it('hides and shows an input: the FPO still sees and counts it; audited', async () => {
    const before = await dashboard(hosur);
    expect((await owner.put(`/api/admin/inputs/${hosurSeed.id}/hidden`, { isHidden: true })).statusCode).toBe(
      204,
    );
    const row = (await owner.get('/api/admin/inputs?search=hosur')).json();
    expect(row.items.find((i: { id: string }) => i.id === hosurSeed.id).isHidden).toBe(true);
    expect(row.totals.totalItems).toBe(3);
    expect((await hosur.get('/api/inputs')).json().items.map((i: { id: string }) => i.id)).toContain(
      hosurSeed.id,
    );
    expect(await dashboard(hosur)).toEqual(before);
    expect(
      (await owner.put(`/api/admin/inputs/${hosurSeed.id}/hidden`, { isHidden: false })).statusCode,
    ).toBe(204);
    expect((await audits('input.hidden')).map((a) => a.details)).toEqual([
      { fpoId: hosurAccount.fpoId, itemName: 'Hybrid maize seed' },
    ]);
    expect(await audits('input.shown')).toHaveLength(1);
  });

  it("deletes an input and its picture; the FPO's list, dashboard and the totals lose it; audited", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const pictured = (
      await kolar.upload(`/api/inputs/${kolarSeed.id}/picture`, 'seed.png', png, 'image/png')
    ).json();
    const key = String(pictured.picture.url).replace('/media/', '');
    expect(await app.fileStore.get(key)).not.toBeNull();
    expect((await dashboard(kolar)).inputValue).toBe(8001);

    const gone = await owner.delete(`/api/admin/inputs/${kolarSeed.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await app.fileStore.get(key)).toBeNull();
    expect((await kolar.get('/api/inputs')).json().items).toEqual([]);
    expect((await dashboard(kolar)).inputValue).toBe(0);
    expect((await owner.get('/api/admin/inputs')).json().totals).toMatchObject({
      totalItems: 2,
      activeFpos: 1,
    });
    expect((await owner.delete(`/api/admin/inputs/${kolarSeed.id}`)).statusCode).toBe(404);
    expect((await audits('input.deleted')).map((a) => [a.target_id, a.details.itemName])).toEqual([
      [kolarSeed.id, 'Hybrid maize seed'],
    ]);
  });

  it('lets a viewer read but not change, an editor change but not delete, and a deleter delete', async () => {
    const viewer = await grantee('inputs', { view: true });
    expect((await viewer.get('/api/admin/inputs')).statusCode).toBe(200);
    expect((await viewer.get('/api/admin/products')).statusCode).toBe(403);
    const refused = [
      await viewer.put(`/api/admin/inputs/${hosurUrea.id}`, urea),
      await viewer.put(`/api/admin/inputs/${hosurUrea.id}/hidden`, { isHidden: true }),
      await viewer.delete(`/api/admin/inputs/${hosurUrea.id}`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);

    const editor = await grantee('inputs', { view: true, edit: true });
    expect(
      (await editor.put(`/api/admin/inputs/${hosurUrea.id}/hidden`, { isHidden: true })).statusCode,
    ).toBe(204);
    expect((await editor.delete(`/api/admin/inputs/${hosurUrea.id}`)).statusCode).toBe(403);

    const productViewer = await grantee('products', { view: true });
    expect((await productViewer.get('/api/admin/products')).statusCode).toBe(200);
    expect(
      (await productViewer.put(`/api/admin/products/${kolarRagi.id}/active`, { isActive: false })).statusCode,
    ).toBe(403);
    const productEditor = await grantee('products', { view: true, edit: true });
    expect(
      (await productEditor.put(`/api/admin/products/${kolarRagi.id}/active`, { isActive: false })).statusCode,
    ).toBe(204);

    const deleter = await grantee('inputs', { view: true, delete: true });
    expect((await deleter.delete(`/api/admin/inputs/${hosurUrea.id}`)).statusCode).toBe(204);
    // An FPO operator reaches none of it.
    expect((await hosur.get('/api/admin/inputs')).statusCode).toBe(403);
    expect((await hosur.delete(`/api/admin/inputs/${hosurSeed.id}`)).statusCode).toBe(403);
  });
});
