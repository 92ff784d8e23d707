import { describe, expect, it } from 'vitest';
import { buyerInputSchema, buyerLedger, buyerStats, communityRating } from './buyers.ts';
import { addDays, todayInIndia } from './india-dates.ts';

const valid = {
  name: 'Sri Lakshmi Traders',
  phone: '98450 12345',
  address: 'APMC Yard, Hubballi',
  cropInterest: 'Maize, Jowar',
};
const codes = (body: unknown) => {
  const result = buyerInputSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the buyer form (spec 4, 5)', () => {
  it('keeps the phone in +91 form and drops the review without a rating', () => {
    expect(
      buyerInputSchema.parse({ ...valid, feedback: 'Pays on time', transactionAmount: 5000 }),
    ).toMatchObject({
      phone: '+919845012345',
      rating: null,
      feedback: null,
      transactionAmount: null,
    });
  });

  it('keeps the review with a rating, feedback trimmed', () => {
    expect(
      buyerInputSchema.parse({
        ...valid,
        rating: '4',
        feedback: '  Pays on time ',
        transactionAmount: '25000.50',
      }),
    ).toMatchObject({ rating: 4, feedback: 'Pays on time', transactionAmount: 25000.5 });
  });

  const today = todayInIndia();
  it.each([
    [{ name: ' ' }, ['name:buyer_name_required']],
    [{ phone: '' }, ['phone:phone_required']],
    [{ phone: '12345' }, ['phone:phone_invalid']],
    [{ address: '' }, ['address:address_required']],
    [{ cropInterest: '' }, ['cropInterest:crop_interest_required']],
    [{ rating: 6 }, ['rating:rating_invalid']],
    [{ rating: 2.5 }, ['rating:rating_invalid']],
    [{ rating: 3, transactionAmount: -5 }, ['transactionAmount:transaction_amount_invalid']],
    [{ rating: 3, transactionDate: addDays(today, 1) }, ['transactionDate:transaction_date_future']],
    [{ rating: 3, paymentDate: '2026-01-10' }, ['transactionDate:transaction_date_required']],
    [
      { rating: 3, transactionDate: '2026-01-10', paymentDate: '2026-01-09' },
      ['paymentDate:payment_before_transaction'],
    ],
    [{ priceMin: 2500, priceMax: 2000 }, ['priceMax:price_range_invalid']],
    [{ monthlyVolumeTonnes: 0 }, ['monthlyVolumeTonnes:monthly_volume_invalid']],
    [{ verified: true }, [':unknown_field']],
  ])('refuses %j', (change, expected) => {
    expect(codes({ ...valid, ...change })).toEqual(expected);
  });
});

describe('figures', () => {
  it.each([
    [[], { totalBuyers: 0, ratedBuyers: 0, averageRating: 0 }],
    [[{ myRating: null }], { totalBuyers: 1, ratedBuyers: 0, averageRating: 0 }],
    [
      [{ myRating: 5 }, { myRating: 4 }, { myRating: null }],
      { totalBuyers: 3, ratedBuyers: 2, averageRating: 4.5 },
    ],
    [
      [{ myRating: 5 }, { myRating: 4 }, { myRating: 4 }],
      { totalBuyers: 3, ratedBuyers: 3, averageRating: 4.3 },
    ],
  ])('stat cards of %j', (items, stats) => {
    expect(buyerStats(items)).toEqual(stats);
  });

  it.each([
    [[], { average: 0, stars: 0, count: 0 }],
    [[{ rating: 5 }, { rating: 4 }], { average: 4.5, stars: 4.5, count: 2 }],
    [[{ rating: 5 }, { rating: 4 }, { rating: 4 }], { average: 4.3, stars: 4.5, count: 3 }],
    [[{ rating: 4 }, { rating: 4 }, { rating: 4 }, { rating: 5 }], { average: 4.3, stars: 4.5, count: 4 }],
    [
      [{ rating: 4 }, { rating: 4 }, { rating: 4 }, { rating: 4 }, { rating: 5 }],
      { average: 4.2, stars: 4, count: 5 },
    ],
  ])('community rating of %j in half stars', (reviews, expected) => {
    expect(communityRating(reviews)).toEqual(expected);
  });

  it('adds up the deals and the days buyers took to pay, where recorded', () => {
    expect(
      buyerLedger([
        { transactionAmount: 25000.4, transactionDate: '2026-10-01', paymentDate: '2026-10-16' },
        { transactionAmount: 10000, transactionDate: '2026-11-01', paymentDate: '2026-11-08' },
        { transactionAmount: 5000, transactionDate: null, paymentDate: null },
        { transactionAmount: null, transactionDate: null, paymentDate: null },
      ]),
    ).toEqual({
      totalBusiness: 40000,
      deals: 3,
      lastDealOn: '2026-11-01',
      averageDaysToPay: 11,
      paidDeals: 2,
    });
    expect(buyerLedger([])).toEqual({
      totalBusiness: 0,
      deals: 0,
      lastDealOn: null,
      averageDaysToPay: null,
      paidDeals: 0,
    });
  });
});
