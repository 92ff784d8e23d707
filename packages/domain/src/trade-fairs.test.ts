import { describe, expect, it } from 'vitest';
import { todayInIndia } from './india-dates.ts';
import {
  splitProducts,
  tradeFairCategories,
  tradeFairInputSchema,
  tradeFairMatches,
  tradeFairRegistrationInputSchema,
  tradeFairState,
  type TradeFairState,
} from './trade-fairs.ts';

const today = '2026-11-26';
const fair = { isActive: true, registrationDeadline: '2026-12-01', endDate: '2026-12-10' };

describe('what a trade fair card shows (document 2, 2.18 and 4)', () => {
  it.each([
    ['an active fair before its deadline', fair, false, 'open'],
    ['the deadline is today: still open', { ...fair, registrationDeadline: today }, false, 'open'],
    ['the deadline was yesterday', { ...fair, registrationDeadline: '2026-11-25' }, false, 'closed'],
    ['an inactive fair', { ...fair, isActive: false }, false, 'closed'],
    [
      'the fair ends today, its deadline today',
      { ...fair, registrationDeadline: today, endDate: today },
      false,
      'open',
    ],
    [
      'the fair is on, its deadline passed',
      { ...fair, registrationDeadline: '2026-11-20', endDate: '2026-11-28' },
      false,
      'closed',
    ],
    [
      'the fair ended yesterday',
      { ...fair, registrationDeadline: '2026-11-20', endDate: '2026-11-25' },
      false,
      'completed',
    ],
    [
      'an inactive fair that is over',
      { isActive: false, registrationDeadline: '2026-11-20', endDate: '2026-11-25' },
      false,
      'completed',
    ],
    ['registered, open dates', fair, true, 'registered'],
    [
      'registered, the fair is over',
      { ...fair, registrationDeadline: '2026-11-20', endDate: '2026-11-25' },
      true,
      'registered',
    ],
  ] as const)('%s: %s', (_, dates, registered, state: TradeFairState) => {
    expect(tradeFairState(dates, registered, today)).toBe(state);
  });

  it('judges by India’s date: 20:00 UTC on the 25th is already the 26th in India', () => {
    const now = new Date('2026-11-25T20:00:00Z');
    expect(todayInIndia(now)).toBe('2026-11-26');
    expect(tradeFairState({ ...fair, registrationDeadline: '2026-11-25' }, false, todayInIndia(now))).toBe(
      'closed',
    );
  });
});

describe('products to display, comma separated (document 2, 5)', () => {
  it.each([
    ['Turmeric, Red chilli ,Millet flour', ['Turmeric', 'Red chilli', 'Millet flour']],
    ['Turmeric,, ,', ['Turmeric']],
    ['Turmeric, turmeric, TURMERIC', ['Turmeric']],
    ['हल्दी, ರಾಗಿ ಹಿಟ್ಟು', ['हल्दी', 'ರಾಗಿ ಹಿಟ್ಟು']],
    [' , , ', []],
    ['', []],
  ])('%j gives %j', (typed, products) => {
    expect(splitProducts(typed)).toEqual(products);
  });

  it.each([
    [
      { productsToDisplay: 'Turmeric, Millet flour' },
      { productsToDisplay: ['Turmeric', 'Millet flour'], boothRequirements: null },
    ],
    [
      { productsToDisplay: ['Turmeric', ' Ragi '], boothRequirements: '  ' },
      { productsToDisplay: ['Turmeric', 'Ragi'], boothRequirements: null },
    ],
    [
      { productsToDisplay: 'Jaggery', boothRequirements: 'Corner stall\nPower point' },
      { productsToDisplay: ['Jaggery'], boothRequirements: 'Corner stall\nPower point' },
    ],
  ])('accepts %j', (body, parsed) => {
    expect(tradeFairRegistrationInputSchema.parse(body)).toEqual(parsed);
  });

  it.each([
    [{ productsToDisplay: ' , ' }, 'products_required'],
    [{ productsToDisplay: '' }, 'products_required'],
    [{ productsToDisplay: [] }, 'products_required'],
    [{}, 'products_required'],
    [{ productsToDisplay: 7 }, 'type_invalid'],
    [{ productsToDisplay: 'x'.repeat(81) }, 'product_too_long'],
    [{ productsToDisplay: Array.from({ length: 31 }, (_, i) => `P${i}`).join(',') }, 'products_too_many'],
    [{ productsToDisplay: 'Rice', status: 'confirmed' }, 'unknown_field'],
  ])('refuses %j with %s', (body, code) => {
    const result = tradeFairRegistrationInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(code);
  });
});

describe('a fair as an admin writes it (document 2, 3)', () => {
  const valid = {
    name: 'Krishi Mela Dharwad',
    startDate: '2026-12-05',
    endDate: '2026-12-08',
    registrationDeadline: '2026-12-01',
    city: 'Dharwad',
    state: 'Karnataka',
    participationCost: '15000',
    categories: 'Organic, Millets',
    websiteUrl: 'example.org/mela',
  };

  it('reads categories comma separated, the cost as typed and adds https:// to the website', () => {
    expect(tradeFairInputSchema.parse(valid)).toMatchObject({
      categories: ['Organic', 'Millets'],
      participationCost: 15000,
      websiteUrl: 'https://example.org/mela',
      expectedVisitors: null,
      isActive: true,
      description: null,
    });
  });

  it.each([
    [
      'the start and end on one day, the deadline that day',
      { startDate: '2026-12-08', registrationDeadline: '2026-12-08' },
    ],
    ['a free fair', { participationCost: 0 }],
    ['no website', { websiteUrl: '' }],
  ])('accepts %s', (_, change) => {
    expect(tradeFairInputSchema.safeParse({ ...valid, ...change }).success).toBe(true);
  });

  it.each([
    [{ endDate: '2026-12-04' }, 'endDate', 'end_before_start'],
    [{ registrationDeadline: '2026-12-09' }, 'registrationDeadline', 'deadline_after_end'],
    [{ startDate: '2026-02-30' }, 'startDate', 'start_date_invalid'],
    [{ endDate: '' }, 'endDate', 'end_date_invalid'],
    [{ name: '  ' }, 'name', 'name_required'],
    [{ participationCost: -1 }, 'participationCost', 'participation_cost_invalid'],
    [{ expectedVisitors: 2.5 }, 'expectedVisitors', 'expected_visitors_invalid'],
    [{ websiteUrl: 'not a site' }, 'websiteUrl', 'website_invalid'],
  ])('refuses %j: %s %s', (change, field, code) => {
    const result = tradeFairInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message: code }));
  });
});

describe('search and category filter (document 2, 2.18)', () => {
  const fairs = [
    {
      name: 'Krishi Mela',
      description: null,
      city: 'Dharwad',
      state: 'Karnataka',
      categories: ['Organic', 'Millets'],
    },
    {
      name: 'Agri Expo',
      description: 'Farm machinery',
      city: 'Pune',
      state: 'Maharashtra',
      categories: ['Machinery', 'organic'],
    },
  ];

  it('lists each category once, first spelling first', () => {
    expect(tradeFairCategories(fairs)).toEqual(['Organic', 'Millets', 'Machinery']);
  });

  it.each([
    ['', null, ['Krishi Mela', 'Agri Expo']],
    ['pune', null, ['Agri Expo']],
    ['MACHINERY', null, ['Agri Expo']],
    ['karnataka', null, ['Krishi Mela']],
    ['', 'Organic', ['Krishi Mela', 'Agri Expo']],
    ['', 'Millets', ['Krishi Mela']],
    ['expo', 'Millets', []],
  ])('search %j, category %j: %j', (search, category, names) => {
    expect(fairs.filter((f) => tradeFairMatches(f, search, category)).map((f) => f.name)).toEqual(names);
  });
});
