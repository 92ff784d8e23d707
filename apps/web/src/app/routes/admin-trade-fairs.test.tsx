import {
  adminSummary,
  noPageAccess,
  type AdminStanding,
  type AdminTradeFair,
  type AdminTradeFairRegistration,
  type MeResponse,
} from '@sangam/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { AdminTradeFairsScreen } from './admin-trade-fairs.tsx';

const mela: AdminTradeFair = {
  id: 'fair-1',
  name: 'Krishi Mela',
  description: null,
  categories: ['Organic'],
  startDate: '2026-12-10',
  endDate: '2026-12-13',
  registrationDeadline: '2026-12-05',
  city: 'Dharwad',
  state: 'Karnataka',
  participationCost: 15000,
  expectedVisitors: null,
  websiteUrl: null,
  isActive: true,
  registrations: { pending: 1, confirmed: 0, cancelled: 0 },
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
};
const hosur: AdminTradeFairRegistration = {
  id: 'reg-1',
  status: 'pending',
  productsToDisplay: ['Turmeric', 'Millet flour'],
  boothRequirements: 'Corner stall',
  registeredAt: '2026-11-21T06:00:00.000Z',
  tradeFairId: 'fair-1',
  fairName: 'Krishi Mela',
  fairStartDate: '2026-12-10',
  fpoId: 'fpo-1',
  fpoName: 'Hosur Farmers Producer Company',
  registeredByEmail: 'lakshmi@hosur.example',
  statusChangedAt: null,
};

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'u1', email: 'admin@sangam.example', name: 'u1', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};
const render = (standing: AdminStanding = { kind: 'owner' }, fairs: AdminTradeFair[] = [mela]) => {
  setSession(meAs(standing));
  const calls = stubApi({
    'GET /api/admin/trade-fairs': () => json(200, { items: fairs }),
    'GET /api/admin/trade-fairs/registrations': () =>
      json(200, {
        items: fairs.length ? [hosur] : [],
        total: fairs.length,
        page: 1,
        pageSize: 20,
        counts: { pending: fairs.length, confirmed: 0, cancelled: 0 },
      }),
    'POST /api/admin/trade-fairs': (call: ApiCall) =>
      json(201, { ...mela, id: 'fair-2', name: (call.body as { name: string }).name }),
    'PUT /api/admin/trade-fairs/registrations/reg-1/status': () =>
      json(200, { ...hosur, status: 'confirmed' }),
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <AdminTradeFairsScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Trade fairs in the back office (decision 030)', () => {
  it('lists the fairs and the registrations waiting for confirmation', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Krishi Mela' })).toBeTruthy();
    expect(screen.getByText('1 awaiting confirmation, 0 confirmed, 0 cancelled')).toBeTruthy();
    const item = await screen.findByRole('listitem', {
      name: 'Hosur Farmers Producer Company for Krishi Mela',
    });
    expect(within(item).getByText('Turmeric, Millet flour')).toBeTruthy();
    expect(within(item).getByText('Awaiting confirmation')).toBeTruthy();
  });

  it('says so when there are no fairs yet', async () => {
    render({ kind: 'owner' }, []);
    expect(
      await screen.findByText('No trade fairs yet. Add the first one and FPOs will see it at once.'),
    ).toBeTruthy();
  });

  it('checks the dates before adding a fair, then adds it', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add trade fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add trade fair' });
    const type = async (label: RegExp, value: string) =>
      user.type(within(dialog).getByLabelText(label), value);
    await type(/^Name/, 'Agri Expo');
    await type(/Start date/, '2026-12-10');
    await type(/End date/, '2026-12-08');
    await type(/Registration deadline/, '2026-12-01');
    await type(/City/, 'Pune');
    await type(/State/, 'Maharashtra');
    await type(/Participation cost/, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByLabelText(/End date/));
    await type(/End date/, '2026-12-12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agri Expo is saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Agri Expo',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      expectedVisitors: null,
      isActive: true,
    });
  });

  it('confirms a registration', async () => {
    const { calls, user } = render();
    await user.click(
      await screen.findByRole('button', {
        name: 'Confirm the registration of Hosur Farmers Producer Company',
      }),
    );
    expect(await screen.findByText(/Hosur Farmers Producer Company: Confirmed/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'confirmed' });
  });

  it('hides the changes from an admin who may only view', async () => {
    render({
      kind: 'granted',
      isSuperAdmin: false,
      isActive: true,
      pageAccess: { ...noPageAccess(), trade_fairs: { view: true, edit: false, delete: false } },
    });
    await screen.findByRole('listitem', { name: 'Hosur Farmers Producer Company for Krishi Mela' });
    expect(screen.queryByRole('button', { name: 'Add trade fair' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Confirm the registration/ })).toBeNull();
  });
});
