import type { AdvancedBuyerCard, AdvancedBuyersPage, BuyerIntelligence } from '@sangam/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyerFeedback } from '../../db/schema/buyers.ts';
import { buyerRequirementCrops, buyerRequirements, crops } from '../../db/schema/marketplace.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor, type Client } from '../../test/clients.ts';
import { setGlobalBuyerVerified } from '../admin-buyers/admin-buyers.service.ts';

describe('advanced buyers (document 2, 2.16; decision 028)', async () => {
  const testApp = await buildTestApp();
  const { db } = testApp.database;
  const hubliAccount = await createOperator(testApp, 'lakshmi@hubli.example', {
    fullName: 'Lakshmi Devi',
    fpoName: 'Hubli Raitha FPO',
  });
  const dharwadAccount = await createOperator(testApp, 'ravi@dharwad.example', {
    fullName: 'Ravi Kumar',
    fpoName: 'Dharwad Farmers Producer Company',
  });
  const hubli = clientFor(testApp, hubliAccount.cookie);
  const dharwad = clientFor(testApp, dharwadAccount.cookie);

  const created = async (client: Client, url: string, body: object) => {
    const response = await client.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const buyer = (name: string, phone: string, cropInterest: string, more: object = {}) => ({
    name,
    phone,
    address: 'APMC Yard, Hubballi',
    cropInterest,
    ...more,
  });
  // Hubli's list: two maize buyers with figures, a vegetable buyer, a cotton mill; Dharwad's: one more.
  const lakshmi = await created(
    hubli,
    '/api/buyers',
    buyer('Sri Lakshmi Traders', '9845011111', 'Maize, Jowar', {
      monthlyVolumeTonnes: 300,
      priceMin: 1950,
      priceMax: 2150,
      rating: 5,
      feedback: 'Pays within a fortnight',
    }),
  );
  const basket = await created(
    hubli,
    '/api/buyers',
    buyer('Green Basket Retail', '9845022222', 'Tomato, Onion, Vegetables, Chilli'),
  );
  const mill = await created(
    hubli,
    '/api/buyers',
    buyer('Raichur Cotton Mill', '9845033333', 'Cotton', { rating: 2, feedback: 'Pays after two months' }),
  );
  const feeds = await created(
    dharwad,
    '/api/buyers',
    buyer('Dharwad Feeds', '9845044444', 'maize', { monthlyVolumeTonnes: 50, priceMin: 2000 }),
  );
  await setGlobalBuyerVerified({ db, actorUserId: 'test', buyerId: lakshmi, isVerified: true });
  await setGlobalBuyerVerified({ db, actorUserId: 'test', buyerId: basket, isVerified: true });

  // A requirement from the public form, published; another not published.
  const [maize] = await db.select({ id: crops.id }).from(crops).where(eq(crops.name, 'Maize'));
  const requirement = async (name: string, isPublished: boolean) => {
    const [row] = await db
      .insert(buyerRequirements)
      .values({
        name,
        phoneNumber: '9886042210',
        city: 'Hubballi',
        state: 'Karnataka',
        pincode: '580029',
        cropInterest: 'Maize',
        quantityRequirements: '40 tonnes a month',
        isPublished,
        isVerified: isPublished,
      })
      .returning({ id: buyerRequirements.id });
    await db.insert(buyerRequirementCrops).values({ requirementId: row!.id, cropId: maize!.id });
  };
  await requirement('Anand Agro Traders', true);
  await requirement('Hidden Traders', false);

  const product = (productName: string) => ({
    productName,
    packagingType: 'open',
    quantityTonnes: 2.5,
    salePrice: 38000,
  });
  const maizeProduct = await created(hubli, '/api/products', product('Yellow maize'));
  const lintProduct = await created(hubli, '/api/products', product('Cotton lint'));
  await created(hubli, '/api/products', product('Organic jaggery'));
  const dharwadProduct = await created(dharwad, '/api/products', product('Tomato puree'));

  const page = async (client: Client, query = '') => {
    const response = await client.get(`/api/advanced-buyers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdvancedBuyersPage;
  };
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it('lists every FPO’s buyers, best rated first, with averages, counts, the first two crops and +N', async () => {
    const listed = await page(hubli);
    expect(listed).toMatchObject({ total: 4, page: 1, pageSize: 12 });
    expect(names(listed.items)).toEqual([
      'Sri Lakshmi Traders',
      'Raichur Cotton Mill',
      'Dharwad Feeds',
      'Green Basket Retail',
    ]);
    const byName = (name: string) => listed.items.find((item) => item.name === name) as AdvancedBuyerCard;
    expect(byName('Green Basket Retail')).toMatchObject({
      crops: ['Tomato', 'Onion'],
      moreCrops: 2,
      verified: true,
      averageRating: null,
      ratingCount: 0,
      lowRated: false,
      myRating: null,
    });
    expect(byName('Raichur Cotton Mill')).toMatchObject({
      averageRating: 2,
      ratingCount: 1,
      lowRated: true,
      myRating: 2,
    });
    expect(byName('Sri Lakshmi Traders')).toMatchObject({
      monthlyVolumeTonnes: 300,
      priceMin: 1950,
      priceMax: 2150,
    });
    expect(listed.crops).toEqual(['Chilli', 'Cotton', 'Jowar', 'Maize', 'Onion', 'Tomato', 'Vegetables']);
    expect(names(listed.seeking)).toEqual(['Anand Agro Traders']);
    expect(listed.seeking[0]).toMatchObject({ crops: ['Maize'], verified: true, city: 'Hubballi' });
  });

  it.each([
    ['?crop=maize', ['Sri Lakshmi Traders', 'Dharwad Feeds'], ['Anand Agro Traders']],
    ['?crop=Onion', ['Green Basket Retail'], []],
    ['?crop=Ma', [], []],
    ['?verified=verified', ['Sri Lakshmi Traders', 'Green Basket Retail'], ['Anand Agro Traders']],
    ['?verified=unverified', ['Raichur Cotton Mill', 'Dharwad Feeds'], []],
    ['?minRating=4', ['Sri Lakshmi Traders'], []],
    ['?minRating=2', ['Sri Lakshmi Traders', 'Raichur Cotton Mill'], []],
    ['?crop=Cotton&minRating=3', [], []],
    ['?crop=Maize&verified=unverified', ['Dharwad Feeds'], []],
  ])('filters %s in the database', async (query, buyers, seeking) => {
    const listed = await page(hubli, query);
    expect(names(listed.items)).toEqual(buyers);
    expect(listed.total).toBe(buyers.length);
    expect(names(listed.seeking)).toEqual(seeking);
  });

  it('pages by twelve', async () => {
    const second = await page(hubli, '?page=2');
    expect(second).toMatchObject({ items: [], total: 4, page: 2 });
  });

  it('shows a buyer with its reviews and the reviewers’ FPOs to another FPO too', async () => {
    const response = await dharwad.get(`/api/advanced-buyers/${lakshmi}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Sri Lakshmi Traders',
      phone: '+919845011111',
      allCrops: ['Maize', 'Jowar'],
      averageRating: 5,
      ratingCount: 1,
      myRating: null,
      myReview: null,
      reviews: [
        {
          rating: 5,
          comment: 'Pays within a fortnight',
          reviewer: { name: 'Lakshmi Devi', fpoName: 'Hubli Raitha FPO' },
          mine: false,
        },
      ],
    });
    expect((await dharwad.get(`/api/advanced-buyers/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('keeps one rating per user and buyer: a resubmit replaces it, a comment is optional', async () => {
    const first = await dharwad.put(`/api/advanced-buyers/${lakshmi}/rating`, {
      rating: 3,
      comment: '  Slow to pay  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      averageRating: 4,
      ratingCount: 2,
      myRating: 3,
      myReview: { rating: 3, comment: 'Slow to pay' },
    });
    const again = await dharwad.put(`/api/advanced-buyers/${lakshmi}/rating`, { rating: 1, comment: '' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      averageRating: 3,
      ratingCount: 2,
      myReview: { rating: 1, comment: null },
    });
    const rows = await db.select().from(buyerFeedback).where(eq(buyerFeedback.globalBuyerId, lakshmi));
    expect(rows).toHaveLength(2);
    // Shared across FPOs by design: Hubli sees Dharwad's rating, without words, in its own reviews.
    const seen = (await hubli.get(`/api/buyers/${lakshmi}/reviews`)).json().items;
    expect(seen).toEqual(
      expect.arrayContaining([expect.objectContaining({ rating: 1, feedback: null, mine: false })]),
    );
    expect((await page(hubli, '?minRating=4')).items).toEqual([]);
  });

  it("replaces the user's review from the buyer list, keeping its deal, and sets the FPO's rating", async () => {
    await hubli.put(`/api/buyers/${mill}`, {
      ...buyer('Raichur Cotton Mill', '9845033333', 'Cotton'),
      rating: 2,
      feedback: 'Pays after two months',
      transactionAmount: 90000,
      transactionDate: '2026-01-10',
    });
    const rated = await hubli.put(`/api/advanced-buyers/${mill}/rating`, { rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({
      myRating: 4,
      myReview: { rating: 4, comment: null },
      lowRated: false,
    });
    const profile = (await hubli.get(`/api/buyers/${mill}`)).json();
    expect(profile.buyer.myRating).toBe(4);
    expect(profile.reviews).toMatchObject([
      { rating: 4, feedback: null, transactionAmount: 90000, mine: true },
    ]);
    // The buyer list's form, rated without words, moves the same one rating rather than making a second.
    const edited = await hubli.put(`/api/buyers/${mill}`, {
      ...buyer('Raichur Cotton Mill', '9845033333', 'Cotton'),
      rating: 5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await hubli.get(`/api/advanced-buyers/${mill}`)).json();
    expect(after).toMatchObject({ myRating: 5, ratingCount: 1, myReview: { rating: 5, comment: null } });
  });

  it('rates a buyer the FPO does not list, without adding it to the list', async () => {
    const rated = await dharwad.put(`/api/advanced-buyers/${basket}/rating`, { rating: 5, comment: 'Good' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await dharwad.get('/api/buyers')).json().items.map((b: { id: string }) => b.id)).toEqual([feeds]);
    expect(
      (await dharwad.put(`/api/advanced-buyers/${crypto.randomUUID()}/rating`, { rating: 5 })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{}, 'rating', 'rating_required'],
    [{ rating: 0 }, 'rating', 'rating_invalid'],
    [{ rating: 6 }, 'rating', 'rating_invalid'],
    [{ rating: '5' }, 'rating', 'rating_invalid'],
    [{ rating: 4, comment: ['x'] }, 'comment', 'type_invalid'],
    [{ rating: 4, comment: 'x'.repeat(1001) }, 'comment', 'too_long'],
    [{ rating: 4, userId: 'someone-else' }, 'userId', 'unknown_field'],
  ])('refuses the rating %j', async (body, field, code) => {
    const response = await hubli.put(`/api/advanced-buyers/${basket}/rating`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, code })]),
    );
  });

  it.each(['?minRating=5', '?verified=yes', '?page=0', '?crop=' + 'x'.repeat(101), '?sort=name'])(
    'refuses the query %s',
    async (query) => expect((await hubli.get(`/api/advanced-buyers${query}`)).statusCode).toBe(400),
  );

  it("ranks the buyers of the FPO's own products by opportunity, then rating", async () => {
    const response = await hubli.get('/api/advanced-buyers/intelligence');
    expect(response.statusCode, response.body).toBe(200);
    const intelligence = response.json() as BuyerIntelligence;
    expect(intelligence.products).toEqual([
      { id: lintProduct, name: 'Cotton lint', matches: 1 },
      { id: expect.any(String), name: 'Organic jaggery', matches: 0 },
      { id: maizeProduct, name: 'Yellow maize', matches: 3 },
    ]);
    // The first product with a match.
    expect(intelligence.product).toEqual({ id: lintProduct, name: 'Cotton lint' });
    const maizeView = (await hubli.get(`/api/advanced-buyers/intelligence?product=${maizeProduct}`)).json();
    expect(maizeView.rows).toMatchObject([
      // 300 t x 10 quintals x ₹1,950; then 50 t x 10 x ₹2,000; then the requirement, without figures.
      { rank: 1, kind: 'buyer', name: 'Sri Lakshmi Traders', opportunity: 5_850_000, verified: true },
      { rank: 2, kind: 'buyer', name: 'Dharwad Feeds', opportunity: 1_000_000, verified: false },
      {
        rank: 3,
        kind: 'requirement',
        name: 'Anand Agro Traders',
        opportunity: null,
        missing: ['volume', 'price'],
        place: 'Hubballi, Karnataka',
        quantityRequirements: '40 tonnes a month',
      },
    ]);
    expect(maizeView.summary).toEqual({
      buyers: 2,
      requirements: 1,
      verifiedBuyers: 1,
      buyersWithFigures: 2,
      monthlyVolumeTonnes: 350,
      totalOpportunity: 6_850_000,
      priceMin: 1950,
      priceMax: 2150,
    });
  });

  it("shows an FPO only its own products, and 404 for another FPO's", async () => {
    const theirs = (await dharwad.get('/api/advanced-buyers/intelligence')).json() as BuyerIntelligence;
    expect(theirs.products.map((p) => p.name)).toEqual(['Tomato puree']);
    expect(theirs.rows.map((row) => row.name)).toEqual(['Green Basket Retail']);
    expect(theirs.rows[0]).toMatchObject({ opportunity: null, missing: ['volume', 'price'] });
    expect((await dharwad.get(`/api/advanced-buyers/intelligence?product=${maizeProduct}`)).statusCode).toBe(
      404,
    );
    expect((await hubli.get(`/api/advanced-buyers/intelligence?product=${dharwadProduct}`)).statusCode).toBe(
      404,
    );
    expect((await hubli.get('/api/advanced-buyers/intelligence?product=nope')).statusCode).toBe(400);
  });

  it('says there is nothing to rank for an FPO without products', async () => {
    const bare = await createOperator(testApp);
    const response = await clientFor(testApp, bare.cookie).get('/api/advanced-buyers/intelligence');
    expect(response.json()).toEqual({ products: [], product: null, rows: [], summary: null });
  });

  it('refuses a starters FPO after its trial, and opens on the Pro plan', async () => {
    const lapsed = await createOperator(testApp);
    await db.execute(
      sql`update fpos set trial_end_date = now() - interval '1 day' where id = ${lapsed.fpoId}`,
    );
    const client = clientFor(testApp, lapsed.cookie);
    for (const answer of [
      await client.get('/api/advanced-buyers'),
      await client.get(`/api/advanced-buyers/${lakshmi}`),
      await client.get('/api/advanced-buyers/intelligence'),
      await client.put(`/api/advanced-buyers/${lakshmi}/rating`, { rating: 5 }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('plan_required');
    }
    expect(
      (await db.select().from(buyerFeedback).where(eq(buyerFeedback.globalBuyerId, lakshmi))).length,
    ).toBe(2);
    await db.execute(sql`update fpos set plan = 'pro' where id = ${lapsed.fpoId}`);
    expect((await client.get('/api/advanced-buyers')).statusCode).toBe(200);
  });

  it('refuses a visitor without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/advanced-buyers' });
    expect(response.statusCode).toBe(401);
  });
});
