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
