import { describe, expect, it } from 'vitest';
import {
  adminCropsQuerySchema,
  cropChangesFor,
  cropFlagsAfter,
  cropStatus,
  type CropChange,
  type CropStatus,
} from './admin-crops.ts';

describe('crop status (document 2, 4)', () => {
  it.each([
    [false, true, 'pending'],
    [true, true, 'approved'],
    [false, false, 'rejected'],
    [true, false, 'rejected'],
  ] as const)('approved %s, active %s is %s', (isApproved, isActive, status) => {
    expect(cropStatus({ isApproved, isActive })).toBe(status);
  });

  it.each([
    ['pending', ['approve', 'reject']],
    ['approved', ['deactivate']],
    ['rejected', ['reactivate']],
  ] as [CropStatus, CropChange[]][])('offers %s crops %j', (status, changes) => {
    expect(cropChangesFor(status)).toEqual(changes);
  });

  it.each([
    ['approve', { isApproved: false, isActive: true }, 'approved'],
    ['approve', { isApproved: false, isActive: false }, 'approved'],
    ['reject', { isApproved: false, isActive: true }, 'rejected'],
    ['deactivate', { isApproved: true, isActive: true }, 'rejected'],
    ['reactivate', { isApproved: true, isActive: false }, 'approved'],
    // A rejected crop that was never approved comes back for review, not listed.
    ['reactivate', { isApproved: false, isActive: false }, 'pending'],
  ] as const)('%s on %j makes it %s', (change, flags, status) => {
    expect(cropStatus(cropFlagsAfter(change, flags))).toBe(status);
  });
});

describe('the admin crop list query', () => {
  it('defaults to every crop, first page of 20', () => {
    expect(adminCropsQuerySchema.parse({})).toEqual({ status: 'all', page: 1, pageSize: 20 });
  });

  it('takes a filter, a trimmed search and a page from the query string', () => {
    expect(
      adminCropsQuerySchema.parse({ status: 'pending', search: ' dragon ', page: '2', pageSize: '50' }),
    ).toEqual({ status: 'pending', search: 'dragon', page: 2, pageSize: 50 });
  });

  it.each([
    [{ status: 'deleted' }, 'status_invalid'],
    [{ pageSize: '25' }, 'page_size_invalid'],
    [{ page: '0' }, 'page_invalid'],
    [{ search: 'x'.repeat(61) }, 'too_long'],
    [{ sort: 'name' }, 'unknown_field'],
  ])('refuses %j with %s', (query, code) => {
    const result = adminCropsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(code);
  });
});
