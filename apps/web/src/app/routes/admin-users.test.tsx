import {
  adminSummary,
  computeTrialStatus,
  noPageAccess,
  type AdminStanding,
  type AdminUserRow,
  type MeResponse,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { AdminUsersScreen } from './admin-users.tsx';

const now = new Date();
const row = (n: number, over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  userId: `u${n}`,
  email: `user${n}@fpo.example`,
  fullName: `User ${n}`,
  emailVerified: true,
  fpoId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  fpoName: `FPO ${n}`,
  role: 'owner',
  plan: 'starters',
  trial: computeTrialStatus({ createdAt: now }),
  customTrial: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSignInAt: null,
  ...over,
});
const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'u1', email: 'user1@fpo.example', name: 'u1', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};

const render = (
  standing: AdminStanding,
  total = 3,
  items = [
    row(1),
    row(2, {
      role: 'manager',
      trial: computeTrialStatus({ createdAt: new Date(now.getTime() - 33 * 86_400_000) }),
    }),
    row(3, {
      role: 'field_staff',
      trial: computeTrialStatus({ createdAt: now, trialEndDate: new Date(now.getTime() + 2.5 * 86_400_000) }),
      customTrial: true,
    }),
  ],
) => {
  setSession(meAs(standing));
  const calls = stubApi({
    'GET /api/admin/users': () => json(200, { items, total, page: 1, pageSize: 10 }),
    'GET /api/admin/users/u2/deletion': () =>
      json(200, {
        email: 'user2@fpo.example',
        fpoName: 'FPO 2',
        removesFpo: true,
        farmers: 120,
        products: 4,
        inputs: 2,
        buyers: 3,
        files: 1,
      }),
    'POST /api/admin/users/u3/trial': () => json(200, computeTrialStatus({ createdAt: now })),
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <AdminUsersScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Users & Trials (document 2, 2.6)', () => {
  it("marks 'You', colours the trials, and says 'Never' for no sign-in", async () => {
    render({ kind: 'owner' });
    const mine = (await screen.findByText('User 1')).closest('tr') as HTMLElement;
    expect(within(mine).getByText('You')).toBeTruthy();
    expect(within(mine).getByText('Never')).toBeTruthy();
    expect(screen.getByText('Expired (3d ago)').className).toContain('bg-red-100');
    expect(screen.getByText('3 days left').className).toContain('bg-orange-100');
    expect(screen.getByText('Custom trial')).toBeTruthy();
    // Each account's role in its FPO (issue 20).
    expect(within(mine).getByText('Owner')).toBeTruthy();
    expect(within(screen.getByText('User 2').closest('tr') as HTMLElement).getByText('Manager')).toBeTruthy();
    expect(
      within(screen.getByText('User 3').closest('tr') as HTMLElement).getByText('Field staff'),
    ).toBeTruthy();
    // No delete on one's own row.
    expect(screen.queryByRole('button', { name: 'Delete the account of User 1' })).toBeNull();
  });

  it('names everything a deletion removes before it happens', async () => {
    const { calls, user } = render({ kind: 'owner' });
    await user.click(await screen.findByRole('button', { name: 'Delete the account of User 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog.textContent).toContain('120 farmers, 4 products, 2 inputs, 3 buyers, 1 uploaded files');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/users/u2')).toBe(true),
    );
  });

  it('sets a trial by days with a reason, and offers nothing to change to a viewer', async () => {
    const { calls, user } = render({ kind: 'owner' });
    await user.click(await screen.findByRole('button', { name: 'Change the trial of User 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Trial' });
    await user.click(within(dialog).getByRole('radio', { name: /Set trial/ }));
    expect((within(dialog).getByLabelText(/^Days/) as HTMLInputElement).value).toBe('30');
    await user.clear(within(dialog).getByLabelText(/^Reason/));
    expect((within(dialog).getByRole('button', { name: 'Set trial' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Pilot FPO');
    await user.clear(within(dialog).getByLabelText(/^Days/));
    await user.type(within(dialog).getByLabelText(/^Days/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Set trial' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        action: 'set',
        days: -5,
        reason: 'Pilot FPO',
      }),
    );
  });

  it('shows a viewer the list without trial, plan or delete controls', async () => {
    render({
      kind: 'granted',
      isSuperAdmin: false,
      isActive: true,
      pageAccess: { ...noPageAccess(), users: { view: true, edit: false, delete: false } },
    });
    await screen.findByText('User 2');
    expect(screen.queryByRole('button', { name: /^Change the trial/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the account/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Plan of/ })).toBeNull();
  });

  it('pages with the spec control: sizes, first/last, ellipses', async () => {
    const { calls, user } = render({ kind: 'owner' }, 95);
    await screen.findByText('Showing 1 to 10 of 95 results');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    // The gap is drawn, not read out: screen readers hear the page numbers.
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['', '', '1', '2', '3', '10', '', '']);
    expect(within(nav).getByText('…')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/users?page=10&pageSize=10'));
    await user.selectOptions(within(nav).getByLabelText('Per page'), '50');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/users?page=1&pageSize=50'));
  });
});
