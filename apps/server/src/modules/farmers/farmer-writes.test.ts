import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth.ts';
import { farmerWriteKeys } from '../../db/schema/farmers.ts';
import { fpoMembers, userProfiles } from '../../db/schema/tenancy.ts';
import { createOperator, originHeaders, signUp, verifyEmail } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

/** Issue 20: farmer writes that can be sent again (offline capture), versions, and who did what. */
const farmer = {
  farmerName: 'Ramesh Kumar',
  phoneNumber: '9845012345',
  acres: '2.5',
  gender: 'Male',
  village: 'Hosur',
  block: 'Hosur',
  district: 'Krishnagiri',
  state: 'Tamil Nadu',
  pincode: '635109',
};

describe('farmer writes sent again, versions and who made them', async () => {
  const testApp = await buildTestApp();
  const { app, database } = testApp;
  const owner = await createOperator(testApp, undefined, { fpoPhone: '+919845000000' });
  const other = await createOperator(testApp, undefined, { fpoPhone: '9900011122' });

  const client = (cookie: string) => {
    const send = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: Record<string, unknown>,
      key?: string,
    ) =>
      app.inject({
        method,
        url,
        headers: { ...originHeaders(testApp, cookie), ...(key && { 'idempotency-key': key }) },
        ...(payload && { payload }),
      });
    return {
      get: (url: string) => send('GET', url),
      post: (payload: Record<string, unknown>, key?: string) => send('POST', '/api/farmers', payload, key),
      put: (id: string, payload: Record<string, unknown>, key?: string) =>
        send('PUT', `/api/farmers/${id}`, payload, key),
      count: async (q: string) => (await send('GET', `/api/farmers?q=${encodeURIComponent(q)}`)).json().total,
    };
  };
  const mine = client(owner.cookie);
  const theirs = client(other.cookie);
  const newKey = () => `key-${crypto.randomUUID()}`;

  const add = async (overrides: Record<string, unknown>, key?: string) => {
    const response = await mine.post({ ...farmer, ...overrides }, key);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  /** A second member of the owner's FPO, with the full name they gave, or only an account name. */
  const addMember = async (fullName?: string) => {
    const member = await signUp(testApp, `member-${crypto.randomUUID().slice(0, 8)}@example.org`);
    const cookie = await verifyEmail(testApp, member);
    const [account] = await database.db.select().from(user).where(eq(user.email, member.email));
    const userId = (account as { id: string }).id;
    if (fullName) await database.db.insert(userProfiles).values({ userId, fullName, phone: '+919845099999' });
    await database.db.insert(fpoMembers).values({ fpoId: owner.fpoId, userId, role: 'manager' });
    return { cookie, accountName: (account as { name: string }).name };
  };

  it('adds once however often an add is sent again with its key, answering with the same farmer', async () => {
    const key = newKey();
    const body = { ...farmer, phoneNumber: '9845011001', farmerName: 'Retry Once' };
    const first = await mine.post(body, key);
    const again = await mine.post(body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await mine.count('9845011001')).toBe(1);
  });

  it('adds once when two requests with one key arrive together', async () => {
    const key = newKey();
    const body = { ...farmer, phoneNumber: '9845011002', farmerName: 'Twin Key' };
    const answers = await Promise.all([mine.post(body, key), mine.post(body, key), mine.post(body, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await mine.count('9845011002')).toBe(1);
    const stats = (await mine.get('/api/farmers/stats')).json();
    const list = (await mine.get('/api/farmers')).json();
    expect(stats.totalFarmers).toBe(list.total);
  });

  it('refuses a malformed key with validation_failed, adding nobody', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const refused = await mine.post({ ...farmer, phoneNumber: '9845011003' }, key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual({
        code: 'validation_failed',
        issues: [{ field: 'idempotency-key', code: 'idempotency_key_invalid' }],
      });
    }
    expect(await mine.count('9845011003')).toBe(0);
  });

  it('starts at version 1 and counts every change', async () => {
    const added = await add({ phoneNumber: '9845011004', farmerName: 'Counted' });
    expect(added.version).toBe(1);
    const second = await mine.put(added.id, { ...farmer, phoneNumber: '9845011004', acres: '3' });
    expect(second.json()).toMatchObject({ version: 2, acres: 3 });
    const third = await mine.put(added.id, {
      ...farmer,
      phoneNumber: '9845011004',
      acres: '4',
      baseVersion: 2,
    });
    expect(third.json()).toMatchObject({ version: 3, acres: 4 });
    const listed = (await mine.get('/api/farmers?q=9845011004')).json().items;
    expect(listed.map((f: { version: number }) => f.version)).toEqual([3]);
    expect((await mine.get(`/api/farmers/${added.id}`)).json().farmer.version).toBe(3);
  });

  it('changes once when a change is sent again with its key', async () => {
    const added = await add({ phoneNumber: '9845011005', farmerName: 'Edited Once' });
    const key = newKey();
    const change = {
      ...farmer,
      phoneNumber: '9845011005',
      farmerName: 'Edited Once',
      acres: '7',
      baseVersion: 1,
    };
    const first = await mine.put(added.id, change, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, acres: 7 });
    // The answer was lost; the phone sends it again, from the version it started from.
    const again = await mine.put(added.id, change, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await mine.get(`/api/farmers/${added.id}`)).json().farmer.version).toBe(2);
  });

  it('refuses a change made from an older version with farmer_changed, changing nothing', async () => {
    const added = await add({ phoneNumber: '9845011006', farmerName: 'Changed Twice' });
    const base = { ...farmer, phoneNumber: '9845011006', farmerName: 'Changed Twice' };
    // Someone at the office changes the village first.
    expect((await mine.put(added.id, { ...base, village: 'Bagalur', baseVersion: 1 })).statusCode).toBe(200);
    const key = newKey();
    const stale = await mine.put(added.id, { ...base, acres: '9', baseVersion: 1 }, key);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('farmer_changed');
    const now = (await mine.get(`/api/farmers/${added.id}`)).json().farmer;
    expect(now).toMatchObject({ version: 2, village: 'Bagalur', acres: 2.5 });
    // The refusal kept no key: the same change, resolved against version 2, goes through.
    const resolved = await mine.put(
      added.id,
      { ...base, village: 'Bagalur', acres: '9', baseVersion: 2 },
      key,
    );
    expect(resolved.json()).toMatchObject({ version: 3, village: 'Bagalur', acres: 9 });
  });

  it('refuses a key already used for another farmer', async () => {
    const one = await add({ phoneNumber: '9845011007', farmerName: 'First Owner' });
    const two = await add({ phoneNumber: '9845011008', farmerName: 'Second Owner' });
    const key = newKey();
    expect(
      (await mine.put(one.id, { ...farmer, phoneNumber: '9845011007', farmerName: 'First Owner' }, key))
        .statusCode,
    ).toBe(200);
    const reused = await mine.put(
      two.id,
      { ...farmer, phoneNumber: '9845011008', farmerName: 'Second Owner' },
      key,
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.issues).toEqual([{ field: 'idempotency-key', code: 'key_used' }]);
  });

  it('names the farmer a duplicate would repeat, so the app can offer a merge', async () => {
    const existing = await add({ phoneNumber: '9845011009', farmerName: 'Already Here' });
    const samePhone = await mine.post(
      { ...farmer, phoneNumber: '+91 98450 11009', farmerName: 'Someone New' },
      newKey(),
    );
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error).toEqual({
      code: 'duplicate_farmer',
      issues: [
        { field: 'existingFarmerId', code: existing.id },
        { field: 'phoneNumber', code: 'duplicate' },
      ],
    });
    const sameDetails = await mine.post({ ...farmer, phoneNumber: '9845011010', farmerName: 'already here' });
    expect(sameDetails.json().error.issues).toEqual([
      { field: 'existingFarmerId', code: existing.id },
      { field: 'farmerName', code: 'duplicate' },
    ]);
    // Another FPO adding the same phone has no duplicate, and learns nothing of ours.
    const theirAdd = await theirs.post({ ...farmer, phoneNumber: '9845011009', farmerName: 'Someone New' });
    expect(theirAdd.statusCode).toBe(201);
    expect(theirAdd.json().id).not.toBe(existing.id);
  });

  it("keeps each FPO's keys its own: another FPO's key neither reads nor changes our farmer", async () => {
    const key = newKey();
    const ours = await add({ phoneNumber: '9845011011', farmerName: 'Our Farmer' }, key);
    // The same key from another FPO is a new add of its own farmer, with its own values.
    const theirAdd = await theirs.post(
      { ...farmer, phoneNumber: '9845011012', farmerName: 'Their Farmer' },
      key,
    );
    expect(theirAdd.statusCode, theirAdd.body).toBe(201);
    expect(theirAdd.json()).toMatchObject({ farmerName: 'Their Farmer', phoneNumber: '+919845011012' });
    expect(theirAdd.json().id).not.toBe(ours.id);
    // Their change of our farmer with our key is a 404, as without it.
    const theirPut = await theirs.put(ours.id, { ...farmer, phoneNumber: '9845011011', acres: '99' }, key);
    expect(theirPut.statusCode).toBe(404);
    expect((await mine.get(`/api/farmers/${ours.id}`)).json().farmer).toMatchObject({
      acres: 2.5,
      version: 1,
    });
    // Our key still answers with our farmer.
    const again = await mine.post({ ...farmer, phoneNumber: '9845011011', farmerName: 'Our Farmer' }, key);
    expect(again.json().id).toBe(ours.id);
    const keys = await database.db.select().from(farmerWriteKeys).where(eq(farmerWriteKeys.key, key));
    expect(keys.map((k) => k.fpoId).sort()).toEqual([owner.fpoId, other.fpoId].sort());
  });

  it('shows who added the farmer and who last changed it, by their full name, with when', async () => {
    const added = await add({ phoneNumber: '9845011013', farmerName: 'Watched' });
    const fresh = (await mine.get(`/api/farmers/${added.id}`)).json();
    // The owner onboarded as Lakshmi Devi; nobody has changed the farmer yet.
    expect(fresh.addedBy).toEqual({ name: 'Lakshmi Devi', at: added.createdAt });
    expect(fresh.changedBy).toBeNull();

    const ravi = await addMember('Ravi Shankar');
    const changed = await client(ravi.cookie).put(added.id, {
      ...farmer,
      phoneNumber: '9845011013',
      farmerName: 'Watched',
      acres: '5',
      baseVersion: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = (await mine.get(`/api/farmers/${added.id}`)).json();
    expect(detail.addedBy).toEqual({ name: 'Lakshmi Devi', at: added.createdAt });
    expect(detail.changedBy).toEqual({ name: 'Ravi Shankar', at: changed.json().updatedAt });

    // A member without a profile yet is named by their account.
    const unnamed = await addMember();
    const byUnnamed = await client(unnamed.cookie).post({
      ...farmer,
      phoneNumber: '9845011014',
      farmerName: 'Other Hand',
    });
    expect(byUnnamed.statusCode, byUnnamed.body).toBe(201);
    const theirs2 = (await mine.get(`/api/farmers/${byUnnamed.json().id}`)).json();
    expect(theirs2.addedBy.name).toBe(unnamed.accountName);
  });
});
