import { describe, expect, it } from 'vitest';
import { adjustedTrialEnd, adminUsersQuerySchema, pageWindow, trialAdjustmentSchema } from './admin-users.ts';

describe('the pagination control (document 2, 2.6)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, null, 10]],
    [5, 10, [1, null, 3, 4, 5, 6, 7, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 8, 9, 10]],
    [8, 10, [1, null, 6, 7, 8, 9, 10]],
  ])('page %i of %i shows %j', (page, pages, shown) => expect(pageWindow(page, pages)).toEqual(shown));
});

describe('trial adjustments (document 2, 4 and 5)', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  const end = new Date('2026-12-01T06:00:00Z');
  it.each([
    ['extend', 7, '2026-12-08T06:00:00.000Z'],
    ['extend', -10, '2026-11-21T06:00:00.000Z'],
    ['set', 30, '2026-12-25T06:00:00.000Z'],
    ['set', -1, '2026-11-24T06:00:00.000Z'],
    ['set', 0, '2026-11-25T06:00:00.000Z'],
  ] as const)('%s by %i days ends on %s', (action, days, iso) =>
    expect(adjustedTrialEnd({ action, days }, end, now).toISOString()).toBe(iso),
  );

  it.each([
    [{ action: 'extend', days: 7 }, 'reason_required'],
    [{ action: 'extend', days: 7, reason: '  ' }, 'reason_required'],
    [{ action: 'extend', days: 1.5, reason: 'x' }, 'trial_days_invalid'],
    [{ action: 'extend', days: -1000, reason: 'x' }, 'trial_days_invalid'],
    [{ action: 'grant', days: 1, reason: 'x' }, 'trial_action_invalid'],
    [{ action: 'set', days: '7', reason: 'x' }, 'trial_days_invalid'],
  ])('refuses %j with %s', (body, code) =>
    expect(trialAdjustmentSchema.safeParse(body).error?.issues[0]?.message).toBe(code),
  );
});

describe('the users query', () => {
  it.each([
    [{}, { page: 1, pageSize: 10 }],
    [
      { page: '3', pageSize: '50', search: ' ravi ' },
      { page: 3, pageSize: 50, search: 'ravi' },
    ],
  ])('reads %j', (query, parsed) => expect(adminUsersQuerySchema.parse(query)).toEqual(parsed));
  it.each([[{ pageSize: '25' }], [{ page: '0' }]])('refuses %j', (query) =>
    expect(adminUsersQuerySchema.safeParse(query).success).toBe(false),
  );
});
