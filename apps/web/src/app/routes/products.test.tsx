import { computeTrialStatus, todayInIndia, type MeResponse, type Product } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { aProduct, anOpenProduct, daysFrom } from '@/test/inventory-fixtures.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { ProductsScreen } from './products.tsx';

const FPO_ID = '0b6f0c1e-5d0a-4c39-9a51-2f1f6a1d7e11';

const me: MeResponse = {
  user: { id: 'u1', email: 'op@example.org', name: 'op', emailVerified: true, language: 'en' },
  profile: { fullName: 'Lakshmi', organization: null, phone: '+919845012345', onboardingCompleted: true },
  fpo: {
    id: FPO_ID,
    name: 'Hosur FPO',
    phone: '+919845012345',
    address: null,
    plan: 'starters',
    language: 'en',
    role: 'owner',
    trial: computeTrialStatus({ createdAt: new Date() }),
  },
  isAdmin: false,
  admin: null,
  upgradeWhatsappNumber: '919845012345',
  supportEmail: null,
};

const stats = { totalItems: 0, totalValue: 0, lowStock: 0, expiringSoon: 0 };

const renderProducts = (items: Product[], figures = stats) => {
  stubApi({ 'GET /api/products': () => json(200, { items, stats: figures }) });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <ProductsScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return userEvent.setup();
};

/** The product names the table shows, in order (the phone's card list holds the same ones). */
const tableNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => setSession(me));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('FPO Product (spec 2.10)', () => {
  it('with no products says so, offers to add one, and cannot make a brochure yet', async () => {
    renderProducts([]);
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'FPO Product' })).toBeTruthy();
    // One in the header, one in the empty state.
    expect(screen.getAllByRole('button', { name: 'Add Product Item' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Generate Brochure' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Brochure' })).toBeNull();
  });

  it("shows the server's four figures, in rupees with Indian grouping", async () => {
    renderProducts([aProduct()], { totalItems: 3, totalValue: 144_000, lowStock: 1, expiringSoon: 2 });
    const card = (label: string) => screen.getByText(label).parentElement?.textContent;
    await screen.findByRole('table');
    expect(card('Total Items')).toContain('3');
    expect(card('Total Value')).toContain('₹1,44,000');
    expect(card('Low Stock')).toContain('1');
    expect(card('Expiring Soon')).toContain('2');
  });

  it('links the brochure and the public FPO page by the FPO id', async () => {
    renderProducts([aProduct()]);
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Generate Brochure' }).getAttribute('href')).toBe(
      `/mandi/fpo/${FPO_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Brochure' }).getAttribute('href')).toBe(
      `/product-brochure?userId=${FPO_ID}`,
    );
  });

  describe('its filters', () => {
    const today = todayInIndia();
    const items = [
      aProduct({ productName: 'Fresh oil', expiryDate: daysFrom(today, 90) }),
      aProduct({ productName: 'Old ghee', expiryDate: daysFrom(today, -2) }),
      anOpenProduct({ productName: 'Ragi', expiryDate: daysFrom(today, 30) }),
      anOpenProduct({ productName: 'Jowar', expiryDate: null }),
    ];

    it('Show Expiring Soon keeps what expires within 30 days, the expired included', async () => {
      const user = renderProducts(items);
      await screen.findByRole('table');
      expect(tableNames()).toEqual(['Fresh oil', 'Old ghee', 'Ragi', 'Jowar']);
      await user.click(screen.getByRole('checkbox', { name: 'Show Expiring Soon' }));
      expect(tableNames()).toEqual(['Old ghee', 'Ragi']);
      await user.click(screen.getByRole('checkbox', { name: 'Show Expiring Soon' }));
      expect(tableNames()).toHaveLength(4);
    });

    it('the packaging filter keeps packaged or open products', async () => {
      const user = renderProducts(items);
      const filter = await screen.findByRole('combobox', { name: 'Packaging type' });
      expect([...(filter as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'All Packaging Types',
        'Packaged Only',
        'Open Only',
      ]);
      await user.selectOptions(filter, 'Open Only');
      expect(tableNames()).toEqual(['Ragi', 'Jowar']);
      await user.selectOptions(filter, 'Packaged Only');
      expect(tableNames()).toEqual(['Fresh oil', 'Old ghee']);
    });

    it('says when the filters leave nothing', async () => {
      const user = renderProducts(items.filter((p) => p.productName !== 'Ragi'));
      await user.click(await screen.findByRole('checkbox', { name: 'Show Expiring Soon' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Packaging type' }), 'Open Only');
      expect(screen.getByText('No products match your filters')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByText('No products found')).toBeNull();
    });
  });

  it('marks low stock only on packaged products, and expiry states', async () => {
    const today = todayInIndia();
    renderProducts([
      aProduct({ productName: 'Honey', quantityAvailable: 8, expiryDate: daysFrom(today, -1) }),
      anOpenProduct({ productName: 'Ragi', quantityTonnes: 2, expiryDate: daysFrom(today, 10) }),
    ]);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    const [honey, ragi] = rows.slice(1).map((row) => row.textContent);
    expect(honey).toContain('8 packets');
    expect(honey).toContain('Low stock');
    expect(honey).toContain('Expired');
    expect(ragi).toContain('2 tonnes');
    expect(ragi).not.toContain('Low stock');
    expect(ragi).toContain('Expiring soon');
    expect(ragi).toContain('per tonne');
  });

  it("asks before deleting, in the spec's words", async () => {
    const user = renderProducts([aProduct({ productName: 'Honey' })]);
    await screen.findByRole('table');
    await user.click(screen.getAllByRole('button', { name: 'Delete Honey' })[0]!);
    const message = await screen.findByText(
      'Are you sure you want to delete Honey? This action cannot be undone.',
    );
    // A dialog or an alert dialog, whichever the modal makes of a danger confirmation.
    const dialog = message.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')!;
    expect(within(dialog).getByRole('heading', { name: 'Delete Product' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete Product' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Product' }));
    await waitFor(() => expect(screen.queryByText(/Are you sure you want to delete Honey/)).toBeNull());
  });

  it("says 'Load Failed' when the list cannot be read", async () => {
    stubApi({ 'GET /api/products': () => refusal(500, 'internal_error') });
    renderScreen(
      <ToastProvider>
        <ConfirmProvider>
          <ProductsScreen />
        </ConfirmProvider>
      </ToastProvider>,
    );
    expect(await screen.findByText('Load Failed')).toBeTruthy();
    expect(screen.getAllByText('Failed to load product inventory').length).toBeGreaterThan(0);
  });
});
