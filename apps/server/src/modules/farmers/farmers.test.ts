import { describe, expect, it } from 'vitest';
import { farmerIntelligence } from '../../db/schema/farmers.ts';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { settingsBody } from '../../test/settings.ts';

const messy = {
  farmerName: '  RAMESH   kumar ',
  phoneNumber: '098450-12345',
  acres: '2.5',
  gender: 'm',
  village: 'hosur',
  block: 'hosur',
  district: 'krishnagiri',
  state: 'tamil nadu',
  pincode: '635 109',
};

describe('the farmer register', async () => {
  const testApp = await buildTestApp();
  const { app, database } = testApp;
  const operator = await createOperator(testApp, undefined, { fpoPhone: '+919845000000' });
  const other = await createOperator(testApp, undefined, { fpoPhone: '9900011122' });
  const as = (cookie: string) => ({
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers: originHeaders(testApp, cookie), payload }),
    put: (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url, headers: originHeaders(testApp, cookie), payload }),
    delete: (url: string) => app.inject({ method: 'DELETE', url, headers: originHeaders(testApp, cookie) }),
  });
  const mine = as(operator.cookie);
  const theirs = as(other.cookie);
  const add = async (client: ReturnType<typeof as>, overrides: Record<string, unknown> = {}) => {
    const response = await client.post('/api/farmers', { ...messy, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('adds a farmer with every value normalised', async () => {
    const farmer = await add(mine);
    expect(farmer).toMatchObject({
      farmerName: 'Ramesh Kumar',
      phoneNumber: '+919845012345',
      acres: 2.5,
      gender: 'Male',
      village: 'Hosur',
      block: 'Hosur',
      district: 'Krishnagiri',
      state: 'Tamil Nadu',
      pincode: '635109',
      source: 'manual',
      // The operator onboarded in English: the FPO's language, and so the farmer's.
      preferredLanguage: 'en',
    });
  });

  it('refuses every invalid field with its code', async () => {
    const response = await mine.post('/api/farmers', {
      farmerName: 'R',
      phoneNumber: '12345',
      acres: '0',
      gender: 'x',
      village: '',
      block: '99',
      district: 'Kolar',
      state: 'Karnataka',
      pincode: '012345',
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json().error.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'farmerName', code: 'farmer_name_invalid' },
        { field: 'phoneNumber', code: 'phone_invalid' },
        { field: 'acres', code: 'acres_invalid' },
        { field: 'gender', code: 'gender_invalid' },
        { field: 'village', code: 'village_required' },
        { field: 'block', code: 'place_invalid' },
        { field: 'pincode', code: 'pincode_invalid' },
      ]),
    );
  });

  it('refuses a duplicate phone, however it is typed', async () => {
    await add(mine, { phoneNumber: '9845012399', farmerName: 'Suresh', village: 'Bagalur' });
    const again = await mine.post('/api/farmers', {
      ...messy,
      phoneNumber: '+91 98450 12399',
      farmerName: 'Someone Else',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('duplicate_farmer');
  });

  it('refuses the same name, village and pincode with another phone', async () => {
    await add(mine, { farmerName: 'Geetha Bai', phoneNumber: '9845012301' });
    const again = await mine.post('/api/farmers', {
      ...messy,
      farmerName: 'GEETHA  bai',
      phoneNumber: '9845012302',
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets only one of two simultaneous adds of one phone win', async () => {
    const payload = { ...messy, phoneNumber: '9845012377' };
    const results = await Promise.all([
      mine.post('/api/farmers', { ...payload, farmerName: 'Twin One' }),
      mine.post('/api/farmers', { ...payload, farmerName: 'Twin Two' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('allows the same phone in another FPO', async () => {
    await add(theirs, { phoneNumber: '098450-12345' });
  });

  it('pages 20 at a time, newest first, and searches name, village and phone (decision 006)', async () => {
    const fresh = await createOperator(testApp, undefined, { fpoPhone: '9811122233' });
    const client = as(fresh.cookie);
    for (let i = 0; i < 23; i++) {
      await add(client, {
        farmerName: `Farmer ${String.fromCharCode(65 + i)}`,
        phoneNumber: `98450${String(i).padStart(5, '0')}`,
        village: i % 2 ? 'Kolar' : 'Hosur',
      });
    }
    const first = (await client.get('/api/farmers')).json();
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].farmerName).toBe('Farmer W');
    const second = (await client.get('/api/farmers?page=2')).json();
    expect(second.items.map((f: { farmerName: string }) => f.farmerName)).toEqual([
      'Farmer C',
      'Farmer B',
      'Farmer A',
    ]);
    const search = async (q: string) => (await client.get(`/api/farmers?q=${encodeURIComponent(q)}`)).json();
    // The name contains the text; the village starts with it.
    expect((await search('rmer q')).items.map((f: { farmerName: string }) => f.farmerName)).toEqual([
      'Farmer Q',
    ]);
    expect((await search('KOL')).total).toBe(11);
    expect((await search('olar')).total).toBe(0);
    // The phone starts with the digits, however the number is typed.
    for (const typed of ['98450 00007', '+91 98450-00007', '09845000007'])
      expect((await search(typed)).items.map((f: { phoneNumber: string }) => f.phoneNumber)).toEqual([
        '+919845000007',
      ]);
    expect((await search('984500001')).total).toBe(10);
    expect((await search('00007')).total).toBe(0);
    // Wildcards are text.
    expect((await search('%')).total).toBe(0);
    expect((await search('Kol_r')).total).toBe(0);
  });

  it("counts the stat cards from the FPO's own farmers", async () => {
    const fresh = await createOperator(testApp, undefined, { fpoPhone: '9811122244' });
    const client = as(fresh.cookie);
    await add(client, { phoneNumber: '9700000001', farmerName: 'Anil', acres: '1.25', gender: 'male' });
    await add(client, { phoneNumber: '9700000002', farmerName: 'Asha', acres: '3', gender: 'F' });
    await add(client, { phoneNumber: '9700000003', farmerName: 'Usha', acres: '0.5', gender: 'woman' });
    expect((await client.get('/api/farmers/stats')).json()).toEqual({
      totalFarmers: 3,
      totalAcres: 4.75,
      averageAcres: 1.58,
      maleCount: 1,
      femaleCount: 2,
      recentAdditions: 3,
    });
  });

  it('shows one farmer with advisory notes and an action plan', async () => {
    const farmer = await add(mine, { phoneNumber: '9845012355', farmerName: 'Manjunath' });
    await database.db.insert(farmerIntelligence).values({
      fpoId: operator.fpoId,
      phoneNumber: '+919845012355',
      cropEnterprise: 'Tomato',
      productsToBuy: 'Drip kit',
      estSpendInr: 18000,
    });
    const detail = (await mine.get(`/api/farmers/${farmer.id}`)).json();
    expect(detail.farmer.id).toBe(farmer.id);
    expect(detail.intelligence).toHaveLength(1);
    expect(detail.actionPlan.map((p: { code: string }) => p.code)).toEqual([
      'offer_products_with_spend',
      'diversify_from_crop',
      'regular_advisory',
    ]);
  });

  it('edits a farmer, keeping the duplicate rule', async () => {
    const farmer = await add(mine, { phoneNumber: '9845012366', farmerName: 'Kavya' });
    const edited = await mine.put(`/api/farmers/${farmer.id}`, {
      ...messy,
      phoneNumber: '9845012366',
      farmerName: 'kavya  r',
      acres: '4',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ farmerName: 'Kavya R', acres: 4 });
    const clash = await mine.put(`/api/farmers/${farmer.id}`, {
      ...messy,
      phoneNumber: '9845012345',
      farmerName: 'Kavya R',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('deletes a farmer', async () => {
    const farmer = await add(mine, { phoneNumber: '9845012388', farmerName: 'Temporary' });
    expect((await mine.delete(`/api/farmers/${farmer.id}`)).statusCode).toBe(204);
    expect((await mine.get(`/api/farmers/${farmer.id}`)).statusCode).toBe(404);
  });

  describe('isolation: another FPO', () => {
    it('gets 404 reading, changing or deleting the farmer, and never sees it', async () => {
      const farmer = await add(mine, {
        phoneNumber: '9845012311',
        farmerName: 'Private Person',
        village: 'Secretville',
      });
      expect((await theirs.get(`/api/farmers/${farmer.id}`)).statusCode).toBe(404);
      expect(
        (await theirs.put(`/api/farmers/${farmer.id}`, { ...messy, phoneNumber: '9845012311' })).statusCode,
      ).toBe(404);
      expect((await theirs.delete(`/api/farmers/${farmer.id}`)).statusCode).toBe(404);
      expect((await mine.get(`/api/farmers/${farmer.id}`)).statusCode).toBe(200);
      expect((await theirs.get('/api/farmers?q=Secretville')).json().total).toBe(0);
      const list = (await theirs.get('/api/farmers')).json();
      expect(list.items.map((f: { id: string }) => f.id)).not.toContain(farmer.id);
      expect((await theirs.get('/api/farmers/stats')).json().totalFarmers).toBe(list.total);
    });
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/farmers' })).statusCode).toBe(401);
    expect((await mine.get('/api/farmers/not-a-uuid')).statusCode).toBe(400);
  });

  it('serves the sample spreadsheet in both formats', async () => {
    const csv = await mine.get('/api/farmers/sample?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode,Preferred Language',
    );
    expect(lines).toHaveLength(3);
    // One language in English, one in its own script: both are read back by an import.
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(['Tamil', 'ಕನ್ನಡ']);
    const xlsx = await mine.get('/api/farmers/sample?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe("a farmer's preferred language (issue 18)", async () => {
  const testApp = await buildTestApp();
  const { app } = testApp;
  // An FPO founded by an operator who reads Kannada: its farmers are taken to read it too.
  const operator = await createOperator(testApp, undefined, { language: 'kn', fpoPhone: '9845000031' });
  const headers = originHeaders(testApp, operator.cookie);
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers, ...(payload && { payload }) });
  const add = async (overrides: Record<string, unknown>) => {
    const response = await send('POST', '/api/farmers', { ...messy, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it("gives a new farmer the FPO's language when none is chosen", async () => {
    expect((await send('GET', '/api/me')).json().fpo.language).toBe('kn');
    const farmer = await add({ phoneNumber: '9845012401', farmerName: 'Shivanna' });
    expect(farmer.preferredLanguage).toBe('kn');
  });

  it('keeps the language chosen, and the list and the detail carry it', async () => {
    const farmer = await add({ phoneNumber: '9845012402', farmerName: 'Selvi', preferredLanguage: 'ta' });
    expect(farmer.preferredLanguage).toBe('ta');
    expect((await send('GET', `/api/farmers/${farmer.id}`)).json().farmer.preferredLanguage).toBe('ta');
    const listed = (await send('GET', '/api/farmers?q=9845012402')).json().items;
    expect(listed.map((f: { preferredLanguage: string }) => f.preferredLanguage)).toEqual(['ta']);
  });

  it.each([['Hindi'], ['fr'], [''], [null], [7]])(
    'refuses %j as a language with language_invalid, adding nobody',
    async (preferredLanguage) => {
      const refused = await send('POST', '/api/farmers', {
        ...messy,
        phoneNumber: '9845012409',
        preferredLanguage,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues).toEqual([{ field: 'preferredLanguage', code: 'language_invalid' }]);
      expect((await send('GET', '/api/farmers?q=9845012409')).json().total).toBe(0);
    },
  );

  it('changes the language on an edit that names one, and keeps it on an edit that does not', async () => {
    const farmer = await add({
      phoneNumber: '9845012403',
      farmerName: 'Lakshmamma',
      preferredLanguage: 'te',
    });
    const body = { ...messy, phoneNumber: '9845012403', farmerName: 'Lakshmamma' };
    // A form from before the language existed sends none: the farmer's own stays.
    const kept = await send('PUT', `/api/farmers/${farmer.id}`, { ...body, acres: '3' });
    expect(kept.json()).toMatchObject({ acres: 3, preferredLanguage: 'te' });
    const changed = await send('PUT', `/api/farmers/${farmer.id}`, { ...body, preferredLanguage: 'hi' });
    expect(changed.json().preferredLanguage).toBe('hi');
    const refused = await send('PUT', `/api/farmers/${farmer.id}`, { ...body, preferredLanguage: 'xx' });
    expect(refused.statusCode).toBe(400);
    expect((await send('GET', `/api/farmers/${farmer.id}`)).json().farmer.preferredLanguage).toBe('hi');
  });

  it("follows the FPO's language once Settings changes it, leaving existing farmers as they are", async () => {
    const before = await add({ phoneNumber: '9845012404', farmerName: 'Basamma' });
    const saved = await send('PUT', '/api/settings', { ...settingsBody, fpoLanguage: 'hi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send('GET', '/api/me')).json().fpo.language).toBe('hi');
    const after = await add({ phoneNumber: '9845012405', farmerName: 'Ramprasad' });
    expect(after.preferredLanguage).toBe('hi');
    expect((await send('GET', `/api/farmers/${before.id}`)).json().farmer.preferredLanguage).toBe('kn');
  });
});

describe('the profile gate', async () => {
  const testApp = await buildTestApp();
  const { app } = testApp;

  it('takes the phone the operator gave at onboarding: no FPO phone, yet the first add goes through', async () => {
    const operator = await createOperator(testApp, undefined, { fpoPhone: undefined });
    const headers = originHeaders(testApp, operator.cookie);
    const profile = await app.inject({ method: 'GET', url: '/api/fpo/profile', headers });
    expect(profile.json()).toEqual({
      fpoName: 'Hosur Farmers Producer Company',
      fpoPhone: null,
      missing: [],
    });
    const added = await app.inject({ method: 'POST', url: '/api/farmers', headers, payload: messy });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('refuses an add until the FPO has a valid phone, then allows it', async () => {
    // An operator's number outside India is not the Indian mobile the gate needs (spec 9).
    const operator = await createOperator(testApp, undefined, {
      fpoPhone: undefined,
      countryCode: '+977',
      phone: '9812345678',
    });
    const headers = originHeaders(testApp, operator.cookie);
    const refused = await app.inject({ method: 'POST', url: '/api/farmers', headers, payload: messy });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'profile_incomplete',
      issues: [{ field: 'fpoPhone', code: 'missing' }],
    });

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/fpo/profile',
      headers,
      payload: { fpoPhone: '+91' },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/fpo/profile',
      headers,
      payload: { fpoPhone: '98450 11111' },
    });
    expect(saved.json()).toEqual({
      fpoName: 'Hosur Farmers Producer Company',
      fpoPhone: '+919845011111',
      missing: [],
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/farmers', headers, payload: messy })).statusCode,
    ).toBe(201);
  });
});
