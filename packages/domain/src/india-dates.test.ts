import { describe, expect, it } from 'vitest';
import { daysUntil, todayInIndia } from './india-dates.ts';

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
