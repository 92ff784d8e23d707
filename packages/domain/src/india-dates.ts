import { indiaTimeZone } from './format.ts';

/**
 * Calendar dates as India counts them, written `YYYY-MM-DD`. Expiry dates and statutory due dates
 * are days, not instants: "today" is India's date whatever the device's or the server's zone, and
 * the arithmetic below is on days, so no time zone or daylight rule can move a date by one.
 */
const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: indiaTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** India's calendar date at `now`, as `YYYY-MM-DD`. */
export const todayInIndia = (now: Date = new Date()) => indiaDate.format(now);

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Whole days from `today` to `date` (both `YYYY-MM-DD`): 0 on the day, negative once past. */
export const daysUntil = (date: string, today: string) => dayNumber(date) - dayNumber(today);

const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `date` moved by whole days (negative for earlier). */
export const addDays = (date: string, days: number) => fromDayNumber(dayNumber(date) + days);

/**
 * `date` moved by whole months; a day the target month lacks becomes its last day, as the law counts
 * "within fifteen months" (31 May + 15 months is 31 August, 30 November + 3 months is 28 February).
 */
export const addMonths = (date: string, months: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
};

/** The last day of `date`'s month. */
export const endOfMonth = (date: string) => addDays(addMonths(`${date.slice(0, 8)}01`, 1), -1);

/** 0 for Sunday up to 6 for Saturday. */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The three national holidays, on the same date every year: Republic Day, Independence Day, Gandhi Jayanti. */
const nationalHolidays = ['01-26', '08-15', '10-02'];

/** A Sunday or a national holiday: offices are closed and no general meeting may be called for it. */
export const isNonWorkingDay = (date: string) =>
  weekday(date) === 0 || nationalHolidays.includes(date.slice(5));

/** `date` itself if it is a working day, else the last working day before it. */
export const workingDayOnOrBefore = (date: string): string =>
  isNonWorkingDay(date) ? workingDayOnOrBefore(addDays(date, -1)) : date;

/** `YYYY-MM-DD` as written: a real calendar date, not 2026-02-30. */
export const isCalendarDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(dayNumber(text)) &&
  fromDayNumber(dayNumber(text)) === text;
