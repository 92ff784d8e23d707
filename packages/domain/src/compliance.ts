import { z } from 'zod';
import {
  complianceRuleKeys,
  complianceRules,
  quarterlyReturnDay,
  EARLIEST_INCORPORATION,
  gstFilings,
  type GstFiling,
  type ComplianceRule,
  type ComplianceRuleKey,
} from './compliance-rules.ts';
import { apiObject } from './field-atoms.ts';
import {
  addDays,
  addMonths,
  daysUntil,
  endOfMonth,
  isCalendarDate,
  workingDayOnOrBefore,
  todayInIndia,
} from './india-dates.ts';
import { storedDocumentSchema } from './settings.ts';

/**
 * The compliance calendar of one FPO: every statutory due date of compliance-rules.ts, from its
 * incorporation date and its financial years (April to March, s. 2(41) of the Companies Act), from
 * ninety days back to a year ahead, each with what the FPO recorded about it.
 *
 * A due date is the law's and is never moved later. When it falls on a Sunday or a national holiday
 * the item is planned for the working day before (`planBy`): the MCA and GST portals take filings on
 * any day, but the accountant, the bank and the members do not, and a meeting may not be called for
 * a national holiday. Reminders count down to `planBy`.
 */

/** Reminder e-mails go this many days before an item's `planBy` date. */
export const REMINDER_DAYS = [15, 3] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/**
 * How far back and ahead the calendar looks, in days. Ninety days back: an FPO that starts with
 * Sangam sees what it may still put right, not a year of GST returns it filed elsewhere.
 */
const DAYS_BACK = 90;
const DAYS_AHEAD = 365;

export type ComplianceProfile = {
  /** `YYYY-MM-DD`, or null while the FPO has not given it: no calendar then. */
  incorporationDate: string | null;
  /** The GSTIN when registered for GST; GST returns are due only then. */
  gstin: string | null;
  gstFiling: GstFiling;
};

export const complianceRecordStatuses = ['done', 'not_applicable'] as const;
export type ComplianceRecordStatus = (typeof complianceRecordStatuses)[number];

/** What the FPO recorded about one item: done on a date (the AGM's date, for the AGM), or not due this year. */
export type ComplianceRecord = {
  ruleKey: ComplianceRuleKey;
  period: string;
  status: ComplianceRecordStatus;
  doneOn: string | null;
  document: z.infer<typeof storedDocumentSchema> | null;
};

export const complianceStatuses = ['done', 'not_applicable', 'overdue', 'due_soon', 'upcoming'] as const;
export type ComplianceStatus = (typeof complianceStatuses)[number];

export type ComplianceItem = {
  ruleKey: ComplianceRuleKey;
  /** `once`, `FY2026` (the year ending 31 March 2026), `M2026-10` (October 2026) or `Q2026-04` (April to June 2026). */
  period: string;
  dueDate: string;
  /** The working day on or before `dueDate`. */
  planBy: string;
  /** The date follows from another item not yet recorded (an AGM not yet held): it may come earlier. */
  estimated: boolean;
  status: ComplianceStatus;
  record: ComplianceRecord | null;
};

const ruleOf = (key: ComplianceRuleKey): ComplianceRule =>
  complianceRules.find((rule) => rule.key === key) as ComplianceRule;

/** The financial year that ends on 31 March of `endYear`, as `FY<endYear>`. */
const fyPeriod = (endYear: number) => `FY${endYear}`;
const fyEnd = (endYear: number) => `${endYear}-03-31`;

/**
 * The end year of an FPO's first financial year. Incorporated from April to December, it ends the
 * next 31 March; incorporated from January to March, the proviso to s. 2(41) lets it run to the
 * 31 March after that, which is what FPOs choose.
 */
export const firstYearEnd = (incorporationDate: string) => Number(incorporationDate.slice(0, 4)) + 1;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Does `period` name a period of this rule's kind? Guards what the API stores. */
export const isPeriodOf = (ruleKey: ComplianceRuleKey, period: string) => {
  const { schedule } = ruleOf(ruleKey);
  switch (schedule.kind) {
    case 'after_incorporation':
      return period === 'once';
    case 'monthly':
      return /^M\d{4}-(0[1-9]|1[0-2])$/.test(period);
    case 'quarterly':
      return /^Q\d{4}-(01|04|07|10)$/.test(period);
    default:
      return /^FY\d{4}$/.test(period);
  }
};

type Context = {
  profile: ComplianceProfile & { incorporationDate: string };
  records: Map<string, ComplianceRecord>;
  today: string;
};

const recordOf = (context: Context, ruleKey: ComplianceRuleKey, period: string) =>
  context.records.get(`${ruleKey}/${period}`) ?? null;

/** The date an AGM was held, when recorded. */
const heldOn = (context: Context, ruleKey: 'agm' | 'first_agm', period: string) => {
  const record = recordOf(context, ruleKey, period);
  return record?.status === 'done' ? record.doneOn : null;
};

/**
 * The AGM of the year ending in `endYear`: six months after the year end (s. 96(1)), and not more
 * than fifteen months after the AGM before it (s. 378ZA(1)), which for the first year is the first
 * AGM. `estimated` when the previous AGM's date is not recorded and its due date stood in.
 */
const agmDue = (context: Context, endYear: number): { date: string; estimated: boolean } => {
  const sixMonths = dayOf(endYear, 9, 30);
  const first = firstYearEnd(context.profile.incorporationDate);
  if (endYear < first) return { date: sixMonths, estimated: false };
  const previousHeld =
    endYear === first ? heldOn(context, 'first_agm', 'once') : heldOn(context, 'agm', fyPeriod(endYear - 1));
  const previousDue =
    endYear === first ? addDays(context.profile.incorporationDate, 90) : agmDue(context, endYear - 1).date;
  const fifteenMonths = addMonths(previousHeld ?? previousDue, 15);
  return fifteenMonths < sixMonths
    ? { date: fifteenMonths, estimated: previousHeld === null }
    : { date: sixMonths, estimated: false };
};

const item = (
  context: Context,
  ruleKey: ComplianceRuleKey,
  period: string,
  dueDate: string,
  estimated = false,
): ComplianceItem => {
  const record = recordOf(context, ruleKey, period);
  const planBy = workingDayOnOrBefore(dueDate);
  const status: ComplianceStatus = record
    ? record.status
    : dueDate < context.today
      ? 'overdue'
      : daysUntil(planBy, context.today) <= REMINDER_DAYS[0]
        ? 'due_soon'
        : 'upcoming';
  return { ruleKey, period, dueDate, planBy, estimated, status, record };
};

const appliesTo = (rule: ComplianceRule, profile: ComplianceProfile) => {
  if (!rule.gst) return true;
  if (!profile.gstin) return false;
  return rule.gst === 'any' || rule.gst === profile.gstFiling;
};

const later = (a: string, b: string) => (a > b ? a : b);

/** The first day of every month from `from`'s month to `to` (both `YYYY-MM-DD`). */
const monthsBetween = (from: string, to: string) => {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
};

/** The given day of the month after `date`'s month. */
const dueInMonthAfter = (date: string, day: number) =>
  `${addMonths(`${date.slice(0, 7)}-01`, 1).slice(0, 8)}${pad(day)}`;

const itemsOf = (context: Context, rule: ComplianceRule, from: string, to: string): ComplianceItem[] => {
  const { incorporationDate } = context.profile;
  const key = rule.key as ComplianceRuleKey;
  const { schedule } = rule;
  const years: number[] = [];
  const toYear = Number(to.slice(0, 4));
  for (
    let year = Math.max(firstYearEnd(incorporationDate), Number(from.slice(0, 4)) - 1);
    year <= toYear;
    year += 1
  )
    years.push(year);

  switch (schedule.kind) {
    case 'after_incorporation':
      return [item(context, key, 'once', addDays(incorporationDate, schedule.days))];
    case 'after_year_end':
      return years.map((year) => {
        if (key !== 'agm')
          return item(context, key, fyPeriod(year), dayOf(year, schedule.month, schedule.day));
        const due = agmDue(context, year);
        return item(context, key, fyPeriod(year), due.date, due.estimated);
      });
    case 'after_agm':
      return years.map((year) => {
        const held = heldOn(context, 'agm', fyPeriod(year));
        const base = held ?? agmDue(context, year).date;
        return item(context, key, fyPeriod(year), addDays(base, schedule.days), held === null);
      });
    case 'monthly':
      // A month's return is due in the month after it, from the month of incorporation on.
      return monthsBetween(later(incorporationDate, addMonths(from, -2)), to).map((month) =>
        item(context, key, `M${month.slice(0, 7)}`, dueInMonthAfter(month, schedule.day)),
      );
    case 'quarterly': {
      const day =
        schedule.day === 'by_state' ? quarterlyReturnDay(context.profile.gstin ?? '') : schedule.day;
      // Quarters of the financial year start in April, July, October and January.
      return monthsBetween(later(incorporationDate, addMonths(from, -4)), to)
        .filter((month) => ['01', '04', '07', '10'].includes(month.slice(5, 7)))
        .map((quarter) =>
          item(context, key, `Q${quarter.slice(0, 7)}`, dueInMonthAfter(quarterEnd(quarter), day)),
        );
    }
  }
};

/**
 * The calendar: every item whose due date falls from ninety days back (or the incorporation) to a
 * year ahead, plus any older item recorded, soonest first. Empty until the incorporation date is known.
 */
export const complianceCalendar = (
  profile: ComplianceProfile,
  records: readonly ComplianceRecord[],
  today: string,
): ComplianceItem[] => {
  const { incorporationDate } = profile;
  if (!incorporationDate) return [];
  const context: Context = {
    profile: { ...profile, incorporationDate },
    records: new Map(records.map((record) => [`${record.ruleKey}/${record.period}`, record])),
    today,
  };
  const back = addDays(today, -DAYS_BACK);
  const from = incorporationDate > back ? incorporationDate : back;
  const to = addDays(today, DAYS_AHEAD);
  const order = new Map(complianceRuleKeys.map((key, index) => [key, index]));
  return complianceRules
    .filter((rule) => appliesTo(rule, profile))
    .flatMap((rule) => itemsOf(context, rule, from, to))
    .filter((entry) => (entry.dueDate >= from && entry.dueDate <= to) || entry.record !== null)
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) || (order.get(a.ruleKey) ?? 0) - (order.get(b.ruleKey) ?? 0),
    );
};

/** Items still to do: overdue first, then by date. */
export const openItems = (items: readonly ComplianceItem[]) =>
  items.filter((entry) => entry.status !== 'done' && entry.status !== 'not_applicable');

/**
 * The reminders to send today: an open item 15 days or less before its `planBy` date (not yet
 * past it) gets the 15-day reminder, 3 days or less the 3-day one. `sent` holds what was already
 * sent as `rule/period/days`; when both are due (the server was away), only the 3-day one goes,
 * and both count as sent.
 */
export const remindersDue = (items: readonly ComplianceItem[], sent: ReadonlySet<string>, today: string) =>
  openItems(items).flatMap((entry) => {
    const left = daysUntil(entry.planBy, today);
    if (left < 0) return [];
    const due = REMINDER_DAYS.filter(
      (days) => left <= days && !sent.has(`${entry.ruleKey}/${entry.period}/${days}`),
    );
    const closest = due.at(-1);
    return closest === undefined ? [] : [{ item: entry, days: closest, covers: due, daysLeft: left }];
  });

// The API's shapes.

const dateText = (code: string) => z.string({ error: code }).trim().refine(isCalendarDate, code);

export const complianceItemParamsSchema = apiObject({
  ruleKey: z.enum(complianceRuleKeys as [ComplianceRuleKey, ...ComplianceRuleKey[]], {
    error: 'rule_invalid',
  }),
  period: z.string({ error: 'period_invalid' }).max(12, 'period_invalid'),
}).refine((params) => isPeriodOf(params.ruleKey, params.period), {
  message: 'period_invalid',
  path: ['period'],
});

/** Marks an item done on a day (not ahead of `today()` in India), or not due this time. */
export const complianceRecordInput = (today: () => string) =>
  apiObject({
    status: z.enum(complianceRecordStatuses, { error: 'status_invalid' }),
    doneOn: dateText('done_on_invalid').nullable().optional(),
  }).transform((input, ctx) => {
    if (input.status === 'not_applicable') return { status: input.status, doneOn: null };
    if (!input.doneOn) ctx.addIssue({ code: 'custom', message: 'done_on_required', path: ['doneOn'] });
    else if (input.doneOn > today())
      ctx.addIssue({ code: 'custom', message: 'done_on_future', path: ['doneOn'] });
    else if (input.doneOn < EARLIEST_INCORPORATION)
      ctx.addIssue({ code: 'custom', message: 'done_on_invalid', path: ['doneOn'] });
    return { status: input.status, doneOn: input.doneOn ?? null };
  });

export const complianceRecordInputSchema = complianceRecordInput(() => todayInIndia());

export const complianceRecordSchema = z.object({
  ruleKey: z.enum(complianceRuleKeys as [ComplianceRuleKey, ...ComplianceRuleKey[]]),
  period: z.string(),
  status: z.enum(complianceRecordStatuses),
  doneOn: z.string().nullable(),
  document: storedDocumentSchema.nullable(),
});

export const complianceItemSchema = z.object({
  ruleKey: z.enum(complianceRuleKeys as [ComplianceRuleKey, ...ComplianceRuleKey[]]),
  period: z.string(),
  dueDate: z.string(),
  planBy: z.string(),
  estimated: z.boolean(),
  status: z.enum(complianceStatuses),
  record: complianceRecordSchema.nullable(),
});

export const complianceCalendarSchema = z.object({
  incorporationDate: z.string().nullable(),
  gstRegistered: z.boolean(),
  gstFiling: z.enum(gstFilings),
  today: z.string(),
  items: z.array(complianceItemSchema),
});
export type ComplianceCalendar = z.infer<typeof complianceCalendarSchema>;

/** The month a period names, for labels: `M2026-10` and `Q2026-10` give 2026-10-01; `FY2026` gives its end. */
export const periodStart = (period: string) =>
  period.startsWith('FY')
    ? fyEnd(Number(period.slice(2)))
    : /^[MQ]\d{4}-\d{2}$/.test(period)
      ? `${period.slice(1)}-01`
      : null;

/** The last day of a quarter that starts on `start`. */
export const quarterEnd = (start: string) => endOfMonth(addMonths(start, 2));

const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthOnly = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A period as people write it: "FY 2025-26", "Oct 2026", "Jul–Sept 2026" (Indian English); nothing for a one-off item. */
export const formatPeriod = (period: string) => {
  if (period.startsWith('FY')) {
    const end = Number(period.slice(2));
    return `FY ${end - 1}-${String(end % 100).padStart(2, '0')}`;
  }
  const start = periodStart(period);
  if (!start) return '';
  if (period.startsWith('M')) return monthYear.format(utc(start));
  return `${monthOnly.format(utc(start))}–${monthYear.format(utc(quarterEnd(start)))}`;
};
