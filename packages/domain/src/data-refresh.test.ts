import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  nextDailyRefresh,
  outcomeOf,
  refreshHealth,
  REFRESH_OVERDUE_HOURS,
  type RefreshRunStatus,
} from './data-refresh.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T06:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const run = (status: RefreshRunStatus, startedAgoMs = HOUR) => ({ status, startedAt: ago(startedAgoMs) });

describe('refreshHealth (document 2, 3 and 4: HEALTHY, WARNING, anything else an error)', () => {
  it.each([
    ['schedule inactive, though the last run was fine', false, run('success'), 'ERROR', 'not_scheduled'],
    ['schedule inactive and never run', false, null, 'ERROR', 'not_scheduled'],
    ['schedule inactive and the last run failed', false, run('failure'), 'ERROR', 'not_scheduled'],
    ['never run', true, null, 'WARNING', 'never_run'],
    ['last run failed an hour ago', true, run('failure'), 'ERROR', 'last_run_failed'],
    [
      'last run failed and is also overdue: the failure wins',
      true,
      run('failure', 30 * HOUR),
      'ERROR',
      'last_run_failed',
    ],
    ['succeeded exactly 25 h ago: still on time', true, run('success', 25 * HOUR), 'HEALTHY', 'on_time'],
    ['succeeded 25 h and 1 ms ago: overdue', true, run('success', 25 * HOUR + 1), 'WARNING', 'overdue'],
    [
      'partial exactly 25 h ago: partial, not overdue',
      true,
      run('partial', 25 * HOUR),
      'WARNING',
      'last_run_partial',
    ],
    ['partial 25 h and 1 ms ago: overdue', true, run('partial', 25 * HOUR + 1), 'WARNING', 'overdue'],
    ['partial an hour ago', true, run('partial'), 'WARNING', 'last_run_partial'],
    ['running, started a minute ago', true, run('running', 60_000), 'HEALTHY', 'running'],
    ['running exactly 25 h: still running', true, run('running', 25 * HOUR), 'HEALTHY', 'running'],
    ['running for 25 h and 1 ms: stuck, overdue', true, run('running', 25 * HOUR + 1), 'WARNING', 'overdue'],
    ['succeeded an hour ago', true, run('success'), 'HEALTHY', 'on_time'],
    ['succeeded this very moment', true, run('success', 0), 'HEALTHY', 'on_time'],
  ] as const)('%s -> %s %s', (_label, scheduleActive, lastRun, status, reason) => {
    expect(refreshHealth({ scheduleActive, lastRun, now })).toEqual({ status, reason });
  });

  it('counts the overdue window in hours of REFRESH_OVERDUE_HOURS', () => {
    expect(REFRESH_OVERDUE_HOURS).toBe(25);
  });
});

describe('nextDailyRefresh (document 2, 9: daily at midnight IST, 18:30 UTC)', () => {
  it.each([
    ['just after midnight UTC (05:30 IST)', '2026-11-23T00:00:00.000Z', '2026-11-23T18:30:00.000Z'],
    ['noon UTC', '2026-11-23T12:00:00.000Z', '2026-11-23T18:30:00.000Z'],
    ['one millisecond before 18:30 UTC', '2026-11-23T18:29:59.999Z', '2026-11-23T18:30:00.000Z'],
    [
      'exactly 18:30 UTC: that run is now, the next is tomorrow',
      '2026-11-23T18:30:00.000Z',
      '2026-11-24T18:30:00.000Z',
    ],
    ['one millisecond after 18:30 UTC', '2026-11-23T18:30:00.001Z', '2026-11-24T18:30:00.000Z'],
    [
      'late evening UTC, already the next day in India',
      '2026-11-23T23:59:59.999Z',
      '2026-11-24T18:30:00.000Z',
    ],
    ['across a month end', '2026-11-30T20:00:00.000Z', '2026-12-01T18:30:00.000Z'],
    ['across a year end', '2026-12-31T19:00:00.000Z', '2027-01-01T18:30:00.000Z'],
    ['across 29 February', '2028-02-28T19:00:00.000Z', '2028-02-29T18:30:00.000Z'],
  ])('%s', (_label, at, next) => {
    expect(nextDailyRefresh(new Date(at)).toISOString()).toBe(next);
  });
});

describe('formatDuration (document 2, 2.9: minutes and seconds)', () => {
  it.each([
    [0, '0:00'],
    [499, '0:00'],
    [999, '0:01'],
    [1_000, '0:01'],
    [7_000, '0:07'],
    [59_499, '0:59'],
    [59_500, '1:00'],
    [60_000, '1:00'],
    [61_000, '1:01'],
    [12 * 60_000 + 5_000, '12:05'],
    [75 * 60_000, '75:00'],
    [-5_000, '0:00'],
  ])('%s ms -> %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('outcomeOf (document 2, 4: success, partial, failure)', () => {
  it.each([
    [0, 0, 'success'],
    [12, 0, 'success'],
    [11, 1, 'partial'],
    [1, 11, 'partial'],
    [0, 1, 'failure'],
    [0, 12, 'failure'],
  ] as const)('%s succeeded, %s failed -> %s', (success, failure, outcome) => {
    expect(outcomeOf(success, failure)).toBe(outcome);
  });
});
