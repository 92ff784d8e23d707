import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../plugins/auth.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { issueFormToken } from './form-token.ts';

describe('buyer requirements and the crop picker', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const secret = resolveAuthSecret(testApp.config);
  const admin = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const hosur = await createOperator(testApp);
  const ours = clientFor(testApp, hosur.cookie);
  await ours.post('/api/products', {
    productName: 'Organic Turmeric Powder',
    packagingType: 'packaged',
    quantityAvailable: 50,
    salePrice: 180,
  });

  let address = 1;
  /** Each test's visitor comes from its own address unless it says otherwise. */
  const visitor = (remoteAddress = `198.51.100.${address++}`) => ({
    get: (url: string) => app.inject({ method: 'GET', url, remoteAddress }),
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress }),
  });
  const crops = (await visitor().get('/api/crops')).json().items as {
    id: string;
    name: string;
    usageCount: number;
  }[];
  const cropId = (name: string) => crops.find((c) => c.name === name)?.id as string;
  const usage = async (name: string) =>
    (
      (await database.db.execute(sql`select usage_count from crops where name = ${name}`)) as unknown as {
        rows: { usage_count: number }[];
      }
    ).rows[0]?.usage_count;
  const stored = async () =>
    (
      (await database.db.execute(
        sql`select name, is_published from buyer_requirements order by created_at`,
      )) as unknown as {
        rows: { name: string; is_published: boolean }[];
      }
    ).rows;

  /** A form a person opened five seconds ago and filled in. */
  const requirement = (overrides: object = {}) => ({
    name: 'Anand Traders',
    phone: '98860 12345',
    city: 'Hubballi',
    state: 'Karnataka',
    pincode: '580029',
    cropIds: [cropId('Turmeric'), cropId('Maize')],
    quantityRequirements: '20 tonnes a month',
    qualityDescription: 'Curcumin above 3%',
    website: '',
    formToken: issueFormToken(secret, Date.now() - 5_000),
    ...overrides,
  });

  it('lists the seeded catalogue, approved and active, most used first', () => {
    expect(crops.length).toBeGreaterThan(50);
    expect(crops.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Paddy', 'Turmeric', 'Tomato', 'Cotton']),
    );
    const counts = crops.map((c) => c.usageCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('keeps a crop a visitor adds pending: refused as a duplicate when listed, handed back when pending', async () => {
    const client = visitor();
    expect((await client.post('/api/crops', { name: '  turmeric ', category: 'Spices' })).statusCode).toBe(
      409,
    );
    const added = await client.post('/api/crops', { name: 'Dragon Fruit', category: 'Fruits' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Dragon Fruit', category: 'Fruits', pending: true });
    const again = await visitor().post('/api/crops', { name: 'dragon   FRUIT' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(added.json().id);
    const listed = (await client.get('/api/crops')).json().items.map((c: { name: string }) => c.name);
    expect(listed).not.toContain('Dragon Fruit');
    expect((await client.post('/api/crops', { name: '', category: 'Fruits' })).json().error.issues).toEqual([
      { field: 'name', code: 'crop_name_required' },
    ]);
    expect((await client.post('/api/crops', { name: 'Kiwi', category: 'Berries' })).statusCode).toBe(400);
  });

  it('stores a requirement unpublished, counts its crops, and shows FPOs only what an admin published', async () => {
    const dragon = (await visitor().post('/api/crops', { name: 'Dragon Fruit' })).json().id;
    const before = await usage('Turmeric');
    const sent = await visitor().post(
      '/api/public/buyer-requirements',
      requirement({ cropIds: [cropId('Turmeric'), dragon] }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await usage('Turmeric')).toBe((before ?? 0) + 1);
    expect(await stored()).toEqual([{ name: 'Anand Traders', is_published: false }]);

    // Unpublished: no FPO sees it, and nobody signed out can read requirements at all.
    expect((await ours.get('/api/buyer-requirements')).json().items).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/buyer-requirements' })).statusCode).toBe(401);

    const [row] = (
      (await database.db.execute(sql`select id from buyer_requirements`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    expect(
      (await ours.put(`/api/admin/buyer-requirements/${row?.id}`, { isPublished: true })).statusCode,
    ).toBe(403);
    const published = await admin.put(`/api/admin/buyer-requirements/${row?.id}`, {
      isPublished: true,
      isVerified: true,
    });
    expect(published.statusCode, published.body).toBe(204);

    const list = (await ours.get('/api/buyer-requirements')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      name: 'Anand Traders',
      phone: '9886012345',
      city: 'Hubballi',
      state: 'Karnataka',
      isVerified: true,
      crops: [
        { id: dragon, name: 'Dragon Fruit' },
        { id: cropId('Turmeric'), name: 'Turmeric' },
      ],
      // Our 'Organic Turmeric Powder' names Turmeric.
      matchingCrops: ['Turmeric'],
    });
    expect(list.states).toEqual(['Karnataka']);
    expect((await ours.get(`/api/buyer-requirements?crop=${cropId('Maize')}`)).json().items).toEqual([]);
    expect((await ours.get(`/api/buyer-requirements?crop=${dragon}`)).json().items).toHaveLength(1);
    expect((await ours.get('/api/buyer-requirements?state=Kerala')).json().items).toEqual([]);
    expect((await ours.get('/api/buyer-requirements?state=Atlantis')).statusCode).toBe(400);
  });

  it('refuses a second requirement from the same phone within the window, with a clear reason', async () => {
    const phone = '9740011122';
    expect((await visitor().post('/api/public/buyer-requirements', requirement({ phone }))).statusCode).toBe(
      201,
    );
    const again = await visitor().post(
      '/api/public/buyer-requirements',
      requirement({ phone: `+91 ${phone}` }),
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('requirement_too_soon');
    expect(again.json().error.issues[0]).toEqual({ field: 'phone', code: 'requirement_too_soon' });
  });

  it('limits one address to ten requirements an hour', async () => {
    const office = visitor();
    for (let i = 0; i < 10; i++)
      expect(
        (await office.post('/api/public/buyer-requirements', requirement({ phone: `90000000${10 + i}` })))
          .statusCode,
      ).toBe(201);
    expect(
      (await office.post('/api/public/buyer-requirements', requirement({ phone: '9000000099' }))).statusCode,
    ).toBe(429);
  });

  it('keeps nothing a bot sends: a filled hidden field, or a form sent as soon as it was opened', async () => {
    const count = (await stored()).length;
    const honeypot = await visitor().post(
      '/api/public/buyer-requirements',
      requirement({ phone: '9123456780', website: 'http://spam.example' }),
    );
    expect(honeypot.statusCode).toBe(201);
    const token = (await visitor().get('/api/public/buyer-requirements/form')).json().token;
    const hasty = await visitor().post(
      '/api/public/buyer-requirements',
      requirement({ phone: '9123456781', formToken: token }),
    );
    expect(hasty.statusCode).toBe(201);
    expect(await stored()).toHaveLength(count);
  });

  it('asks for the form again when its token is forged or a day old', async () => {
    for (const formToken of [
      `${Date.now() - 10_000}.forged`,
      issueFormToken('another secret', Date.now() - 10_000),
      issueFormToken(secret, Date.now() - 25 * 3600_000),
      'x',
    ])
      expect(
        (
          await visitor().post(
            '/api/public/buyer-requirements',
            requirement({ phone: '9123456782', formToken }),
          )
        ).json().error.code,
      ).toBe('form_expired');
  });

  it('checks every field as the form does', async () => {
    const response = await visitor().post(
      '/api/public/buyer-requirements',
      requirement({ name: ' ', phone: '5123456789', city: '', state: 'Goa ', pincode: '5800', cropIds: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'name_required' },
        { field: 'phone', code: 'phone_invalid' },
        { field: 'city', code: 'city_required' },
        { field: 'pincode', code: 'pincode_invalid' },
        { field: 'cropIds', code: 'crops_required' },
      ]),
    );
    const rejected = crypto.randomUUID();
    const unknownCrop = await visitor().post(
      '/api/public/buyer-requirements',
      requirement({ phone: '9123456783', cropIds: [rejected] }),
    );
    expect(unknownCrop.json().error.issues).toEqual([{ field: 'cropIds', code: 'crop_invalid' }]);
  });
});
