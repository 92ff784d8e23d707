import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';

const buyer = {
  name: 'Sri Lakshmi Traders',
  phone: '98450 11111',
  address: 'APMC Yard, Hubballi',
  cropInterest: 'Maize, Jowar',
};

describe('buyers shared across FPOs', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const admin = await createOperator(testApp, 'owner@sangam.example');
  const hubli = await createOperator(testApp);
  const dharwad = await createOperator(testApp);
  const ours = clientFor(testApp, hubli.cookie);
  const theirs = clientFor(testApp, dharwad.cookie);

  it('keeps one record for a phone, two lists, two ratings and both reviews with reviewer names', async () => {
    const added = await ours.post('/api/buyers', {
      ...buyer,
      rating: 5,
      feedback: 'Pays within a fortnight',
      transactionAmount: 48000,
      transactionDate: '2026-10-01',
      paymentDate: '2026-10-15',
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id;
    expect(added.json()).toMatchObject({ phone: '+919845011111', myRating: 5 });
    // The same phone, typed another way, from another FPO: the same record.
    const linked = await theirs.post('/api/buyers', {
      ...buyer,
      phone: '+91 98450-11111',
      rating: 3,
      feedback: 'Haggles hard',
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ id, myRating: 3 });

    expect((await ours.get('/api/buyers')).json().stats).toEqual({
      totalBuyers: 1,
      ratedBuyers: 1,
      averageRating: 5,
    });
    expect((await theirs.get('/api/buyers')).json().items[0].myRating).toBe(3);

    for (const client of [ours, theirs]) {
      const reviews = (await client.get(`/api/buyers/${id}/reviews`)).json().items;
      expect(reviews).toHaveLength(2);
      expect(reviews.map((r: { reviewer: { name: string } }) => r.reviewer.name)).toEqual([
        'Lakshmi Devi',
        'Lakshmi Devi',
      ]);
      expect(reviews.filter((r: { mine: boolean }) => r.mine)).toHaveLength(1);
    }
    const profile = (await ours.get(`/api/buyers/${id}`)).json();
    expect(profile.community).toEqual({ average: 4, stars: 4, count: 2 });
    expect(profile.ledger).toMatchObject({
      totalBusiness: 48000,
      deals: 1,
      lastDealOn: '2026-10-01',
      averageDaysToPay: 14,
    });
  });

  it("refuses the same buyer twice in one list ('Buyer Exists')", async () => {
    const again = await ours.post('/api/buyers', { ...buyer, phone: '9845011111' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('buyer_exists');
  });

  it('replaces a review on resubmission, one per user and buyer', async () => {
    const { items } = (await ours.get('/api/buyers')).json();
    const id = items[0].id;
    await ours.put(`/api/buyers/${id}`, { ...buyer, rating: 4, feedback: 'Slower to pay this season' });
    const reviews = (await theirs.get(`/api/buyers/${id}/reviews`)).json().items;
    expect(reviews).toHaveLength(2);
    expect(reviews.find((r: { mine: boolean }) => !r.mine).feedback).toBe('Slower to pay this season');
  });

  it('records every change to the shared record, and shows the history to admins only', async () => {
    const { items } = (await ours.get('/api/buyers')).json();
    const id = items[0].id;
    await theirs.put(`/api/buyers/${id}`, {
      ...buyer,
      address: 'Gokul Road, Hubballi',
      rating: 3,
      feedback: 'Haggles hard',
    });
    expect((await ours.get('/api/buyers')).json().items[0].address).toBe('Gokul Road, Hubballi');
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, id),
          eq(auditEvents.actorUserId, (await theirs.get('/api/me')).json().user.id),
        ),
      );
    expect(event?.details).toEqual({
      fpoId: dharwad.fpoId,
      before: { address: 'APMC Yard, Hubballi' },
      after: { address: 'Gokul Road, Hubballi' },
    });
    const history = await app.inject({
      method: 'GET',
      url: `/api/admin/buyers/${id}/changes`,
      headers: { cookie: admin.cookie },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()[0]).toMatchObject({
      fpoId: dharwad.fpoId,
      after: { address: 'Gokul Road, Hubballi' },
    });
    const refused = await app.inject({
      method: 'GET',
      url: `/api/admin/buyers/${id}/changes`,
      headers: { cookie: hubli.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("lets an FPO neither read nor remove another FPO's association", async () => {
    const stranger = await createOperator(testApp);
    const them = clientFor(testApp, stranger.cookie);
    const id = (await ours.get('/api/buyers')).json().items[0].id;
    for (const response of [
      await them.get(`/api/buyers/${id}`),
      await them.get(`/api/buyers/${id}/reviews`),
      await them.put(`/api/buyers/${id}`, buyer),
      await them.delete(`/api/buyers/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found' } });
    }
    expect((await them.get('/api/buyers')).json().items).toEqual([]);
    expect((await ours.get(`/api/buyers/${id}`)).statusCode).toBe(200);
  });

  it('takes a buyer off one list only; the record and the reviews stay for the other', async () => {
    const id = (await ours.get('/api/buyers')).json().items[0].id;
    expect((await ours.delete(`/api/buyers/${id}`)).statusCode).toBe(204);
    expect((await ours.get('/api/buyers')).json().items).toEqual([]);
    expect((await ours.get(`/api/buyers/${id}`)).statusCode).toBe(404);
    expect((await theirs.get(`/api/buyers/${id}/reviews`)).json().items).toHaveLength(2);
  });

  it("refuses an edit that would take another buyer's phone", async () => {
    const a = (await ours.post('/api/buyers', { ...buyer, phone: '9845022222' })).json();
    await ours.post('/api/buyers', { ...buyer, phone: '9845033333' });
    const clash = await ours.put(`/api/buyers/${a.id}`, { ...buyer, phone: '9845033333' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.issues).toEqual([{ field: 'phone', code: 'buyer_phone_taken' }]);
  });

  it('makes one record when two FPOs add a new phone at once, and one association when one FPO does twice', async () => {
    const fresh = { ...buyer, phone: '9845055555' };
    const [a, b] = await Promise.all([ours.post('/api/buyers', fresh), theirs.post('/api/buyers', fresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const twice = { ...buyer, phone: '9845066666' };
    const answers = await Promise.all([ours.post('/api/buyers', twice), ours.post('/api/buyers', twice)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('asks for a complete FPO profile before a buyer is added', async () => {
    // An operator's number outside India is not the Indian mobile the gate needs (spec 9).
    const fresh = await createOperator(testApp, undefined, {
      fpoPhone: undefined,
      countryCode: '+977',
      phone: '9812345678',
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/buyers',
      headers: originHeaders(testApp, fresh.cookie),
      payload: { ...buyer, phone: '9845044444' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('profile_incomplete');
  });
});
