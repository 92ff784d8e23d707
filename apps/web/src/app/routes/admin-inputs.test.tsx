import {
  adminSummary,
  noPageAccess,
  todayInIndia,
  type AdminInput,
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
import { AdminInputsScreen } from './admin-inputs.tsx';

const dayFromToday = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const urea: AdminInput = {
  id: '3f2a9c1e-77b4-4d0e-9a51-0c6b2f1d8e42',
  itemName: 'Neem-coated urea',
  chemicalName: 'Carbamide',
  cropUsedFor: 'Paddy',
  quantityAvailable: 40,
  purchasePrice: 242,
  salePrice: 266.5,
  expiryDate: dayFromToday(-3),
  picture: null,
  isHidden: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  fpoId: 'f1',
  fpoName: 'Hosur Farmers Producer Company',
  userId: 'u-hosur',
  userFullName: 'Lakshmi Devi',
  userEmail: 'lakshmi@hosur.example',
};
const seed: AdminInput = {
  ...urea,
  id: '9b1d0c44-2e6f-4a8b-8c3d-5e7f9a1b2c3d',
  itemName: 'Hybrid maize seed',
  chemicalName: null,
  cropUsedFor: 'Maize',
  quantityAvailable: 12,
  salePrice: 1600.25,
  purchasePrice: 1450,
  expiryDate: dayFromToday(30),
  isHidden: true,
  fpoId: 'f2',
  fpoName: 'Kolar Raitha FPO',
  userId: 'u-kolar',
  userFullName: 'Ravi Kumar',
  userEmail: 'ravi@kolar.example',
};
const totals = { totalItems: 1234, totalValue: 1_234_567, totalUnits: 56_789, activeFpos: 321 };

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'admin', email: 'admin@sangam.example', name: 'admin', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};
const grant = (flags: { view?: boolean; edit?: boolean; delete?: boolean }): AdminStanding => ({
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), inputs: { view: true, edit: false, delete: false, ...flags } },
});

const render = (
  standing: AdminStanding,
  routes: Record<string, (call: ApiCall) => Response> = {},
  items: AdminInput[] = [urea, seed],
) => {
  setSession(meAs(standing));
  const calls = stubApi({
    'GET /api/admin/inputs': () => json(200, { items, total: items.length, page: 1, pageSize: 10, totals }),
    ...routes,
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <AdminInputsScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Inputs overview (document 2, 2.7)', () => {
  it('shows the four totals and the nine columns, with the id short and the expiry flagged', async () => {
    render({ kind: 'owner' });
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('₹12,34,567')).toBeTruthy();
    expect(screen.getByText('56,789')).toBeTruthy();
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Item details',
      'Chemical / crop',
      'Quantity',
      'Price',
      'FPO',
      'User',
      'Expiry',
      'Added',
      'Actions',
    ]);
    const row = await rowOf('Neem-coated urea');
    expect(within(row).getByText('ID 3f2a9c1e')).toBeTruthy();
    expect(within(row).getByText('Carbamide')).toBeTruthy();
    expect(within(row).getByText('Paddy')).toBeTruthy();
    expect(within(row).getByText('₹266.50')).toBeTruthy();
    expect(within(row).getByText('Cost ₹242')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Hosur Farmers Producer Company' }).getAttribute('href'),
    ).toBe('/admin/users/u-hosur');
    expect(within(row).getByText('lakshmi@hosur.example')).toBeTruthy();
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByText('20 Nov 2026')).toBeTruthy();
    const hidden = await rowOf('Hybrid maize seed');
    expect(within(hidden).getByText('Expiring Soon')).toBeTruthy();
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    expect(within(hidden).getByRole('button', { name: 'Show Hybrid maize seed' })).toBeTruthy();
  });

  it('searches on the server by whatever was typed, and says when nothing is found', async () => {
    const { calls, user } = render({ kind: 'owner' }, {}, []);
    expect(await screen.findByText('No inputs found')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search inputs' }), 'carbamide');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/admin/inputs?page=1&pageSize=10&search=carbamide'),
    );
  });

  it("edits in 'Edit Input Product' with the form's rules, and shows a field the server refuses", async () => {
    const { calls, user } = render(
      { kind: 'owner' },
      {
        'PUT /api/admin/inputs/3f2a9c1e-77b4-4d0e-9a51-0c6b2f1d8e42': (call) =>
          (call.body as { quantityAvailable: number }).quantityAvailable === 7
            ? refusal(400, 'validation_failed', [{ field: 'salePrice', code: 'sale_price_invalid' }])
            : json(200, urea),
      },
    );
    const row = await rowOf('Neem-coated urea');
    await user.click(within(row).getByRole('button', { name: 'Edit Neem-coated urea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Input Product' });
    const name = within(dialog).getByLabelText(/^Item name/) as HTMLInputElement;
    expect(name.value).toBe('Neem-coated urea');
    expect((within(dialog).getByLabelText(/^Sale price/) as HTMLInputElement).step).toBe('0.01');
    await user.clear(name);
    await user.clear(within(dialog).getByLabelText(/^Quantity available/));
    await user.type(within(dialog).getByLabelText(/^Quantity available/), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Item name is required')).toBeTruthy();
    expect(within(dialog).getByText('Quantity must be a whole number, 0 or more')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(name, 'Neem urea 45 kg');
    await user.clear(within(dialog).getByLabelText(/^Quantity available/));
    await user.type(within(dialog).getByLabelText(/^Quantity available/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Sale price must be greater than 0')).toBeTruthy();
    expect(
      await screen.findByText('Failed to update input: Something went wrong. Please try again.'),
    ).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/^Quantity available/));
    await user.type(within(dialog).getByLabelText(/^Quantity available/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      itemName: 'Neem urea 45 kg',
      quantityAvailable: 10,
      purchasePrice: 242,
      salePrice: 266.5,
      expiryDate: urea.expiryDate,
      chemicalName: 'Carbamide',
      cropUsedFor: 'Paddy',
    });
    expect(await screen.findByText('Input Updated')).toBeTruthy();
  });

  it('hides and shows an input; a refusal reads Failed to update visibility', async () => {
    const { calls, user } = render(
      { kind: 'owner' },
      {
        [`PUT /api/admin/inputs/${urea.id}/hidden`]: () => json(204),
        [`PUT /api/admin/inputs/${seed.id}/hidden`]: () => refusal(404, 'not_found'),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Hide Neem-coated urea' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/hidden'))?.body).toEqual({ isHidden: true }),
    );
    expect(await screen.findByText('Input Hidden')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show Hybrid maize seed' }));
    expect(await screen.findByText('Failed to update visibility: This item no longer exists.')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/hidden')).at(-1)?.body).toEqual({ isHidden: false });
  });

  it('deletes only after the confirmation', async () => {
    const { calls, user } = render(
      { kind: 'owner' },
      {
        [`DELETE /api/admin/inputs/${urea.id}`]: () => json(204),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Neem-coated urea' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Input' });
    expect(dialog.textContent).toContain(
      'Neem-coated urea will be removed from the inputs of Hosur Farmers Producer Company',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Neem-coated urea' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Input' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Input Deleted')).toBeTruthy();
  });

  it('offers a viewer nothing to change', async () => {
    render(grant({}));
    await screen.findByText('Neem-coated urea');
    expect(screen.queryByRole('button', { name: /^(Edit|Hide|Show|Delete) / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('offers an editor edit and hide, but no delete', async () => {
    render(grant({ edit: true }));
    expect(await screen.findByRole('button', { name: 'Edit Neem-coated urea' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide Neem-coated urea' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('says why the list could not be loaded', async () => {
    render({ kind: 'owner' }, { 'GET /api/admin/inputs': () => refusal(500, 'internal_error') });
    expect(await screen.findByText('Load Failed')).toBeTruthy();
    expect(screen.getByText(/^Failed to load inputs: /)).toBeTruthy();
  });
});
