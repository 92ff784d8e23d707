import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysUntil,
  endOfMonth,
  isCalendarDate,
  isNonWorkingDay,
  todayInIndia,
  workingDayOnOrBefore,
} from './india-dates.ts';

describe('calendar dates in India', () => {
  it('counts days across a month and a leap day', () => {
    expect(daysUntil('2026-12-01', '2026-11-30')).toBe(1);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
  });

  it("takes India's date: 20:00 UTC is already the next day in India", () => {
    expect(todayInIndia(new Date('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-23T18:31:00Z'))).toBe('2026-11-24');
  });
});

describe('day arithmetic for due dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-05-31', 15, '2027-08-31'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2026-03-31', 6, '2026-09-30'],
    ['2026-12-15', -12, '2025-12-15'],
  ])('%s plus %s months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2025-08-15', 90, '2025-11-13'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %s days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-29', true, 'a Sunday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-10-02', true, 'Gandhi Jayanti, a Friday'],
    ['2026-08-15', true, 'Independence Day, a Saturday'],
    ['2027-01-26', true, 'Republic Day, a Tuesday'],
    ['2026-11-30', false, 'a Monday'],
  ])('%s is a non-working day: %s (%s)', (date, closed) => {
    expect(isNonWorkingDay(date)).toBe(closed);
  });

  it('moves a closed day back to the working day before it', () => {
    expect(workingDayOnOrBefore('2026-11-29')).toBe('2026-11-28');
    // Sunday 2 October 2022 is both: back to Saturday 1 October.
    expect(workingDayOnOrBefore('2022-10-02')).toBe('2022-10-01');
    // Monday 3 August 2026 stays.
    expect(workingDayOnOrBefore('2026-08-03')).toBe('2026-08-03');
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-45', false],
    ['2026-1-5', false],
    ['', false],
  ])('%s is a calendar date: %s', (text, valid) => {
    expect(isCalendarDate(text)).toBe(valid);
  });

  it('finds the end of a month', () => {
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2026-12-01')).toBe('2026-12-31');
  });
});
