import { describe, expect, it } from 'vitest';
import { adminMayOpen, adminSummary, noPageAccess, type AdminStanding } from './admin-pages.ts';

const viewer: AdminStanding = {
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), users: { view: true, edit: false, delete: false } },
};

describe('which back-office addresses open (document 2, 6)', () => {
  it.each([
    [viewer, '/admin', true],
    [viewer, '/admin/trials', true],
    [viewer, '/admin/farmers', true],
    [viewer, '/admin/users/u1', true],
    [viewer, '/admin/access', false],
    [viewer, '/admin/data-refresh', false],
    [viewer, '/admin/audit', false],
    [viewer, '/admin/nonsense', false],
    [{ kind: 'owner' }, '/admin/audit', true],
    [{ kind: 'owner' }, '/admin/data-refresh', true],
    [{ kind: 'none' }, '/admin', false],
    [{ ...viewer, isActive: false }, '/admin', false],
  ] as const)('%j opens %s: %s', (standing, path, open) =>
    expect(adminMayOpen(adminSummary(standing), path)).toBe(open),
  );
});
