import { describe, expect, it } from 'vitest';
import { businessIntelligence } from '../../db/schema/inventory.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor, type Client } from '../../test/clients.ts';

const packaged = {
  productName: '  Cold-pressed groundnut oil ',
  packagingType: 'packaged',
  quantityAvailable: 40,
  packetSizeGms: 1000,
  salePrice: 245.5,
  expiryDate: '2027-03-31',
};
const open = { productName: 'Ragi', packagingType: 'open', quantityTonnes: '2.25', salePrice: 38000 };
const seed = {
  itemName: 'Hybrid maize seed',
  quantityAvailable: 12,
  purchasePrice: 1450,
  salePrice: 1600.25,
  expiryDate: '2026-12-01',
  chemicalName: '',
  cropUsedFor: 'Maize',
};

describe('the product and input inventories', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const other = await createOperator(testApp);
  const mine = clientFor(testApp, operator.cookie);
  const theirs = clientFor(testApp, other.cookie);
  const created = async (client: Client, url: string, body: object) => {
    const response = await client.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const dashboard = async (client: Client) => (await client.get('/api/dashboard')).json();

  it('adds a packaged and an open product, each with only its own unit, and values them', async () => {
    const bottle = await created(mine, '/api/products', packaged);
    expect(bottle).toMatchObject({
      productName: 'Cold-pressed groundnut oil',
      quantityAvailable: 40,
      packetSizeGms: 1000,
      quantityTonnes: null,
      salePrice: 245.5,
      expiryDate: '2027-03-31',
      picture: null,
      isActive: true,
    });
    // Packets sent with an open product are the other unit's: stored as nothing.
    const ragi = await created(mine, '/api/products', { ...open, quantityAvailable: 5, packetSizeGms: 50 });
    expect(ragi).toMatchObject({ quantityAvailable: null, packetSizeGms: null, quantityTonnes: 2.25 });

    const list = (await mine.get('/api/products')).json();
    expect(list.items.map((p: { id: string }) => p.id)).toEqual([ragi.id, bottle.id]);
    // 40 x 245.50 + 2.25 x 38,000 = 9,820 + 85,500
    expect(list.stats).toMatchObject({ totalItems: 2, totalValue: 95_320, lowStock: 1 });
    expect((await dashboard(mine)).productValue).toBe(95_320);
  });

  it.each([
    [{ ...packaged, productName: '  ' }, 'productName', 'product_name_required'],
    [{ ...packaged, salePrice: 0 }, 'salePrice', 'sale_price_invalid'],
    [{ ...packaged, salePrice: 10.001 }, 'salePrice', 'sale_price_invalid'],
    [{ ...packaged, salePrice: true }, 'salePrice', 'type_invalid'],
    [{ ...packaged, quantityAvailable: 0 }, 'quantityAvailable', 'quantity_packets_invalid'],
    [{ ...packaged, quantityAvailable: 2.5 }, 'quantityAvailable', 'quantity_packets_invalid'],
    [{ ...packaged, packetSizeGms: -1 }, 'packetSizeGms', 'packet_size_invalid'],
    [{ ...open, quantityTonnes: 0 }, 'quantityTonnes', 'quantity_tonnes_invalid'],
    [{ ...open, quantityTonnes: undefined }, 'quantityTonnes', 'quantity_tonnes_invalid'],
    [{ ...packaged, packagingType: 'loose' }, 'packagingType', 'packaging_type_invalid'],
    [{ ...packaged, expiryDate: '2027-02-30' }, 'expiryDate', 'expiry_date_invalid'],
    [{ ...packaged, fpoId: 'x' }, 'fpoId', 'unknown_field'],
  ])('refuses a product %# with %s: %s', async (body, field, code) => {
    const response = await mine.post('/api/products', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual({ field, code });
  });

  it('keeps the dashboard value right through edits and deletes', async () => {
    const before = (await dashboard(mine)).productValue;
    const item = await created(mine, '/api/products', { ...packaged, quantityAvailable: 10, salePrice: 100 });
    expect((await dashboard(mine)).productValue).toBe(before + 1000);
    // Packaged to open: the value follows the unit that now counts.
    const changed = await mine.put(`/api/products/${item.id}`, {
      ...open,
      quantityTonnes: 1.5,
      salePrice: 1000,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      packagingType: 'open',
      quantityAvailable: null,
      quantityTonnes: 1.5,
    });
    expect((await dashboard(mine)).productValue).toBe(before + 1500);
    expect((await mine.delete(`/api/products/${item.id}`)).statusCode).toBe(204);
    expect((await dashboard(mine)).productValue).toBe(before);
    expect((await mine.get(`/api/products/${item.id}`)).statusCode).toBe(404);
  });

  it('adds, values and changes an input item', async () => {
    const item = await created(mine, '/api/inputs', seed);
    expect(item).toMatchObject({ itemName: 'Hybrid maize seed', chemicalName: null, cropUsedFor: 'Maize' });
    const list = (await mine.get('/api/inputs')).json();
    // 12 x 1,600.25 = 19,203
    expect(list.stats).toMatchObject({ totalItems: 1, totalValue: 19_203, lowStock: 0 });
    expect((await dashboard(mine)).inputValue).toBe(19_203);
    const sold = await mine.put(`/api/inputs/${item.id}`, { ...seed, quantityAvailable: 2 });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await dashboard(mine)).inputValue).toBe(3201);
    expect((await mine.get('/api/inputs')).json().stats.lowStock).toBe(1);
  });

  it.each([
    [{ ...seed, itemName: '' }, 'itemName', 'item_name_required'],
    [{ ...seed, salePrice: 0 }, 'salePrice', 'sale_price_invalid'],
    [{ ...seed, purchasePrice: -1 }, 'purchasePrice', 'purchase_price_invalid'],
    [{ ...seed, quantityAvailable: -1 }, 'quantityAvailable', 'quantity_invalid'],
    [{ ...seed, quantityAvailable: undefined }, 'quantityAvailable', 'quantity_invalid'],
    [{ ...seed, chemicalName: 'a\u0000b' }, 'chemicalName', 'text_invalid_characters'],
  ])('refuses an input %# with %s: %s', async (body, field, code) => {
    const response = await mine.post('/api/inputs', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual({ field, code });
  });

  it("shows another FPO's products and inputs to no one: every route answers 404", async () => {
    const product = await created(mine, '/api/products', packaged);
    const input = await created(mine, '/api/inputs', seed);
    const before = await dashboard(mine);
    for (const [kind, id, body] of [
      ['products', product.id, packaged],
      ['inputs', input.id, seed],
    ] as const) {
      expect((await theirs.get(`/api/${kind}/${id}`)).statusCode).toBe(404);
      expect((await theirs.put(`/api/${kind}/${id}`, body)).statusCode).toBe(404);
      expect((await theirs.delete(`/api/${kind}/${id}`)).statusCode).toBe(404);
      expect((await theirs.delete(`/api/${kind}/${id}/picture`)).statusCode).toBe(404);
      expect((await theirs.upload(`/api/${kind}/${id}/picture`, 'a.png', Buffer.from('x'))).statusCode).toBe(
        404,
      );
      expect((await theirs.get(`/api/${kind}`)).json().items).toEqual([]);
    }
    expect(await dashboard(mine)).toEqual(before);
    expect((await dashboard(theirs)).productValue).toBe(0);
  });

  it('asks for a complete FPO profile before an add', async () => {
    const incomplete = await createOperator(testApp, undefined, {
      fpoPhone: undefined,
      countryCode: '+977',
      phone: '9812345678',
    });
    const client = clientFor(testApp, incomplete.cookie);
    for (const [url, body] of [
      ['/api/products', packaged],
      ['/api/inputs', seed],
    ] as const) {
      const refused = await client.post(url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('profile_incomplete');
    }
  });

  it("shows missed input demand from the FPO's business-intelligence rows, unstocked first", async () => {
    const fresh = await createOperator(testApp);
    const client = clientFor(testApp, fresh.cookie);
    expect((await client.get('/api/inputs/opportunities')).json()).toEqual({
      rows: [],
      totalRupees: 0,
      totalFarmers: 0,
    });
    await testApp.database.db.insert(businessIntelligence).values([
      {
        fpoId: fresh.fpoId,
        crop: 'Tomato',
        farmersAffected: 15,
        suggestedInput: 'Neem oil',
        potentialRupees: 45_000,
      },
      {
        fpoId: fresh.fpoId,
        crop: 'Chilli',
        farmersAffected: 8,
        suggestedInput: 'neem oil ',
        potentialRupees: 24_000,
      },
      {
        fpoId: fresh.fpoId,
        crop: 'Maize',
        farmersAffected: 22,
        suggestedInput: 'Hybrid maize seed',
        potentialRupees: 75_000,
      },
      { fpoId: other.fpoId, crop: 'Paddy', farmersAffected: 99, suggestedInput: 'Urea', potentialRupees: 1 },
    ]);
    await created(client, '/api/inputs', seed);
    const demand = (await client.get('/api/inputs/opportunities')).json();
    expect(demand).toEqual({
      rows: [
        {
          input: 'Neem oil',
          crops: ['Chilli', 'Tomato'],
          farmersAffected: 23,
          rupees: 69_000,
          stocked: false,
        },
        { input: 'Hybrid maize seed', crops: ['Maize'], farmersAffected: 22, rupees: 75_000, stocked: true },
      ],
      totalRupees: 144_000,
      totalFarmers: 45,
    });
  });

  it('shows a brochure of the active products to anyone, by FPO', async () => {
    const hidden = await created(mine, '/api/products', {
      ...packaged,
      productName: 'Not for sale',
      isActive: false,
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/brochure?userId=${operator.fpoId}`,
    });
    expect(response.statusCode).toBe(200);
    const brochure = response.json();
    expect(brochure).toMatchObject({ fpoId: operator.fpoId, email: operator.email });
    const names = brochure.products.map((p: { productName: string }) => p.productName);
    expect(names).not.toContain(hidden.productName);
    expect(names).toEqual([...names].sort());
    const missing = `/api/brochure?userId=${crypto.randomUUID()}`;
    expect((await testApp.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});
