import { z } from 'zod';
import { apiObject, uuid } from './field-atoms.ts';
import { isCalendarDate, todayInIndia } from './india-dates.ts';

/**
 * The dividend calculator and the member register (document 2, 2.19, 4, 5, 9; decision 031).
 *
 * Net profit -> reserves (a percent of net profit) and development fund (a percent of net profit)
 * -> the remaining profit -> the dividend pool (the allocation percent of the remainder) -> the
 * rate (pool / total paid-up capital x 100) -> each member's dividend (their capital x rate / 100).
 *
 * Money is counted in whole paise with integer arithmetic, so nothing drifts: each step rounds half
 * up to the paisa, a member's dividend is pool x capital / total capital rounded once, and the
 * register's dividends are shared out by largest remainder so they add up to the pool exactly.
 */

/** Document 2, 9: the calculator's starting values. */
export const DIVIDEND_DEFAULTS = {
  reservesPercent: 25,
  developmentPercent: 10,
  allocationPercent: 30,
} as const;

/** Document 2, 9: what the guide says beside the inputs. */
export const DIVIDEND_GUIDANCE = {
  statutoryReserveMinPercent: 25,
  educationFundMinPercent: 1,
  educationFundMaxPercent: 2,
} as const;

/** The individual member calculator's example (document 2, 2.19). */
export const DIVIDEND_EXAMPLE_CAPITAL = 10_000;

/** Highest amount the calculator takes: a lakh crore rupees, so paise stay exact in a double. */
export const DIVIDEND_AMOUNT_MAX = 1_000_000_000_000;

/**
 * A number as a person types it: commas (Indian or western grouping) and spaces are stripped
 * (document 2, 5). Blank, not a number, or more than two decimals is null.
 */
export const parseDividendNumber = (value: string | number | null | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = (value ?? '').replace(/[,\s]/g, '');
  if (!/^-?(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};

export type DividendInputs = {
  netProfit: number;
  paidUpCapital: number;
  reservesPercent: number;
  developmentPercent: number;
  allocationPercent: number;
};

/** Why there is no result; the screens word each. */
export type DividendRefusal =
  | 'net_profit_required'
  | 'paid_up_capital_required'
  | 'percent_invalid'
  | 'deductions_exceed_profit'
  | 'amount_too_large';

/** Every amount in rupees with paise (two decimals); the rate in percent, unrounded. */
export type DividendResult = {
  netProfit: number;
  reserves: number;
  development: number;
  remaining: number;
  pool: number;
  paidUpCapital: number;
  ratePercent: number;
};

export type DividendOutcome = { ok: true; result: DividendResult } | { ok: false; reason: DividendRefusal };

const toPaise = (rupees: number) => BigInt(Math.round(rupees * 100));
const toRupees = (paise: bigint) => Number(paise) / 100;
/** Percent to hundredths of a percent (basis points): 12.5 -> 1250. */
const toBasisPoints = (percent: number) => BigInt(Math.round(percent * 100));
/** a / b rounded half up, for a >= 0 and b > 0. */
const divideRounded = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

const percentOk = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

/** Document 2, 4, 5, 9: the calculator. Net profit and paid-up capital above 0, or no result. */
export const calculateDividend = (inputs: DividendInputs): DividendOutcome => {
  const { netProfit, paidUpCapital, reservesPercent, developmentPercent, allocationPercent } = inputs;
  if (!Number.isFinite(netProfit) || netProfit <= 0) return { ok: false, reason: 'net_profit_required' };
  if (!Number.isFinite(paidUpCapital) || paidUpCapital <= 0)
    return { ok: false, reason: 'paid_up_capital_required' };
  if (netProfit > DIVIDEND_AMOUNT_MAX || paidUpCapital > DIVIDEND_AMOUNT_MAX)
    return { ok: false, reason: 'amount_too_large' };
  if (![reservesPercent, developmentPercent, allocationPercent].every(percentOk))
    return { ok: false, reason: 'percent_invalid' };
  if (reservesPercent + developmentPercent > 100) return { ok: false, reason: 'deductions_exceed_profit' };

  const profit = toPaise(netProfit);
  const capital = toPaise(paidUpCapital);
  if (profit <= 0n) return { ok: false, reason: 'net_profit_required' };
  if (capital <= 0n) return { ok: false, reason: 'paid_up_capital_required' };
  const reserves = divideRounded(profit * toBasisPoints(reservesPercent), 10_000n);
  const development = divideRounded(profit * toBasisPoints(developmentPercent), 10_000n);
  const remaining = profit - reserves - development;
  if (remaining < 0n) return { ok: false, reason: 'deductions_exceed_profit' };
  const pool = divideRounded(remaining * toBasisPoints(allocationPercent), 10_000n);
  return {
    ok: true,
    result: {
      netProfit: toRupees(profit),
      reserves: toRupees(reserves),
      development: toRupees(development),
      remaining: toRupees(remaining),
      pool: toRupees(pool),
      paidUpCapital: toRupees(capital),
      ratePercent: (Number(pool) / Number(capital)) * 100,
    },
  };
};

/**
 * One member's dividend: capital x rate / 100, computed as pool x capital / total capital and
 * rounded half up to the paisa once. Null unless the capital is above 0 (document 2, 5).
 */
export const memberDividend = (result: DividendResult, capital: number): number | null => {
  if (!Number.isFinite(capital) || capital <= 0 || capital > DIVIDEND_AMOUNT_MAX) return null;
  const paise = toPaise(capital);
  if (paise <= 0n) return null;
  return toRupees(divideRounded(toPaise(result.pool) * paise, toPaise(result.paidUpCapital)));
};

/**
 * The pool shared over the register in proportion to capital, in paise by largest remainder: each
 * member gets the floor of their exact share, and the paise left over go one each to the largest
 * remainders (ties to the earlier member), so the dividends add up to the pool exactly. A member
 * with no capital gets 0. The capitals must be the ones whose total the result was computed on.
 */
export const shareDividendPool = (result: DividendResult, capitals: readonly number[]): number[] => {
  const pool = toPaise(result.pool);
  const total = capitals.reduce((sum, capital) => sum + toPaise(Math.max(capital, 0)), 0n);
  if (total <= 0n) return capitals.map(() => 0);
  const shares = capitals.map((capital, index) => {
    const exact = pool * toPaise(Math.max(capital, 0));
    return { index, paise: exact / total, remainder: exact % total };
  });
  let left = pool - shares.reduce((sum, share) => sum + share.paise, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left <= 0n) break;
    if (share.remainder === 0n) continue;
    share.paise += 1n;
    left -= 1n;
  }
  return shares.map((share) => toRupees(share.paise));
};

// ---------------------------------------------------------------------------------------------
// The member register: API schemas

/** An FPO's register is read whole; a few thousand members at most. */
export const MEMBERS_MAX = 5000;
export const MEMBER_SHARES_MAX = 10_000_000;

const wholeShares = z
  .union([z.number(), z.string().max(30, 'shares_invalid')], { error: 'shares_invalid' })
  .transform((raw, ctx) => {
    const value = parseDividendNumber(raw);
    if (value !== null && Number.isInteger(value) && value > 0 && value <= MEMBER_SHARES_MAX) return value;
    ctx.addIssue({ code: 'custom', message: 'shares_invalid' });
    return z.NEVER;
  });

const capitalAmount = z
  .union([z.number(), z.string().max(30)], { error: 'paid_up_capital_invalid' })
  .transform((raw, ctx) => {
    const value = parseDividendNumber(raw);
    if (
      value !== null &&
      value >= 0 &&
      value <= DIVIDEND_AMOUNT_MAX &&
      /^\d+(\.\d{1,2})?$/.test(String(value))
    )
      return value;
    ctx.addIssue({ code: 'custom', message: 'paid_up_capital_invalid' });
    return z.NEVER;
  });

const joinedOn = z.string({ error: 'joined_on_invalid' }).transform((raw, ctx) => {
  const date = raw.trim();
  if (!isCalendarDate(date)) {
    ctx.addIssue({ code: 'custom', message: 'joined_on_invalid' });
    return z.NEVER;
  }
  if (date > todayInIndia()) {
    ctx.addIssue({ code: 'custom', message: 'joined_on_future' });
    return z.NEVER;
  }
  return date;
});

const holdingFields = { shares: wholeShares, paidUpCapital: capitalAmount, joinedOn };

/** Registering a farmer of the FPO as a member (shareholder). */
export const memberInputSchema = apiObject({ farmerId: uuid('farmer_required'), ...holdingFields });
export type MemberInput = z.output<typeof memberInputSchema>;

/** Changing a holding; the farmer stays the same (remove and add to change who holds it). */
export const memberUpdateSchema = apiObject(holdingFields);
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

export const memberIdParamsSchema = apiObject({ memberId: uuid('not_found') });

export const memberSchema = z.object({
  id: z.string(),
  farmerId: z.string(),
  farmerName: z.string(),
  village: z.string(),
  phoneNumber: z.string(),
  shares: z.number(),
  paidUpCapital: z.number(),
  joinedOn: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberRegisterSchema = z.object({
  items: z.array(memberSchema),
  totals: z.object({ members: z.number(), shares: z.number(), paidUpCapital: z.number() }),
});
export type MemberRegister = z.infer<typeof memberRegisterSchema>;

/** A number in the query as typed: digits, commas, a point; blank means the default. */
const typedAmount = z
  .string({ error: 'type_invalid' })
  .max(30, 'too_long')
  .regex(/^\s*-?[\d,\s]*(\.\d*)?\s*$/, 'number_invalid');
const queryAmount = typedAmount.optional();

/** The calculator's figures for a run over the register; blank percents take the defaults. */
export const dividendQuerySchema = apiObject({
  netProfit: queryAmount,
  reserves: queryAmount,
  development: queryAmount,
  allocation: queryAmount,
});
export type DividendQuery = z.infer<typeof dividendQuerySchema>;

/** The download names the net profit it was run on: a file is never made from defaults alone. */
export const dividendCsvQuerySchema = apiObject({
  netProfit: typedAmount,
  reserves: queryAmount,
  development: queryAmount,
  allocation: queryAmount,
});

/** The query's figures as calculator inputs over a register's total capital. */
export const dividendInputsFromQuery = (query: DividendQuery, paidUpCapital: number): DividendInputs => {
  const percent = (value: string | undefined, fallback: number) =>
    value === undefined || value.trim() === '' ? fallback : (parseDividendNumber(value) ?? Number.NaN);
  return {
    netProfit: parseDividendNumber(query.netProfit) ?? 0,
    paidUpCapital,
    reservesPercent: percent(query.reserves, DIVIDEND_DEFAULTS.reservesPercent),
    developmentPercent: percent(query.development, DIVIDEND_DEFAULTS.developmentPercent),
    allocationPercent: percent(query.allocation, DIVIDEND_DEFAULTS.allocationPercent),
  };
};

export const dividendResultSchema = z.object({
  netProfit: z.number(),
  reserves: z.number(),
  development: z.number(),
  remaining: z.number(),
  pool: z.number(),
  paidUpCapital: z.number(),
  ratePercent: z.number(),
});

export const memberDividendsSchema = z.object({
  inputs: z.object({
    netProfit: z.number(),
    reservesPercent: z.number(),
    developmentPercent: z.number(),
    allocationPercent: z.number(),
  }),
  /** Null when there is no result; `reason` says why. */
  result: z.nullable(dividendResultSchema),
  reason: z.nullable(z.string()),
  items: z.array(memberSchema.extend({ dividend: z.number() })),
  totals: memberRegisterSchema.shape.totals.extend({ dividends: z.number() }),
});
export type MemberDividends = z.infer<typeof memberDividendsSchema>;

/** Dividends are shown with paise: they are paid to the paisa and add up to the pool. */
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatDividendRupees = (amount: number): string => rupeesWithPaise.format(amount);

/** The rate to two decimals: 6.3 -> "6.30%". */
export const formatDividendRate = (percent: number): string => `${percent.toFixed(2)}%`;
