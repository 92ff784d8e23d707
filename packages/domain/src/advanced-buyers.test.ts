import { describe, expect, it } from 'vitest';
import {
  advancedBuyersQuerySchema,
  buyerRatingInputSchema,
  cardCrops,
  opportunityOf,
  rankBuyersForProduct,
  splitCropInterest,
  type IntelligenceCandidate,
} from './advanced-buyers.ts';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`));

describe("a buyer's crops from its crop interest", () => {
  it.each([
    ['Paddy, Sona Masuri rice', ['Paddy', 'Sona Masuri rice']],
    ['Tomato;Onion / Vegetables', ['Tomato', 'Onion', 'Vegetables']],
    ['Maize,  maize , MAIZE', ['Maize']],
    ['  ', []],
    ['ರಾಗಿ, ಜೋಳ', ['ರಾಗಿ', 'ಜೋಳ']],
  ])('%j gives %j', (interest, crops) => expect(splitCropInterest(interest)).toEqual(crops));

  it.each([
    ['Cotton', { crops: ['Cotton'], moreCrops: 0 }],
    ['Maize, Jowar', { crops: ['Maize', 'Jowar'], moreCrops: 0 }],
    ['Tomato, Onion, Vegetables, Chilli', { crops: ['Tomato', 'Onion'], moreCrops: 2 }],
  ])('a card of %j shows the first two and +N', (interest, card) =>
    expect(cardCrops(interest)).toEqual(card),
  );
});

describe("the directory's filters (document 2, 2.16)", () => {
  it.each([
    [{}, { verified: 'all', page: 1 }],
    [
      { crop: ' Maize ', minRating: '4', verified: 'verified', page: '2' },
      { crop: 'Maize', minRating: 4, verified: 'verified', page: 2 },
    ],
    [{ crop: '' }, { verified: 'all', page: 1 }],
  ])('%j reads as %j', (query, parsed) => expect(advancedBuyersQuerySchema.parse(query)).toEqual(parsed));

  it.each([
    [{ minRating: '5' }, ['minRating:min_rating_invalid']],
    [{ minRating: 'x' }, ['minRating:min_rating_invalid']],
    [{ verified: 'yes' }, ['verified:verified_filter_invalid']],
    [{ page: '0' }, ['page:page_invalid']],
    [{ sort: 'name' }, [':unknown_field']],
  ])('%j is refused with %j', (query, expected) =>
    expect(codes(advancedBuyersQuerySchema.safeParse(query))).toEqual(expected),
  );
});

describe('a rating (document 2, 5)', () => {
  it.each([
    [{ rating: 5 }, { rating: 5, comment: null }],
    [
      { rating: 1, comment: '   ' },
      { rating: 1, comment: null },
    ],
    [
      { rating: 3, comment: '  Pays late  ' },
      { rating: 3, comment: 'Pays late' },
    ],
    [
      { rating: 4, comment: null },
      { rating: 4, comment: null },
    ],
  ])('%j is kept as %j', (body, kept) => expect(buyerRatingInputSchema.parse(body)).toEqual(kept));

  it.each([
    [{}, ['rating:rating_required']],
    [{ rating: 0 }, ['rating:rating_invalid']],
    [{ rating: 6 }, ['rating:rating_invalid']],
    [{ rating: 2.5 }, ['rating:rating_invalid']],
    [{ rating: '5' }, ['rating:rating_invalid']],
    [{ rating: 4, comment: 7 }, ['comment:type_invalid']],
    [{ rating: 4, comment: 'x'.repeat(1001) }, ['comment:too_long']],
    [{ rating: 4, comment: 'a\u0000b' }, ['comment:text_invalid_characters']],
    [{ rating: 4, userId: 'someone' }, [':unknown_field']],
  ])('%j is refused with %j', (body, expected) =>
    expect(codes(buyerRatingInputSchema.safeParse(body))).toEqual(expected),
  );
});

describe('the opportunity of a buyer (document 2, 9)', () => {
  it.each([
    // 120 t a month x 10 quintals x ₹2,100 a quintal.
    [
      { monthlyVolumeTonnes: 120, priceMin: 2100 },
      { opportunity: 2_520_000, missing: [] },
    ],
    [
      { monthlyVolumeTonnes: 0.5, priceMin: 1999.5 },
      { opportunity: 9998, missing: [] },
    ],
    [
      { monthlyVolumeTonnes: null, priceMin: 2100 },
      { opportunity: null, missing: ['volume'] },
    ],
    [
      { monthlyVolumeTonnes: 40, priceMin: null },
      { opportunity: null, missing: ['price'] },
    ],
    [
      { monthlyVolumeTonnes: null, priceMin: null },
      { opportunity: null, missing: ['volume', 'price'] },
    ],
  ])('%j gives %j', (buyer, expected) => expect(opportunityOf(buyer)).toEqual(expected));
});

const candidate = (overrides: Partial<IntelligenceCandidate> & { name: string }): IntelligenceCandidate => ({
  kind: 'buyer',
  id: overrides.name,
  place: 'Hubballi',
  crops: ['Maize'],
  verified: false,
  averageRating: null,
  ratingCount: 0,
  monthlyVolumeTonnes: null,
  priceMin: null,
  priceMax: null,
  quantityRequirements: null,
  ...overrides,
});

describe('the buyer intelligence ranking (document 2, 2.16)', () => {
  const buyers = [
    candidate({
      name: 'Small Mill',
      monthlyVolumeTonnes: 10,
      priceMin: 2000,
      averageRating: 5,
      ratingCount: 3,
    }),
    candidate({
      name: 'Big Feeds',
      monthlyVolumeTonnes: 300,
      priceMin: 1950,
      priceMax: 2150,
      verified: true,
    }),
    candidate({ name: 'Twin A', monthlyVolumeTonnes: 50, priceMin: 2000, averageRating: 3, ratingCount: 1 }),
    candidate({
      name: 'Twin B',
      monthlyVolumeTonnes: 50,
      priceMin: 2000,
      averageRating: 4.5,
      ratingCount: 2,
    }),
    candidate({ name: 'No Figures Rated', averageRating: 4, ratingCount: 5 }),
    candidate({ name: 'No Figures', monthlyVolumeTonnes: 80 }),
    candidate({ name: 'Cotton Only', crops: ['Cotton'], monthlyVolumeTonnes: 999, priceMin: 9000 }),
    candidate({
      kind: 'requirement',
      name: 'Anand Agro Traders',
      crops: ['Maize', 'Jowar'],
      verified: true,
      quantityRequirements: '40 tonnes a month',
    }),
  ];

  it.each([
    [
      'Yellow maize',
      ['Big Feeds', 'Twin B', 'Twin A', 'Small Mill', 'No Figures Rated'],
      'by opportunity, a tie by rating, then buyers without figures by rating',
    ],
    ['Cotton lint', ['Cotton Only'], 'only the buyers whose crops the product names'],
    ['Cornflakes', [], 'no buyer when the name names no crop'],
  ])('%s ranks %j (%s)', (product, names) =>
    expect(rankBuyersForProduct(product, buyers).rows.map((row) => row.name)).toEqual(names),
  );

  it('numbers the rows, gives each its figure or what it lacks, and summarises every match', () => {
    const { rows, summary } = rankBuyersForProduct('Yellow maize', buyers);
    expect(rows[0]).toMatchObject({ rank: 1, opportunity: 5_850_000, missing: [], matchedCrops: ['Maize'] });
    expect(rows[4]).toMatchObject({ rank: 5, opportunity: null, missing: ['volume', 'price'] });
    expect(summary).toEqual({
      buyers: 6,
      requirements: 1,
      verifiedBuyers: 1,
      buyersWithFigures: 4,
      monthlyVolumeTonnes: 490,
      totalOpportunity: 5_850_000 + 1_000_000 + 1_000_000 + 200_000,
      priceMin: 1950,
      priceMax: 2150,
    });
  });

  it('ranks a published requirement, which has no figures or ratings, after the rated buyers, by name among the unrated', () => {
    const { rows } = rankBuyersForProduct('Yellow maize', buyers, 8);
    expect(rows.map((row) => row.name).slice(5)).toEqual(['Anand Agro Traders', 'No Figures']);
    expect(rows[5]).toMatchObject({
      kind: 'requirement',
      missing: ['volume', 'price'],
      matchedCrops: ['Maize'],
    });
  });

  it('says plainly there is nothing to rank without buyers', () =>
    expect(rankBuyersForProduct('Yellow maize', [])).toEqual({
      rows: [],
      summary: {
        buyers: 0,
        requirements: 0,
        verifiedBuyers: 0,
        buyersWithFigures: 0,
        monthlyVolumeTonnes: 0,
        totalOpportunity: 0,
        priceMin: null,
        priceMax: null,
      },
    }));
});
