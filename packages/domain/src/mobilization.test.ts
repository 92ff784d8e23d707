import { describe, expect, it } from 'vitest';
import {
  campaignRate,
  datesBetween,
  engagementRate,
  hasEnoughHistory,
  MOBILIZATION_MIN_MESSAGES,
  mobilizationDates,
  mobilizationQuerySchema,
  mobilizationRepliesQuerySchema,
  paymentRate,
  percentOf,
  rateOf,
  replyOutcomeInputSchema,
  type CampaignCounts,
} from './mobilization.ts';

describe('enough history (decision 027)', () => {
  it.each([
    [0, false],
    [1, false],
    [19, false],
    [20, true],
    [21, true],
    [100_000, true],
  ])('%i messages sent: enough is %s', (sent, enough) => {
    expect(MOBILIZATION_MIN_MESSAGES).toBe(20);
    expect(hasEnoughHistory(sent)).toBe(enough);
  });
});

describe('rates in whole percent, rounded down', () => {
  it.each<[string, number, number, number | null]>([
    ['no messages: no rate, not 0% and not NaN', 0, 0, null],
    ['19 messages: not enough history', 19, 19, null],
    ['20 messages, none answered', 0, 20, 0],
    ['20 messages, all answered', 20, 20, 100],
    ['20 messages, one answered: exactly 5', 1, 20, 5],
    ['7 of 21 is 33.3…: 33', 7, 21, 33],
    ['14 of 21 is 66.6…: 66, never 67', 14, 21, 66],
    ['29 of 100 stays 29 (no floating-point 28.999…)', 29, 100, 29],
    ['57 of 100 stays 57', 57, 100, 57],
    ['one short of all: 99', 9_999, 10_000, 99],
  ])('%s', (_case, part, sent, expected) => {
    expect(rateOf(part, sent)).toBe(expected);
  });

  it('works out a share of nothing as 0', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe("the spec's card formulas (document 2, 2.12)", () => {
  it.each([
    [0, 0],
    [1, 0],
    [5, 4],
    [10, 8],
    [15, 12],
    [29, 23],
    [35, 28],
    [99, 79],
    [100, 80],
  ])('engagement of a %i%% response rate is %i%%', (response, engagement) => {
    expect(engagementRate(response)).toBe(engagement);
  });

  it.each([
    [0, 0],
    [1, 1],
    [5, 6],
    [10, 12],
    [35, 42],
    [45, 54],
    [83, 99],
    [84, 100],
    [85, 100],
    [100, 100],
  ])('payment of a %i%% conversion rate is %i%%, capped at 100', (conversion, payment) => {
    expect(paymentRate(conversion)).toBe(payment);
  });
});

describe("each campaign card's rate, from its own messages", () => {
  const counts = (sent: number, replied: number, converted: number): CampaignCounts => ({
    sent,
    replied,
    converted,
  });
  it.each<[string, Parameters<typeof campaignRate>[0], CampaignCounts, number | null]>([
    ['benefits shows its response rate', 'benefits', counts(40, 14, 3), 35],
    ['training shows 80% of its response rate', 'training', counts(40, 14, 3), 28],
    ['membership shows 1.2 times its conversion rate (7% → 8%)', 'membership', counts(40, 14, 3), 8],
    ['membership caps at 100', 'membership', counts(20, 20, 19), 100],
    ['benefits with 19 messages: no rate', 'benefits', counts(19, 19, 19), null],
    ['training with none: no rate', 'training', counts(0, 0, 0), null],
    ['membership with 19 messages: no rate', 'membership', counts(19, 19, 19), null],
    ['membership at exactly 20 messages', 'membership', counts(20, 5, 5), 30],
  ])('%s', (_case, category, figures, expected) => {
    expect(campaignRate(category, figures)).toBe(expected);
  });
});

describe("the period's days in India", () => {
  it.each([
    // 18:29 UTC is 23:59 IST: still the 24th in India.
    ['2026-11-24T18:29:59Z', '7d', '2026-11-18', '2026-11-24'],
    // 18:30 UTC is midnight IST: the 25th has begun.
    ['2026-11-24T18:30:00Z', '7d', '2026-11-19', '2026-11-25'],
    ['2026-03-01T00:00:00Z', '30d', '2026-01-31', '2026-03-01'],
    ['2026-03-01T00:00:00Z', '90d', '2025-12-02', '2026-03-01'],
  ] as const)('at %s, %s runs from %s to %s', (now, period, from, to) => {
    const dates = mobilizationDates(period, new Date(now));
    expect(dates).toEqual({ from, to });
    expect(datesBetween(dates.from, dates.to)).toHaveLength(Number(period.slice(0, -1)));
  });
});

describe('the requests', () => {
  it('takes 7d, 30d or 90d, 30d by default, and nothing else', () => {
    expect(mobilizationQuerySchema.parse({})).toEqual({ period: '30d' });
    expect(mobilizationQuerySchema.parse({ period: '90d' })).toEqual({ period: '90d' });
    for (const period of ['30', '365d', '', '7D'])
      expect(mobilizationQuerySchema.safeParse({ period }).success).toBe(false);
    expect(mobilizationQuerySchema.safeParse({ period: '7d', days: '7' }).success).toBe(false);
  });

  it('pages from 1', () => {
    expect(mobilizationRepliesQuerySchema.parse({})).toEqual({ page: 1 });
    expect(mobilizationRepliesQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    for (const page of ['0', '-1', '1.5', 'x'])
      expect(mobilizationRepliesQuerySchema.safeParse({ page }).success).toBe(false);
  });

  it('marks an outcome, or takes it away with null, and refuses anything else', () => {
    for (const outcome of ['order', 'registration', 'none', null])
      expect(replyOutcomeInputSchema.parse({ outcome })).toEqual({ outcome });
    for (const body of [{}, { outcome: 'sale' }, { outcome: 1 }, { outcome: 'order', by: 'x' }])
      expect(replyOutcomeInputSchema.safeParse(body).success).toBe(false);
  });
});
