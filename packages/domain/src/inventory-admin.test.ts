import { describe, expect, it } from 'vitest';
import { expiryStatus } from './inventory.ts';
import {
  adminInventoryQuerySchema,
  inputHiddenSchema,
  productActiveSchema,
  shortId,
} from './inventory-admin.ts';

describe('the back office inventory overviews', () => {
  it('shows an item id as its first 8 characters', () => {
    expect(shortId('3f2a9c1e-77b4-4d0e-9a51-0c6b2f1d8e42')).toBe('3f2a9c1e');
  });

  it('pages 10, 20, 50 or 100 at a time, 10 by default, with an optional search', () => {
    expect(adminInventoryQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(adminInventoryQuerySchema.parse({ page: '3', pageSize: '50', search: ' urea ' })).toEqual({
      page: 3,
      pageSize: 50,
      search: 'urea',
    });
    expect(adminInventoryQuerySchema.safeParse({ pageSize: '25' }).success).toBe(false);
  });

  it('takes a switch as a JSON boolean and nothing else', () => {
    expect(productActiveSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(inputHiddenSchema.parse({ isHidden: true })).toEqual({ isHidden: true });
    expect(productActiveSchema.safeParse({ isActive: 'false' }).error?.issues[0]?.message).toBe(
      'type_invalid',
    );
    expect(inputHiddenSchema.safeParse({ isHidden: true, extra: 1 }).success).toBe(false);
  });

  it('marks an input expired once past, and expiring soon from today to 30 days ahead', () => {
    const today = '2026-03-01';
    expect(expiryStatus('2026-02-28', today)).toBe('expired');
    expect(expiryStatus('2026-03-01', today)).toBe('expiring');
    expect(expiryStatus('2026-03-31', today)).toBe('expiring');
    expect(expiryStatus('2026-04-01', today)).toBe('fresh');
    expect(expiryStatus(null, today)).toBe('none');
  });
});
