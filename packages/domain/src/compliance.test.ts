import { describe, expect, it } from 'vitest';
import { complianceRules, quarterlyReturnDay } from './compliance-rules.ts';
import {
  complianceCalendar,
  complianceItemParamsSchema,
  complianceRecordInput,
  firstYearEnd,
  formatPeriod,
  isPeriodOf,
  remindersDue,
  type ComplianceItem,
  type ComplianceProfile,
  type ComplianceRecord,
} from './compliance.ts';

const profile = (incorporationDate: string, more: Partial<ComplianceProfile> = {}): ComplianceProfile => ({
  incorporationDate,
  gstin: null,
  gstFiling: 'monthly',
  ...more,
});
const done = (ruleKey: ComplianceRecord['ruleKey'], period: string, doneOn: string): ComplianceRecord => ({
  ruleKey,
  period,
  status: 'done',
  doneOn,
  document: null,
});
const find = (items: ComplianceItem[], ruleKey: string, period: string) =>
  items.find((i) => i.ruleKey === ruleKey && i.period === period);
const dueOf = (items: ComplianceItem[], ruleKey: string, period: string) => {
  const found = find(items, ruleKey, period);
  return found && { due: found.dueDate, planBy: found.planBy, estimated: found.estimated };
};

describe('the rules', () => {
  it('cite a provision and a public source for every rule', () => {
    for (const rule of complianceRules) {
      expect(rule.source, rule.key).toMatch(/(Act|Rules), (19|20)\d\d/);
      expect(rule.sourceUrl, rule.key).toMatch(/^https:\/\/[a-z.-]+\.(gov|nic)\.in\//);
    }
    expect(new Set(complianceRules.map((r) => r.key)).size).toBe(complianceRules.length);
  });

  it.each([
    ['29AAPFU0939F1ZV', 22, 'Karnataka'],
    ['33AAPFU0939F1ZV', 22, 'Tamil Nadu'],
    ['27AAPFU0939F1ZV', 22, 'Maharashtra'],
    ['22AAPFU0939F1ZV', 22, 'Chhattisgarh'],
    ['37AAPFU0939F1ZV', 22, 'Andhra Pradesh'],
    ['09AAPFU0939F1ZV', 24, 'Uttar Pradesh'],
    ['03AAPFU0939F1ZV', 24, 'Punjab'],
    ['21AAPFU0939F1ZV', 24, 'Odisha'],
    ['38AAPFU0939F1ZV', 24, 'Ladakh'],
  ])('a quarterly GSTR-3B for GSTIN %s is due on the %sth (%s)', (gstin, day) => {
    expect(quarterlyReturnDay(gstin)).toBe(day);
  });
});

describe('the first financial year (s. 2(41))', () => {
  it.each([
    ['2025-04-01', 2026, 'incorporated on 1 April: to the next 31 March'],
    ['2025-08-15', 2026, 'incorporated mid-year'],
    ['2025-12-31', 2026, 'incorporated on 31 December'],
    ['2026-01-01', 2027, 'incorporated in January: the proviso runs it to the 31 March after'],
    ['2026-03-31', 2027, 'incorporated on 31 March'],
  ])('%s: ends 31 March %s (%s)', (date, endYear) => {
    expect(firstYearEnd(date)).toBe(endYear);
  });
});

describe('due dates', () => {
  it('an FPO incorporated mid-year: first auditor in 30 days, first AGM in 90, then the year-end filings', () => {
    const items = complianceCalendar(profile('2025-08-15'), [], '2025-09-01');
    expect(items.map((i) => `${i.ruleKey}:${i.dueDate}`)).toEqual([
      'first_auditor:2025-09-14',
      'first_agm:2025-11-13',
    ]);
    const year = complianceCalendar(
      profile('2025-08-15'),
      [done('first_agm', 'once', '2025-10-20')],
      '2026-06-01',
    );
    expect(dueOf(year, 'agm', 'FY2026')).toEqual({
      due: '2026-09-30',
      planBy: '2026-09-30',
      estimated: false,
    });
    expect(dueOf(year, 'director_kyc', 'FY2026')?.due).toBe('2026-09-30');
    expect(dueOf(year, 'income_tax_return', 'FY2026')?.due).toBe('2026-10-31');
    // Filed after the AGM, which is not held yet: dated from its due date, and flagged.
    expect(dueOf(year, 'financial_statements', 'FY2026')).toMatchObject({
      due: '2026-10-30',
      estimated: true,
    });
    expect(dueOf(year, 'annual_return', 'FY2026')).toMatchObject({ due: '2026-11-29', estimated: true });
    expect(dueOf(year, 'auditor_appointment', 'FY2026')).toMatchObject({
      due: '2026-10-15',
      estimated: true,
    });
  });

  it('a financial year starting in April: the AGM by 30 September, its filings counted from the day it was held', () => {
    const records = [done('agm', 'FY2025', '2025-08-20'), done('agm', 'FY2026', '2026-08-25')];
    const items = complianceCalendar(profile('2019-06-01'), records, '2026-08-26');
    expect(find(items, 'agm', 'FY2026')?.status).toBe('done');
    expect(dueOf(items, 'financial_statements', 'FY2026')).toMatchObject({
      due: '2026-09-24',
      estimated: false,
    });
    expect(dueOf(items, 'annual_return', 'FY2026')).toMatchObject({ due: '2026-10-24', estimated: false });
    expect(dueOf(items, 'auditor_appointment', 'FY2026')).toMatchObject({
      due: '2026-09-09',
      estimated: false,
    });
  });

  it('holds the next AGM within 15 months of the last one when that comes before 30 September', () => {
    // Last year's AGM on 10 June 2025: fifteen months end on 10 September 2026.
    const items = complianceCalendar(
      profile('2019-06-01', {}),
      [done('agm', 'FY2025', '2025-06-10')],
      '2026-05-01',
    );
    expect(dueOf(items, 'agm', 'FY2026')).toEqual({
      due: '2026-09-10',
      planBy: '2026-09-10',
      estimated: false,
    });
  });

  it('an FPO incorporated in February: the first AGM 15 months on comes before the year-end AGM', () => {
    const unknown = complianceCalendar(profile('2026-02-10'), [], '2026-11-24');
    // The first AGM was due on 11 May 2026; fifteen months later is 11 August 2027.
    expect(dueOf(unknown, 'agm', 'FY2027')).toEqual({
      due: '2027-08-11',
      planBy: '2027-08-11',
      estimated: true,
    });
    const held = complianceCalendar(
      profile('2026-02-10'),
      [done('first_agm', 'once', '2026-04-20')],
      '2026-11-24',
    );
    expect(dueOf(held, 'agm', 'FY2027')).toEqual({
      due: '2027-07-20',
      planBy: '2027-07-20',
      estimated: false,
    });
    expect(find(held, 'agm', 'FY2026')).toBeUndefined();
  });

  it.each([
    ['a Sunday', 'income_tax_return', 'FY2028', '2028-10-31', '2028-10-31'],
    ['a Sunday', 'income_tax_return', 'FY2027', '2027-10-31', '2027-10-30'],
    ['a Sunday', 'director_kyc', 'FY2029', '2029-09-30', '2029-09-29'],
    ['Gandhi Jayanti', 'financial_statements', 'FY2028', '2028-10-02', '2028-09-30'],
  ])(
    'a due date on %s is planned for the working day before: %s %s',
    (_why, ruleKey, period, due, planBy) => {
      // AGMs held on 2 September 2027 and 2028, so the AOC-4 of FY2028 falls on 2 October.
      const records = [done('agm', 'FY2027', '2027-09-02'), done('agm', 'FY2028', '2028-09-02')];
      const today = `${due.slice(0, 4)}-06-01`;
      const items = complianceCalendar(profile('2019-06-01'), records, today);
      expect(dueOf(items, ruleKey, period)).toMatchObject({ due, planBy });
    },
  );
});

describe('GST returns', () => {
  const today = '2026-11-24';

  it('are due only for an FPO registered for GST', () => {
    const items = complianceCalendar(profile('2019-06-01'), [], today);
    expect(items.filter((i) => i.ruleKey.startsWith('gst'))).toEqual([]);
  });

  it('monthly: GSTR-1 by the 11th and GSTR-3B by the 20th of the next month, GSTR-9 by 31 December', () => {
    const items = complianceCalendar(profile('2019-06-01', { gstin: '09AAPFU0939F1ZV' }), [], today);
    expect(dueOf(items, 'gstr1', 'M2026-10')?.due).toBe('2026-11-11');
    expect(dueOf(items, 'gstr3b', 'M2026-10')?.due).toBe('2026-11-20');
    expect(dueOf(items, 'gstr3b', 'M2026-12')?.due).toBe('2027-01-20');
    expect(dueOf(items, 'gst_annual_return', 'FY2026')?.due).toBe('2026-12-31');
    expect(items.some((i) => i.ruleKey.endsWith('_quarterly'))).toBe(false);
  });

  it.each([
    ['29AAPFU0939F1ZV', '2026-10-22'],
    ['09AAPFU0939F1ZV', '2026-10-24'],
  ])('quarterly (QRMP) with GSTIN %s: GSTR-3B of July to September due %s', (gstin, due) => {
    const items = complianceCalendar(
      profile('2019-06-01', { gstin, gstFiling: 'quarterly' }),
      [],
      '2026-09-01',
    );
    expect(dueOf(items, 'gstr1_quarterly', 'Q2026-07')?.due).toBe('2026-10-13');
    expect(dueOf(items, 'gstr3b_quarterly', 'Q2026-07')?.due).toBe(due);
    expect(items.some((i) => i.ruleKey === 'gstr1')).toBe(false);
  });

  it('start no earlier than the month of incorporation', () => {
    const items = complianceCalendar(profile('2026-10-05', { gstin: '09AAPFU0939F1ZV' }), [], '2026-10-20');
    expect(items.filter((i) => i.ruleKey === 'gstr1').map((i) => i.period)[0]).toBe('M2026-10');
  });
});

describe('status and window', () => {
  const today = '2026-11-24';
  const items = complianceCalendar(
    profile('2019-06-01', { gstin: '09AAPFU0939F1ZV' }),
    [
      done('gstr1', 'M2026-09', '2026-10-09'),
      {
        ruleKey: 'auditor_appointment',
        period: 'FY2026',
        status: 'not_applicable',
        doneOn: null,
        document: null,
      },
    ],
    today,
  );

  it.each([
    ['gstr1', 'M2026-09', 'done'],
    ['auditor_appointment', 'FY2026', 'not_applicable'],
    ['gstr3b', 'M2026-09', 'overdue'],
    ['gstr1', 'M2026-10', 'overdue'],
    // The AGM's date unknown, the annual return is due 29 November, a Sunday: planned for the 28th.
    ['annual_return', 'FY2026', 'due_soon'],
    ['gstr1', 'M2026-11', 'upcoming'],
  ])('%s %s is %s', (ruleKey, period, status) => {
    expect(find(items, ruleKey, period)?.status).toBe(status);
  });

  it('looks ninety days back and a year ahead, soonest first', () => {
    expect(items[0]?.dueDate.localeCompare('2026-08-26')).toBeGreaterThanOrEqual(0);
    expect(items.at(-1)?.dueDate.localeCompare('2027-11-24')).toBeLessThanOrEqual(0);
    expect(items.map((i) => i.dueDate)).toEqual([...items.map((i) => i.dueDate)].sort());
  });

  it('is empty until the incorporation date is known', () => {
    expect(
      complianceCalendar({ incorporationDate: null, gstin: null, gstFiling: 'monthly' }, [], today),
    ).toEqual([]);
  });
});

describe('reminders, 15 and 3 days before the planned day', () => {
  const items = complianceCalendar(profile('2019-06-01'), [], '2026-09-10');
  const agm = (sent: string[], today: string) =>
    remindersDue(complianceCalendar(profile('2019-06-01'), [], today), new Set(sent), today).filter(
      (r) => r.item.ruleKey === 'agm',
    );

  it.each([
    ['2026-09-14', [], []],
    ['2026-09-15', [], [15]],
    ['2026-09-20', ['agm/FY2026/15'], []],
    ['2026-09-27', ['agm/FY2026/15'], [3]],
    ['2026-09-30', ['agm/FY2026/15'], [3]],
    ['2026-09-30', ['agm/FY2026/15', 'agm/FY2026/3'], []],
    ['2026-10-01', [], []],
  ])('on %s with %j sent: %j', (today, sent, expected) => {
    expect(agm(sent, today).map((r) => r.days)).toEqual(expected);
  });

  it('sends only the 3-day reminder when both are due, and counts both as sent', () => {
    const [reminder] = agm([], '2026-09-28');
    expect(reminder).toMatchObject({ days: 3, covers: [15, 3], daysLeft: 2 });
  });

  it('sends nothing for an item done or not due this year', () => {
    const closed = complianceCalendar(
      profile('2019-06-01'),
      [done('agm', 'FY2026', '2026-09-01')],
      '2026-09-20',
    );
    expect(remindersDue(closed, new Set(), '2026-09-20').map((r) => r.item.ruleKey)).not.toContain('agm');
    expect(items.length).toBeGreaterThan(0);
  });
});

describe('what the API takes', () => {
  it.each([
    ['agm', 'FY2026', true],
    ['agm', 'once', false],
    ['first_agm', 'once', true],
    ['gstr1', 'M2026-10', true],
    ['gstr1', 'M2026-13', false],
    ['gstr1_quarterly', 'Q2026-07', true],
    ['gstr1_quarterly', 'Q2026-08', false],
  ] as const)('%s for %s: %s', (ruleKey, period, valid) => {
    expect(isPeriodOf(ruleKey, period)).toBe(valid);
    expect(complianceItemParamsSchema.safeParse({ ruleKey, period }).success).toBe(valid);
  });

  it('refuses a rule that does not exist', () => {
    expect(complianceItemParamsSchema.safeParse({ ruleKey: 'drop_table', period: 'once' }).success).toBe(
      false,
    );
  });

  const input = complianceRecordInput(() => '2026-11-24');
  const codes = (body: unknown) => {
    const result = input.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it.each([
    [{ status: 'done', doneOn: '2026-11-24' }, []],
    [{ status: 'done', doneOn: '2026-11-25' }, ['done_on_future']],
    [{ status: 'done' }, ['done_on_required']],
    [{ status: 'done', doneOn: '2026-02-30' }, ['done_on_invalid']],
    [{ status: 'done', doneOn: '1999-01-01' }, ['done_on_invalid']],
    [{ status: 'not_applicable', doneOn: '2026-11-01' }, []],
    [{ status: 'filed' }, ['status_invalid']],
  ])('%j: %j', (body, expected) => {
    expect(codes(body)).toEqual(expected);
  });
});

describe('periods as people write them', () => {
  it.each([
    ['FY2026', 'FY 2025-26'],
    ['FY2100', 'FY 2099-00'],
    ['M2026-10', 'Oct 2026'],
    ['Q2026-07', 'Jul–Sept 2026'],
    ['Q2027-01', 'Jan–Mar 2027'],
    ['once', ''],
  ])('%s is %s', (period, shown) => {
    expect(formatPeriod(period)).toBe(shown);
  });
});
