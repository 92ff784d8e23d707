import {
  adminSummary,
  computeTrialStatus,
  noPageAccess,
  type AdminStanding,
  type MeResponse,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { AdminUserDetailScreen } from './admin-user-detail.tsx';

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'me', email: 'me@sangam.example', name: 'me', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};
const detail = {
  user: {
    id: 'u1',
    email: 'ravi@fpo.example',
    emailVerified: true,
    fullName: 'Ravi Kumar',
    phone: '+919845012345',
    language: 'kn',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSignInAt: null,
  },
  fpo: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Kolar Raitha FPO',
    address: 'Main Road\nKolar',
    website: 'kolarfpo.in',
    gstNumber: '29ABCDE1234F1Z5',
    fssaiNumber: null,
    plan: 'pro',
    role: 'manager',
    trial: computeTrialStatus({ createdAt: new Date() }),
    isVerified: false,
    hfnCertified: false,
  },
  counts: { farmers: 1, products: 0, inputs: 0, buyers: 0 },
};

const render = (
  standing: AdminStanding,
  found = true,
  recommendations: unknown = { loans: null, schemes: null },
) => {
  setSession(meAs(standing));
  const calls = stubApi({
    ...(found ? { 'GET /api/admin/users/u1': () => json(200, detail) } : {}),
    'GET /api/admin/users/u1/recommendations': () => json(200, recommendations),
    'GET /api/admin/users/u1/farmers': () =>
      json(200, {
        items: [
          {
            id: 'f1',
            farmerName: 'Savitha Gowda',
            phoneNumber: '+919900112233',
            acres: 2.5,
            gender: 'Female',
            village: 'Mulbagal',
            block: 'Mulbagal',
            district: 'Kolar',
            state: 'Karnataka',
            pincode: '563131',
            source: 'manual',
            fileId: null,
            createdAt: '2026-11-01T10:00:00.000Z',
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    'GET /api/admin/users/u1/products': () =>
      json(200, { items: [], stats: { totalItems: 0, totalValue: 0, lowStock: 0, expiringSoon: 0 } }),
    'PUT /api/admin/fpos/00000000-0000-4000-8000-000000000001/badges': () => json(204),
    'POST /api/admin/users/u1/products': () => json(201, {}),
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <Routes>
          <Route path="/admin/users/:userId" element={<AdminUserDetailScreen />} />
        </Routes>
      </ConfirmProvider>
    </ToastProvider>,
    { path: '/admin/users/u1' },
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the admin user detail (document 2, 2.4)', () => {
  it('shows the blocks, the website with https:// in front, and each tab when opened', async () => {
    const { calls, user } = render({ kind: 'owner' });
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    expect(screen.getByText('ಕನ್ನಡ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kolarfpo.in' }).getAttribute('href')).toBe(
      'https://kolarfpo.in',
    );
    expect(screen.getByText('Never')).toBeTruthy();
    // The account's role in its FPO (issue 20).
    expect(screen.getByText('Role in the FPO').nextSibling?.textContent).toBe('Manager');
    expect(await screen.findByText('Savitha Gowda')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(await screen.findByText('No products yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Finance' }));
    expect(
      await screen.findByText('No loan recommendations have been worked out for this FPO yet.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Verified FPO' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ isVerified: true }));
  });

  it('lets a viewer look but not set badges', async () => {
    render({
      kind: 'granted',
      isSuperAdmin: false,
      isActive: true,
      pageAccess: { ...noPageAccess(), users: { view: true, edit: false, delete: false } },
    });
    const badges = (await screen.findByRole('heading', { name: 'Badges on the public FPO page' })).closest(
      'section',
    ) as HTMLElement;
    expect((within(badges).getByRole('switch', { name: 'Verified FPO' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('gives the owner alone the product controls, asking for the required fields first', async () => {
    const { calls, user } = render({ kind: 'owner' });
    await user.click(await screen.findByRole('tab', { name: 'Products' }));
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const form = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.click(within(form).getByRole('button', { name: 'Save Product' }));
    expect(within(form).getByRole('alert').textContent).toContain('Please fill in all required fields');
    await user.type(within(form).getByLabelText(/Product name/), 'Ragi flour');
    await user.type(within(form).getByLabelText(/Packets available/), '20');
    await user.type(within(form).getByLabelText(/Sale price/), '60');
    await user.click(within(form).getByRole('button', { name: 'Save Product' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        productName: 'Ragi flour',
        packagingType: 'packaged',
        quantityAvailable: 20,
        salePrice: 60,
      }),
    );
  });

  it('shows a super admin the products without those controls', async () => {
    const { user } = render({
      kind: 'granted',
      isSuperAdmin: true,
      isActive: true,
      pageAccess: noPageAccess(),
    });
    await user.click(await screen.findByRole('tab', { name: 'Products' }));
    await screen.findByText('No products yet');
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
  });

  it('shows the cached loan and scheme recommendations with their scores and tiers', async () => {
    const snapshot = {
      fpoName: 'Kolar Raitha FPO',
      totalFarmers: 1,
      totalAcres: 2.5,
      averageAcres: 2.5,
      businessOpportunity: 112_500,
      productValue: 0,
      inputValue: 0,
      location: { state: 'Karnataka', district: 'Kolar', pincode: '563131' },
      gstNumber: '29ABCDE1234F1Z5',
      fssaiNumber: null,
      documentCompliance: 40,
      primaryCrops: [],
    };
    const loan = (id: string, lenderName: string, fitmentScore: number, tier: string) => ({
      id,
      lenderName,
      lenderType: 'Bank',
      loanType: 'FPO term loan',
      loanKind: 'other',
      minAmount: 500_000,
      maxAmount: 20_000_000,
      interestRate: '9%',
      tenure: '5 years',
      processingTime: '30 days',
      contactPhone: null,
      contactEmail: null,
      website: null,
      eligibilityCriteria: [],
      requiredDocuments: [],
      specialFeatures: [],
      collateralRequired: false,
      subsidyAvailable: false,
      icon: 'landmark',
      fitmentScore,
      tier,
      fitmentReasons: [],
    });
    const { user } = render({ kind: 'owner' }, true, {
      loans: {
        snapshot,
        calculatedAt: '2026-11-23T18:30:00.000Z',
        fromCache: true,
        items: [loan('l1', 'Canara Bank', 82, 'excellent'), loan('l2', 'Samunnati', 45, 'fair')],
      },
      schemes: null,
    });
    await user.click(await screen.findByRole('tab', { name: 'Finance' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Worked out 24 Nov 2026, 12:00 am IST')).toBeTruthy();
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Canara BankFPO term loan', '₹5 L – ₹2 Cr', '82', 'Excellent'],
      ['SamunnatiFPO term loan', '₹5 L – ₹2 Cr', '45', 'Fair'],
    ]);
    await user.click(screen.getByRole('tab', { name: 'Schemes' }));
    expect(
      within(screen.getByRole('tabpanel')).getByText(
        'No scheme recommendations have been worked out for this FPO yet.',
      ),
    ).toBeTruthy();
  });

  it("says 'User Not Found'", async () => {
    render({ kind: 'owner' }, false);
    expect(await screen.findByText('User Not Found')).toBeTruthy();
  });
});
