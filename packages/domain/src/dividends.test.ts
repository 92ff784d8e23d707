import { describe, expect, it } from 'vitest';
import {
  calculateDividend,
  DIVIDEND_DEFAULTS,
  DIVIDEND_EXAMPLE_CAPITAL,
  DIVIDEND_GUIDANCE,
  dividendInputsFromQuery,
  dividendQuerySchema,
  formatDividendRate,
  formatDividendRupees,
  memberDividend,
  memberInputSchema,
  memberUpdateSchema,
  parseDividendNumber,
  shareDividendPool,
  type DividendInputs,
  type DividendResult,
} from './dividends.ts';
import { todayInIndia } from './india-dates.ts';

const withDefaults = (netProfit: number, paidUpCapital: number): DividendInputs => ({
  netProfit,
  paidUpCapital,
  reservesPercent: DIVIDEND_DEFAULTS.reservesPercent,
  developmentPercent: DIVIDEND_DEFAULTS.developmentPercent,
  allocationPercent: DIVIDEND_DEFAULTS.allocationPercent,
});

const resultOf = (inputs: DividendInputs): DividendResult => {
  const outcome = calculateDividend(inputs);
  if (!outcome.ok) throw new Error(`no result: ${outcome.reason}`);
  return outcome.result;
};

describe('the defaults and guidance of document 2, 9', () => {
  it('reserves 25%, development 10%, allocation 30%; statutory reserve at least 25%, education 1-2%', () => {
    expect(DIVIDEND_DEFAULTS).toEqual({ reservesPercent: 25, developmentPercent: 10, allocationPercent: 30 });
    expect(DIVIDEND_GUIDANCE).toEqual({
      statutoryReserveMinPercent: 25,
      educationFundMinPercent: 1,
      educationFundMaxPercent: 2,
    });
    expect(DIVIDEND_EXAMPLE_CAPITAL).toBe(10_000);
  });
});

describe('the calculator', () => {
  it.each<
    [string, DividendInputs, Omit<DividendResult, 'ratePercent' | 'netProfit' | 'paidUpCapital'>, number]
  >([
    [
      'ten lakh profit over five lakh capital, defaults',
      withDefaults(1_000_000, 500_000),
      { reserves: 250_000, development: 100_000, remaining: 650_000, pool: 195_000 },
      39,
    ],
    [
      'nothing held back, all of it shared',
      {
        netProfit: 100_000,
        paidUpCapital: 100_000,
        reservesPercent: 0,
        developmentPercent: 0,
        allocationPercent: 100,
      },
      { reserves: 0, development: 0, remaining: 100_000, pool: 100_000 },
      100,
    ],
    [
      'nothing allocated: a pool and rate of 0',
      { ...withDefaults(50_000, 20_000), allocationPercent: 0 },
      { reserves: 12_500, development: 5_000, remaining: 32_500, pool: 0 },
      0,
    ],
    [
      'paise kept: 1,234.57 profit rounds each step half up to the paisa',
      withDefaults(1234.57, 1000),
      // 308.6425 -> 308.64; 123.457 -> 123.46; 1234.57 - 308.64 - 123.46 = 802.47; x 30% = 240.741 -> 240.74
      { reserves: 308.64, development: 123.46, remaining: 802.47, pool: 240.74 },
      24.074,
    ],
    [
      'fractional percents (12.5% reserves)',
      { ...withDefaults(80_000, 40_000), reservesPercent: 12.5 },
      { reserves: 10_000, development: 8_000, remaining: 62_000, pool: 18_600 },
      46.5,
    ],
    [
      'reserves and development take everything: nothing remains',
      { ...withDefaults(10_000, 10_000), reservesPercent: 60, developmentPercent: 40 },
      { reserves: 6_000, development: 4_000, remaining: 0, pool: 0 },
      0,
    ],
  ])('%s', (_name, inputs, amounts, rate) => {
    const result = resultOf(inputs);
    expect(result).toMatchObject(amounts);
    expect(result.reserves + result.development + result.remaining).toBeCloseTo(result.netProfit, 10);
    expect(result.ratePercent).toBeCloseTo(rate, 10);
  });

  it.each<[string, DividendInputs, string]>([
    ['net profit of 0', withDefaults(0, 500_000), 'net_profit_required'],
    ['a loss', withDefaults(-5_000, 500_000), 'net_profit_required'],
    ['no paid-up capital', withDefaults(100_000, 0), 'paid_up_capital_required'],
    ['negative capital', withDefaults(100_000, -1), 'paid_up_capital_required'],
    ['not a number', withDefaults(Number.NaN, 1), 'net_profit_required'],
    ['a percent above 100', { ...withDefaults(100, 100), allocationPercent: 101 }, 'percent_invalid'],
    ['a negative percent', { ...withDefaults(100, 100), reservesPercent: -1 }, 'percent_invalid'],
    [
      'reserves and development above 100%',
      { ...withDefaults(100, 100), reservesPercent: 95 },
      'deductions_exceed_profit',
    ],
    ['beyond a lakh crore', withDefaults(2e12, 100), 'amount_too_large'],
  ])('gives no result for %s', (_name, inputs, reason) => {
    expect(calculateDividend(inputs)).toEqual({ ok: false, reason });
  });
});

describe('a member’s dividend', () => {
  const result = resultOf(withDefaults(1_000_000, 500_000));

  it('is 3,900 rupees on the example of 10,000 rupees of capital at 39%', () => {
    expect(memberDividend(result, DIVIDEND_EXAMPLE_CAPITAL)).toBe(3_900);
  });

  it.each([
    [0, null],
    [-10, null],
    [Number.NaN, null],
    [1, 0.39],
    [2_500.5, 975.2],
    [500_000, 195_000],
  ])('capital %s gives %s', (capital, dividend) => {
    expect(memberDividend(result, capital)).toBe(dividend);
  });

  it('is capital x rate / 100, rounded once to the paisa', () => {
    const odd = resultOf(withDefaults(1234.57, 1000));
    // 240.74 x 333 / 1000 = 80.16642 -> 80.17
    expect(memberDividend(odd, 333)).toBe(80.17);
  });
});

describe('sharing the pool over the register', () => {
  it.each<[string, number, number[], number[]]>([
    ['even shares', 300, [100, 100, 100], [100, 100, 100]],
    [
      'thirds: the odd paisa goes to the first of the equal remainders',
      100,
      [1, 1, 1],
      [33.34, 33.33, 33.33],
    ],
    ['proportional with leftovers', 1000, [3, 3, 1], [428.57, 428.57, 142.86]],
    ['a member with no capital gets nothing', 90, [0, 10, 20], [0, 30, 60]],
    ['paise in the capital', 10, [0.01, 0.02], [3.33, 6.67]],
  ])('%s', (_name, pool, capitals, expected) => {
    const total = capitals.reduce((sum, c) => sum + c, 0);
    const result = { ...resultOf(withDefaults(100, total)), pool, paidUpCapital: total };
    const shares = shareDividendPool(result, capitals);
    expect(shares).toEqual(expected);
    const paise = shares.reduce((sum, share) => sum + Math.round(share * 100), 0);
    expect(paise).toBe(Math.round(pool * 100));
  });

  it('adds up to the pool to the paisa over many awkward capitals', () => {
    const capitals = Array.from({ length: 97 }, (_, i) => 1000 + ((i * 7919) % 4999) + (i % 3) / 10);
    const total = capitals.reduce((sum, c) => sum + c, 0);
    const result = resultOf(withDefaults(987_654.32, Number(total.toFixed(2))));
    const shares = shareDividendPool(result, capitals);
    const paise = shares.reduce((sum, share) => sum + Math.round(share * 100), 0);
    expect(paise).toBe(Math.round(result.pool * 100));
    // Each differs from the single-member formula by at most a paisa.
    for (const [i, share] of shares.entries())
      expect(Math.abs(share - (memberDividend(result, capitals[i] as number) as number))).toBeLessThanOrEqual(
        0.0100001,
      );
  });

  it('gives nothing when the register holds no capital', () => {
    const result = resultOf(withDefaults(100, 100));
    expect(shareDividendPool(result, [0, 0])).toEqual([0, 0]);
  });
});

describe('numbers as typed', () => {
  it.each<[string | number | null | undefined, number | null]>([
    ['1,00,000', 100_000],
    ['1,000,000', 1_000_000],
    [' 25 ', 25],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['1,234.57', 1234.57],
    ['-3', -3],
    ['', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['1.234', null],
    ['1e5', null],
    [42, 42],
    [Number.POSITIVE_INFINITY, null],
  ])('%j is %j', (typed, value) => {
    expect(parseDividendNumber(typed)).toBe(value);
  });

  it('reads a query with commas and falls back to the defaults for blank percents', () => {
    const query = dividendQuerySchema.parse({ netProfit: '10,00,000', reserves: '', allocation: '40' });
    expect(dividendInputsFromQuery(query, 5_000)).toEqual({
      netProfit: 1_000_000,
      paidUpCapital: 5_000,
      reservesPercent: 25,
      developmentPercent: 10,
      allocationPercent: 40,
    });
  });

  it('refuses text in the query that is no number, and unknown keys', () => {
    expect(dividendQuerySchema.safeParse({ netProfit: 'ten' }).success).toBe(false);
    expect(dividendQuerySchema.safeParse({ netProfit: '1\u0000' }).success).toBe(false);
    expect(dividendQuerySchema.safeParse({ sneaky: '1' }).success).toBe(false);
  });

  it('formats dividends with paise and the rate to two decimals', () => {
    expect(formatDividendRupees(3900)).toBe('₹3,900.00');
    expect(formatDividendRupees(195_000.5)).toBe('₹1,95,000.50');
    expect(formatDividendRate(39)).toBe('39.00%');
    expect(formatDividendRate(24.074)).toBe('24.07%');
  });
});

describe('the member form', () => {
  const farmerId = crypto.randomUUID();
  const good = { farmerId, shares: '10', paidUpCapital: '10,000', joinedOn: '2024-04-01' };
  const codeOf = (body: unknown) => {
    const parsed = memberInputSchema.safeParse(body);
    return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes shares and capital as typed, with commas', () => {
    expect(memberInputSchema.parse(good)).toEqual({
      farmerId,
      shares: 10,
      paidUpCapital: 10_000,
      joinedOn: '2024-04-01',
    });
    expect(memberUpdateSchema.parse({ shares: 5, paidUpCapital: 0, joinedOn: '2024-04-01' })).toMatchObject({
      paidUpCapital: 0,
    });
  });

  const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000);
  it.each<[string, Record<string, unknown>, string]>([
    ['no shares', { shares: 0 }, 'shares_invalid'],
    ['part of a share', { shares: '1.5' }, 'shares_invalid'],
    ['negative capital', { paidUpCapital: -1 }, 'paid_up_capital_invalid'],
    ['capital with three decimals', { paidUpCapital: '1.005' }, 'paid_up_capital_invalid'],
    ['no farmer', { farmerId: 'x' }, 'farmer_required'],
    ['a date that does not exist', { joinedOn: '2024-02-30' }, 'joined_on_invalid'],
    ['a date in the future', { joinedOn: todayInIndia(tomorrow) }, 'joined_on_future'],
    ['an unknown key', { sneaky: 1 }, 'unknown_field'],
  ])('refuses %s', (_name, change, code) => {
    expect(codeOf({ ...good, ...change })).toContain(code);
  });

  it('takes today as a joining date', () => {
    expect(codeOf({ ...good, joinedOn: todayInIndia() })).toBeNull();
  });
});
