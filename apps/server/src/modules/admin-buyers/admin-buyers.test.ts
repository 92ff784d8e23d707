import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { resolveAuthSecret } from '../../plugins/auth.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { issueFormToken } from '../buyer-requirements/form-token.ts';

type Row = Record<string, unknown> & { id: string; name: string };

describe('the back office buyer ecosystem (document 2, 2.7)', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const secret = resolveAuthSecret(testApp.config);
  const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;

  const hubli = await createOperator(testApp, undefined, { fpoName: 'Hubballi Raitha FPC' });
  const dharwad = await createOperator(testApp, undefined, {
    fpoName: 'Dharwad Growers FPC',
    fullName: 'Manjunath Patil',
  });
  const ours = clientFor(testApp, hubli.cookie);
  const theirs = clientFor(testApp, dharwad.cookie);

  /** An admin granted exactly these flags on the buyers page. */
  const adminWith = async (flags: { view: boolean; edit: boolean; delete: boolean }) => {
    const person = await createOperator(testApp);
    const granted = await owner.post('/api/admin/access', {
      userId: await idOf(person.cookie),
      pageAccess: { buyers: flags },
    });
    expect(granted.statusCode, granted.body).toBe(204);
    return clientFor(testApp, person.cookie);
  };
  const viewer = await adminWith({ view: true, edit: false, delete: false });
  const editor = await adminWith({ view: true, edit: true, delete: false });
  const deleter = await adminWith({ view: true, edit: false, delete: true });

  const add = async (client: typeof ours, body: object) => {
    const response = await client.post('/api/buyers', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const lakshmi = {
    name: 'Sri Lakshmi Traders',
    phone: '98450 11111',
    address: 'APMC Yard, Hubballi',
    cropInterest: 'Maize, Jowar',
  };
  const reddy = {
    name: 'Reddy Agro Exports',
    phone: '98450 22222',
    address: 'Gokul Road, Hubballi',
    cropInterest: 'Turmeric',
  };
  const nayak = { name: 'Nayak & Sons', phone: '98450 33333', address: 'Dharwad', cropInterest: 'Paddy' };

  // Sri Lakshmi: two lists, reviews of 5 and 1 (average 3: not low rated), ₹50,000 of deals.
  const lakshmiId = await add(ours, {
    ...lakshmi,
    rating: 5,
    feedback: 'Pays within a fortnight',
    transactionAmount: 48000,
    transactionDate: '2026-10-01',
  });
  await add(theirs, { ...lakshmi, rating: 1, feedback: 'Paid late', transactionAmount: 2000 });
  // Reddy: one review of 2 (low rated). Nayak: no review at all (not low rated).
  const reddyId = await add(ours, {
    ...reddy,
    rating: 2,
    feedback: 'Rejects lots',
    transactionAmount: 10000,
  });
  const nayakId = await add(theirs, nayak);

  const page = async (client: typeof owner, query = '') => {
    const response = await client.get(`/api/admin/buyers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Row[]; total: number; page: number; pageSize: number };
  };

  it('lists every shared buyer, newest first, with the figures counted from lists and reviews', async () => {
    const { items, total, pageSize } = await page(viewer);
    expect(total).toBe(3);
    expect(pageSize).toBe(10);
    expect(items.map((b) => b.name)).toEqual(['Nayak & Sons', 'Reddy Agro Exports', 'Sri Lakshmi Traders']);
    expect(items.find((b) => b.id === lakshmiId)).toMatchObject({
      phone: '+919845011111',
      associationCount: 2,
      averageRating: 3,
      reviewCount: 2,
      totalBusiness: 50000,
      addedBy: [
        { fpoId: hubli.fpoId, fpoName: 'Hubballi Raitha FPC' },
        { fpoId: dharwad.fpoId, fpoName: 'Dharwad Growers FPC' },
      ],
      lowRated: false,
    });
    expect(items.find((b) => b.id === reddyId)).toMatchObject({
      associationCount: 1,
      averageRating: 2,
      reviewCount: 1,
      totalBusiness: 10000,
      lowRated: true,
    });
    expect(items.find((b) => b.id === nayakId)).toMatchObject({
      associationCount: 1,
      averageRating: null,
      reviewCount: 0,
      totalBusiness: 0,
      addedBy: [{ fpoId: dharwad.fpoId, fpoName: 'Dharwad Growers FPC' }],
      lowRated: false,
    });
  });

  it('finds buyers by name, crop or phone however it is typed, and pages', async () => {
    const names = async (search: string) =>
      (await page(viewer, `?search=${encodeURIComponent(search)}`)).items.map((b) => b.name);
    expect(await names('lakshmi')).toEqual(['Sri Lakshmi Traders']);
    expect(await names('TURMERIC')).toEqual(['Reddy Agro Exports']);
    expect(await names('98450 22222')).toEqual(['Reddy Agro Exports']);
    expect(await names('+91 98450-3')).toEqual(['Nayak & Sons']);
    expect(await names('%')).toEqual([]);
    const second = await page(viewer, '?page=2&pageSize=10');
    expect(second).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await viewer.get('/api/admin/buyers?pageSize=7')).statusCode).toBe(400);
  });

  it("shows a buyer's reviews with the reviewer's name and FPO", async () => {
    const response = await viewer.get(`/api/admin/buyers/${lakshmiId}/reviews`);
    expect(response.statusCode, response.body).toBe(200);
    const reviews = response.json().items as { rating: number; reviewer: unknown; feedback: string }[];
    expect(reviews.map((r) => [r.rating, r.reviewer, r.feedback])).toEqual([
      [1, { name: 'Manjunath Patil', fpoName: 'Dharwad Growers FPC' }, 'Paid late'],
      [5, { name: 'Lakshmi Devi', fpoName: 'Hubballi Raitha FPC' }, 'Pays within a fortnight'],
    ]);
    expect((await viewer.get(`/api/admin/buyers/${crypto.randomUUID()}/reviews`)).statusCode).toBe(404);
  });

  it('corrects a shared record with the FPO form’s rules, refuses a taken phone, and records the change', async () => {
    const url = `/api/admin/buyers/${nayakId}`;
    const edit = { ...nayak, address: 'Super Market, Dharwad', priceMin: 2000, priceMax: 2400 };
    expect((await viewer.put(url, edit)).statusCode).toBe(403);

    const bad = await editor.put(url, { ...edit, name: '  ', phone: '12345', priceMax: 1500 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'buyer_name_required' },
        { field: 'phone', code: 'phone_invalid' },
      ]),
    );
    expect((await editor.put(url, { ...edit, priceMax: 1500 })).json().error.issues).toEqual([
      { field: 'priceMax', code: 'price_range_invalid' },
    ]);
    expect((await editor.put(url, { ...edit, rating: 5 })).json().error.issues).toEqual([
      { field: 'rating', code: 'unknown_field' },
    ]);

    const taken = await editor.put(url, { ...edit, phone: '+91 98450 22222' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'buyer_phone_taken',
      issues: [{ field: 'phone', code: 'buyer_phone_taken' }],
    });

    const saved = await editor.put(url, edit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id: nayakId,
      address: 'Super Market, Dharwad',
      priceMin: 2000,
      priceMax: 2400,
      associationCount: 1,
    });
    // The FPO that keeps the buyer sees the correction.
    expect((await theirs.get(`/api/buyers/${nayakId}`)).json().buyer.address).toBe('Super Market, Dharwad');

    const history = await viewer.get(`/api/admin/buyers/${nayakId}/changes`);
    expect(history.statusCode).toBe(200);
    expect(history.json()[0]).toMatchObject({
      fpoId: null,
      fpoName: null,
      actorEmail: expect.stringMatching(/@example\.org$/),
      before: { address: 'Dharwad', priceMin: null, priceMax: null },
      after: { address: 'Super Market, Dharwad', priceMin: 2000, priceMax: 2400 },
    });
    expect((await editor.put(`/api/admin/buyers/${crypto.randomUUID()}`, edit)).statusCode).toBe(404);
  });

  it("names the FPO and the person behind an FPO's change in the history", async () => {
    await ours.put(`/api/buyers/${reddyId}`, {
      ...reddy,
      cropInterest: 'Turmeric, Ginger',
      rating: 2,
      feedback: 'Rejects lots',
    });
    const [latest] = (await viewer.get(`/api/admin/buyers/${reddyId}/changes`)).json();
    expect(latest).toMatchObject({
      fpoId: hubli.fpoId,
      fpoName: 'Hubballi Raitha FPC',
      actorEmail: hubli.email,
      after: { cropInterest: 'Turmeric, Ginger' },
    });
  });

  describe('the verified mark only admins set (decision 015)', () => {
    const url = (id: string) => `/api/admin/buyers/${id}/verified`;
    const marks = (buyerId: string) =>
      database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.targetId, buyerId),
            inArray(auditEvents.action, ['global_buyer.verified', 'global_buyer.unverified']),
          ),
        )
        .orderBy(auditEvents.createdAt, auditEvents.id);
    const stored = async (buyerId: string) =>
      (
        (await database.db.execute(
          sql`select is_verified, updated_at from global_buyers where id = ${buyerId}`,
        )) as unknown as { rows: { is_verified: boolean; updated_at: unknown }[] }
      ).rows[0];

    it('refuses a viewer and an admin with only delete, and changes nothing', async () => {
      expect((await viewer.put(url(lakshmiId), { isVerified: true })).statusCode).toBe(403);
      expect((await deleter.put(url(lakshmiId), { isVerified: true })).statusCode).toBe(403);
      expect((await ours.put(url(lakshmiId), { isVerified: true })).statusCode).toBe(403);
      expect((await stored(lakshmiId))?.is_verified).toBe(false);
      expect(await marks(lakshmiId)).toEqual([]);
    });

    it('marks a buyer verified with edit, records who did it with before and after, and every FPO sees it', async () => {
      const editorId = (await editor.get('/api/me')).json().user.id as string;
      const marked = await editor.put(url(lakshmiId), { isVerified: true });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ id: lakshmiId, verified: true, associationCount: 2 });
      const [event, ...more] = await marks(lakshmiId);
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        actorUserId: editorId,
        action: 'global_buyer.verified',
        targetType: 'global_buyer',
        targetId: lakshmiId,
        details: { fpoId: null, before: { verified: false }, after: { verified: true } },
      });
      // Both FPOs that keep the buyer see the mark, in their list and on the profile.
      expect((await ours.get(`/api/buyers/${lakshmiId}`)).json().buyer.verified).toBe(true);
      const theirList = (await theirs.get('/api/buyers')).json().items as { id: string; verified: boolean }[];
      expect(theirList.find((b) => b.id === lakshmiId)?.verified).toBe(true);
      // The buyer's change history names it beside the edits, as from the back office.
      const [latest] = (await viewer.get(`/api/admin/buyers/${lakshmiId}/changes`)).json();
      expect(latest).toMatchObject({
        fpoId: null,
        actorEmail: expect.stringMatching(/@example\.org$/),
        before: { verified: false },
        after: { verified: true },
      });
    });

    it('changes and records nothing when asked for the mark the buyer already has', async () => {
      const before = await stored(lakshmiId);
      const again = await editor.put(url(lakshmiId), { isVerified: true });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().verified).toBe(true);
      expect(await stored(lakshmiId)).toEqual(before);
      expect(await marks(lakshmiId)).toHaveLength(1);
      const untouched = await editor.put(url(nayakId), { isVerified: false });
      expect(untouched.json().verified).toBe(false);
      expect(await marks(nayakId)).toEqual([]);
    });

    it('takes the mark away, recorded as unverified', async () => {
      await editor.put(url(reddyId), { isVerified: true });
      const unmarked = await owner.put(url(reddyId), { isVerified: false });
      expect(unmarked.statusCode, unmarked.body).toBe(200);
      expect(unmarked.json().verified).toBe(false);
      expect((await marks(reddyId)).map((e) => [e.action, e.details])).toEqual([
        ['global_buyer.verified', { fpoId: null, before: { verified: false }, after: { verified: true } }],
        ['global_buyer.unverified', { fpoId: null, before: { verified: true }, after: { verified: false } }],
      ]);
      expect((await ours.get(`/api/buyers/${reddyId}`)).json().buyer.verified).toBe(false);
    });

    it('answers 404 for a buyer that does not exist, and 400 for anything but true or false', async () => {
      const unknown = await editor.put(url(crypto.randomUUID()), { isVerified: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      const codes = async (body: unknown) => {
        const response = await editor.put(url(nayakId), body);
        expect(response.statusCode).toBe(400);
        return response.json().error.issues;
      };
      expect(await codes({ isVerified: 'yes' })).toEqual([{ field: 'isVerified', code: 'type_invalid' }]);
      expect(await codes({})).toEqual([{ field: 'isVerified', code: 'type_invalid' }]);
      expect(await codes({ isVerified: true, name: 'x' })).toEqual([
        { field: 'name', code: 'unknown_field' },
      ]);
      expect(
        (await editor.put('/api/admin/buyers/not-a-uuid/verified', { isVerified: true })).statusCode,
      ).toBe(400);
      expect((await stored(nayakId))?.is_verified).toBe(false);
    });

    it('filters the list by the mark, with the search, and counts what the filter leaves', async () => {
      const names = async (query: string) => {
        const found = await page(viewer, query);
        return [found.total, found.items.map((b) => b.name)];
      };
      expect(await names('?verified=verified')).toEqual([1, ['Sri Lakshmi Traders']]);
      expect(await names('?verified=unverified')).toEqual([2, ['Nayak & Sons', 'Reddy Agro Exports']]);
      expect(await names('?verified=all')).toEqual([
        3,
        ['Nayak & Sons', 'Reddy Agro Exports', 'Sri Lakshmi Traders'],
      ]);
      expect(await names('?verified=verified&search=reddy')).toEqual([0, []]);
      expect(await names('?verified=unverified&search=reddy')).toEqual([1, ['Reddy Agro Exports']]);
      const bad = await viewer.get('/api/admin/buyers?verified=yes');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.issues).toEqual([{ field: 'verified', code: 'verified_filter_invalid' }]);
      // The requirements tab's list takes no such filter.
      expect((await viewer.get('/api/admin/buyer-requirements?verified=verified')).statusCode).toBe(400);
    });
  });

  describe("buyers' requirements", async () => {
    const crops = (await app.inject({ method: 'GET', url: '/api/crops' })).json().items as {
      id: string;
      name: string;
    }[];
    const cropId = (name: string) => crops.find((c) => c.name === name)?.id as string;
    let address = 1;
    const post = async (overrides: object) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/buyer-requirements',
        remoteAddress: `203.0.113.${address++}`,
        payload: {
          name: 'Anand Traders',
          phone: '98860 12345',
          city: 'Hubballi',
          state: 'Karnataka',
          pincode: '580029',
          cropIds: [cropId('Turmeric')],
          quantityRequirements: '20 tonnes a month',
          qualityDescription: 'Curcumin above 3%',
          website: '',
          formToken: issueFormToken(secret, Date.now() - 5_000),
          ...overrides,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await post({});
    await post({
      name: 'Coastal Spices',
      phone: '9448012345',
      city: 'Kochi',
      state: 'Kerala',
      pincode: '682001',
    });
    const requirements = async (client = viewer, query = '') => {
      const response = await client.get(`/api/admin/buyer-requirements${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: (Row & { crops: { name: string }[] })[]; total: number };
    };
    const anand = (await requirements()).items.find((r) => r.name === 'Anand Traders') as Row;
    const url = `/api/admin/buyer-requirements/${anand.id}`;
    const usage = async (name: string) =>
      (
        (await database.db.execute(sql`select usage_count from crops where name = ${name}`)) as unknown as {
          rows: { usage_count: number }[];
        }
      ).rows[0]?.usage_count;
    const audited = (action: string, targetId: string) =>
      database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

    it('pages every requirement, newest first, and finds them by name, phone or place', async () => {
      const { items, total } = await requirements();
      expect(total).toBe(2);
      expect(items.map((r) => [r.name, r.isVerified, r.isPublished])).toEqual([
        ['Coastal Spices', false, false],
        ['Anand Traders', false, false],
      ]);
      const found = async (search: string) =>
        (await requirements(viewer, `?search=${encodeURIComponent(search)}`)).items.map((r) => r.name);
      expect(await found('kochi')).toEqual(['Coastal Spices']);
      expect(await found('98860 123')).toEqual(['Anand Traders']);
      expect(await found('+91 98860-12345')).toEqual(['Anand Traders']);
      expect(await found('turmeric')).toEqual(['Coastal Spices', 'Anand Traders']);
    });

    it('verifies and publishes with edit, recording who did it; a viewer cannot', async () => {
      expect((await viewer.put(url, { isVerified: true })).statusCode).toBe(403);
      expect((await editor.put(url, { isVerified: true, isPublished: true })).statusCode).toBe(204);
      expect((await requirements()).items.find((r) => r.id === anand.id)).toMatchObject({
        isVerified: true,
        isPublished: true,
      });
      const [event] = await audited('buyer_requirement.flags.set', anand.id);
      expect(event?.details).toEqual({ isVerified: true, isPublished: true });
    });

    it('refuses an edit that breaks the form’s rules, each field with its code', async () => {
      const edit = (body: object) => editor.put(`${url}/details`, body);
      const valid = {
        name: 'Anand Agro Traders',
        phone: '9886012345',
        city: 'Hubballi',
        state: 'Karnataka',
        pincode: '580029',
        cropIds: [cropId('Turmeric')],
      };
      const codes = async (body: object) => {
        const response = await edit(body);
        expect(response.statusCode).toBe(400);
        return response.json().error.issues;
      };
      expect(
        await codes({ ...valid, name: ' ', phone: '', city: '', state: '', pincode: '', cropIds: [] }),
      ).toEqual(
        expect.arrayContaining([
          { field: 'name', code: 'name_required' },
          { field: 'phone', code: 'phone_required' },
          { field: 'city', code: 'city_required' },
          { field: 'state', code: 'state_required' },
          { field: 'pincode', code: 'pincode_required' },
          { field: 'cropIds', code: 'crops_required' },
        ]),
      );
      expect(await codes({ ...valid, phone: '5886012345' })).toEqual([
        { field: 'phone', code: 'phone_invalid' },
      ]);
      expect(await codes({ ...valid, pincode: '58002' })).toEqual([
        { field: 'pincode', code: 'pincode_invalid' },
      ]);
      expect(await codes({ ...valid, state: 'Delhi' })).toEqual([{ field: 'state', code: 'state_invalid' }]);
      expect(await codes({ ...valid, formToken: 'x' })).toEqual([
        { field: 'formToken', code: 'unknown_field' },
      ]);
      expect(await codes({ ...valid, cropIds: [crypto.randomUUID()] })).toEqual([
        { field: 'cropIds', code: 'crop_invalid' },
      ]);
      expect((await viewer.put(`${url}/details`, valid)).statusCode).toBe(403);
      expect((await edit({ ...valid, cropIds: [] })).statusCode).toBe(400);
    });

    it('saves an edit trimmed, with its crops by id, counts a newly named crop, and records the change', async () => {
      const maize = await usage('Maize');
      const turmeric = await usage('Turmeric');
      const saved = await editor.put(`${url}/details`, {
        name: '  Anand Agro Traders ',
        phone: '+91 98860-12345',
        city: ' Hubballi ',
        state: 'Karnataka',
        pincode: ' 580029 ',
        cropIds: [cropId('Maize'), cropId('Turmeric')],
        quantityRequirements: ' 30 tonnes a month ',
        qualityDescription: '',
      });
      expect(saved.statusCode, saved.body).toBe(204);
      expect((await requirements()).items.find((r) => r.id === anand.id)).toMatchObject({
        name: 'Anand Agro Traders',
        phone: '9886012345',
        city: 'Hubballi',
        pincode: '580029',
        crops: [
          { id: cropId('Maize'), name: 'Maize' },
          { id: cropId('Turmeric'), name: 'Turmeric' },
        ],
        quantityRequirements: '30 tonnes a month',
        qualityDescription: null,
        isVerified: true,
      });
      expect(await usage('Maize')).toBe((maize ?? 0) + 1);
      expect(await usage('Turmeric')).toBe(turmeric);
      const [event] = await audited('buyer_requirement.updated', anand.id);
      expect(event?.details).toEqual({
        before: {
          name: 'Anand Traders',
          crops: ['Turmeric'],
          quantityRequirements: '20 tonnes a month',
          qualityDescription: 'Curcumin above 3%',
        },
        after: {
          name: 'Anand Agro Traders',
          crops: ['Maize', 'Turmeric'],
          quantityRequirements: '30 tonnes a month',
          qualityDescription: null,
        },
      });
      const stored = (
        (await database.db.execute(
          sql`select crop_interest from buyer_requirements where id = ${anand.id}`,
        )) as unknown as { rows: { crop_interest: string }[] }
      ).rows[0];
      expect(stored?.crop_interest).toBe('Maize, Turmeric');
      expect(
        (
          await editor.put(`/api/admin/buyer-requirements/${crypto.randomUUID()}/details`, {
            name: 'A',
            phone: '9886012345',
            city: 'B',
            state: 'Goa',
            pincode: '403001',
            cropIds: [cropId('Maize')],
          })
        ).statusCode,
      ).toBe(404);
    });

    it('deletes with delete only: an editor cannot, a deleter can, once, and it is recorded', async () => {
      expect((await viewer.delete(url)).statusCode).toBe(403);
      expect((await editor.delete(url)).statusCode).toBe(403);
      expect((await deleter.delete(url)).statusCode).toBe(204);
      expect((await deleter.delete(url)).statusCode).toBe(404);
      expect((await requirements()).items.map((r) => r.name)).toEqual(['Coastal Spices']);
      const [event] = await audited('buyer_requirement.deleted', anand.id);
      expect(event?.details).toMatchObject({ name: 'Anand Agro Traders', phone: '9886012345' });
      // A deleter without edit cannot change what is left.
      expect((await deleter.put(url, { isVerified: false })).statusCode).toBe(403);
    });
  });
});
