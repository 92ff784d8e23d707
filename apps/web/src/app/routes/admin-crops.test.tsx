import {
  adminSummary,
  noPageAccess,
  type AdminCrop,
  type AdminCropsPage,
  type AdminStanding,
  type MeResponse,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { AdminCropsScreen } from './admin-crops.tsx';

const crop = (name: string, over: Partial<AdminCrop> = {}): AdminCrop => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  category: 'Fruits',
  status: 'approved',
  isApproved: true,
  isActive: true,
  usageCount: 0,
  requirementCount: 0,
  approvedByEmail: null,
  approvedAt: null,
  // 20:00 UTC is 1:30 am the next day in India.
  createdAt: '2026-11-20T20:00:00.000Z',
  ...over,
});
const kiwi = crop('Kiwi Fruit', { status: 'pending', isApproved: false });
const paddy = crop('Paddy', {
  category: 'Grains',
  usageCount: 1234,
  requirementCount: 2,
  approvedByEmail: 'owner@sangam.example',
  approvedAt: '2026-11-21T06:00:00.000Z',
});
const jamun = crop('Jamun', { status: 'rejected', isApproved: false, isActive: false });
const page = (items: AdminCrop[] = [kiwi, paddy, jamun]): AdminCropsPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  counts: { total: 66, pending: 1, approved: 64, rejected: 1 },
});

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'u1', email: 'owner@sangam.example', name: 'u1', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};
const grant = (crops: { view: boolean; edit: boolean; delete: boolean }): AdminStanding => ({
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), crops },
});

const render = (
  standing: AdminStanding = { kind: 'owner' },
  answers: Record<string, (call: ApiCall) => Response> = {},
) => {
  setSession(meAs(standing));
  const calls = stubApi({
    'GET /api/admin/crops': () => json(200, page()),
    'POST /api/admin/crops/id-kiwi-fruit/approve': () =>
      json(200, { ...kiwi, status: 'approved', isApproved: true }),
    'POST /api/admin/crops/id-kiwi-fruit/reject': () =>
      json(200, { ...kiwi, status: 'rejected', isActive: false }),
    'POST /api/admin/crops/id-jamun/reactivate': () => json(200, { ...jamun, status: 'pending' }),
    'DELETE /api/admin/crops/id-jamun': () => json(204),
    ...answers,
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <AdminCropsScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.some((call) => call.method === method && call.path === path);

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Crop management (document 2, 2.10)', () => {
  it('shows the stat cards, the pending banner and each crop with its status, usage and date in IST', async () => {
    render();
    const kiwiRow = await rowOf('Kiwi Fruit');
    expect(screen.getByText('Total Crops').parentElement?.textContent).toContain('66');
    expect(screen.getByText('Pending Approval').parentElement?.textContent).toContain('1');
    expect(screen.getByText('1 crop is waiting for approval')).toBeTruthy();
    expect(within(kiwiRow).getByText('Pending')).toBeTruthy();
    expect(within(kiwiRow).getByText('Fruits')).toBeTruthy();
    expect(within(kiwiRow).getByText('21 Nov 2026')).toBeTruthy();
    const paddyRow = await rowOf('Paddy');
    expect(within(paddyRow).getByText('Grains')).toBeTruthy();
    expect(within(paddyRow).getByText('1,234')).toBeTruthy();
    expect(within(paddyRow).getByText('In 2 buyer requirements')).toBeTruthy();
    expect(within(paddyRow).getByText('By owner@sangam.example, 21 Nov 2026')).toBeTruthy();
    expect(within(await rowOf('Jamun')).getByText('Rejected')).toBeTruthy();
  });

  it('offers each status its own changes, and no delete for a crop buyers named', async () => {
    render();
    const names = async (crop: string) =>
      within(await rowOf(crop))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('Kiwi Fruit')).toEqual(['Approve', 'Reject', 'Delete']);
    expect(await names('Paddy')).toEqual(['Deactivate']);
    expect(await names('Jamun')).toEqual(['Reactivate', 'Delete']);
  });

  it('approves a pending crop and says so', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Approve Kiwi Fruit' }));
    expect(await screen.findByText('Crop has been approved successfully')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/admin/crops/id-kiwi-fruit/approve')).toBe(true);
    // The list and counts are read again.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
  });

  it('rejects only after the confirmation, and nothing when it is cancelled', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Reject Kiwi Fruit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject Crop' });
    expect(dialog.textContent).toContain('It will be deactivated and hidden from users.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'POST', '/api/admin/crops/id-kiwi-fruit/reject')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reject Kiwi Fruit' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Crop' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Crop has been rejected and deactivated')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/admin/crops/id-kiwi-fruit/reject')).toBe(true);
  });

  it('reactivates and deletes after the confirmation', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Reactivate Jamun' }));
    expect(await screen.findByText('Crop has been activated')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Jamun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Crop' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Crop has been permanently deleted')).toBeTruthy();
    expect(sent(calls, 'DELETE', '/api/admin/crops/id-jamun')).toBe(true);
  });

  it.each([
    ['the reason the server gives', refusal(409, 'crop_in_use'), /^Buyer requirements name this crop/],
    ['the spec’s message otherwise', refusal(500, 'internal_error'), /^Failed to delete crop$/],
  ])('words a failed deletion with %s', async (_label, answer, message) => {
    const { user } = render(undefined, { 'DELETE /api/admin/crops/id-jamun': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Delete Jamun' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Crop' })).getByRole('button', {
        name: 'Delete permanently',
      }),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByText('Deletion Failed').length).toBeGreaterThan(0);
  });

  it('says when an approval fails', async () => {
    const { user } = render(undefined, {
      'POST /api/admin/crops/id-kiwi-fruit/approve': () => refusal(500, 'internal_error'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Kiwi Fruit' }));
    expect(await screen.findByText('Failed to approve crop')).toBeTruthy();
    expect(screen.getAllByText('Approval Failed').length).toBeGreaterThan(0);
  });

  it('filters by status from the buttons and the banner, and searches by name', async () => {
    const { calls, user } = render();
    const filters = await screen.findByRole('group', { name: 'Show crops' });
    expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(filters).getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(calls.at(-1)?.path).toContain('status=approved'));
    expect(within(filters).getByRole('button', { name: 'Approved' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show pending' }));
    await waitFor(() => expect(calls.at(-1)?.path).toContain('status=pending'));
    expect(screen.queryByRole('button', { name: 'Show pending' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search crops' }), 'kiwi');
    await waitFor(() => expect(calls.at(-1)?.path).toContain('search=kiwi'));
    expect(calls.at(-1)?.path).toContain('status=pending');
  });

  it('says when nothing matches', async () => {
    render(undefined, { 'GET /api/admin/crops': () => json(200, page([])) });
    expect(await screen.findByText('No crops match this search')).toBeTruthy();
  });

  it('says the list failed to load', async () => {
    render(undefined, { 'GET /api/admin/crops': () => refusal(500, 'internal_error') });
    expect(await screen.findByText('Failed to load crops')).toBeTruthy();
  });

  it.each([
    ['a viewer', { view: true, edit: false, delete: false }, []],
    ['an editor without delete', { view: true, edit: true, delete: false }, ['Approve', 'Reject']],
    ['a deleter without edit', { view: true, edit: false, delete: true }, ['Delete']],
  ])('offers %s only what the grant allows', async (_who, flags, buttons) => {
    render(grant(flags));
    const row = await rowOf('Kiwi Fruit');
    expect(
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(buttons);
  });
});
