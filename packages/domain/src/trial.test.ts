import { describe, expect, it } from 'vitest';
import { computeTrialStatus, needsUpgrade, trialBand } from './trial.ts';

const DAY = 24 * 60 * 60 * 1000;
const created = new Date('2026-01-01T10:00:00Z');
const at = (days: number, extraMs = 0) => new Date(created.getTime() + days * DAY + extraMs);

describe('computeTrialStatus', () => {
  it.each([
    ['day 0, just created', at(0), 30, true],
    ['one minute after creation', at(0, 60_000), 30, true],
    ['day 29', at(29), 1, true],
    ['day 29 and a bit', at(29, 1), 1, true],
    ['day 30 exactly, the last moment', at(30), 0, true],
    ['day 30 and one millisecond', at(30, 1), 0, true],
    ['day 31', at(31), -1, false],
    ['day 31 and a bit', at(31, 1), -1, false],
    ['day 45', at(45), -15, false],
    ['years later, floored', at(5000), -999, false],
  ])('%s', (_label, now, days, active) => {
    const status = computeTrialStatus({ createdAt: created, now });
    expect(status.daysRemaining).toBe(days);
    expect(status.isTrialActive).toBe(active);
    expect(status.isExpired).toBe(!active);
    expect(status.trialEndDate).toBe('2026-01-31T10:00:00.000Z');
  });

  it('uses a custom end date set by an admin', () => {
    const status = computeTrialStatus({
      createdAt: created,
      trialEndDate: new Date('2026-03-01T00:00:00Z'),
      extendedByAdmin: true,
      now: at(45),
    });
    expect(status).toMatchObject({
      isTrialActive: true,
      extendedByAdmin: true,
      trialEndDate: '2026-03-01T00:00:00.000Z',
    });
    expect(status.daysRemaining).toBe(14);
  });

  it('expires on a custom end date in the past', () => {
    const status = computeTrialStatus({ createdAt: created, trialEndDate: at(2), now: at(10) });
    expect(status.daysRemaining).toBe(-8);
    expect(status.isExpired).toBe(true);
  });
});

describe('trialBand', () => {
  it.each([
    [-999, 'expired'],
    [-1, 'expired'],
    [0, 'critical'],
    [3, 'critical'],
    [4, 'warning'],
    [7, 'warning'],
    [8, 'healthy'],
    [30, 'healthy'],
  ] as const)('%s days -> %s', (days, band) => {
    expect(trialBand(days)).toBe(band);
  });
});

describe('needsUpgrade', () => {
  const active = { isTrialActive: true };
  const ended = { isTrialActive: false };
  it.each([
    // [plan, trial, tier, needs an upgrade]
    ['starters', active, undefined, false],
    ['starters', ended, undefined, true],
    ['pro', ended, undefined, false],
    ['pro_max', ended, undefined, false],
    ['starters', active, 'pro', false],
    ['starters', active, 'pro_max', false],
    ['starters', ended, 'pro', true],
    ['pro', ended, 'pro', false],
    ['pro', ended, 'pro_max', true],
    ['pro_max', ended, 'pro', false],
    ['pro_max', ended, 'pro_max', false],
  ] as const)('%s with trial %o, tier %s -> %s', (plan, trial, tier, expected) => {
    expect(needsUpgrade({ plan, trial }, tier)).toBe(expected);
  });
});
