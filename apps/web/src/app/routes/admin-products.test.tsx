import {
  adminSummary,
  noPageAccess,
  todayInIndia,
  type AdminProduct,
  type AdminStanding,
  type MeResponse,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { AdminProductsScreen } from './admin-products.tsx';

const dayFromToday = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const product = (over: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 'p1',
  productName: 'Cold-pressed groundnut oil',
  packagingType: 'packaged',
  quantityAvailable: 40,
  packetSizeGms: 1000,
  quantityTonnes: null,
  salePrice: 245.5,
  expiryDate: dayFromToday(10),
  picture: { url: '/media/product-images/f1/a.webp', thumbnailUrl: '/media/product-images/f1/a.thumb.webp' },
  isActive: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  fpoId: 'f1',
  fpoName: 'Hosur Farmers Producer Company',
  userId: 'u-hosur',
  userFullName: 'Lakshmi Devi',
  userEmail: 'lakshmi@hosur.example',
  ...over,
});
const ragi = product({
  id: 'p2',
  productName: 'Ragi',
  packagingType: 'open',
  quantityAvailable: null,
  packetSizeGms: null,
  quantityTonnes: 2.5,
  salePrice: 38000,
  expiryDate: dayFromToday(-1),
  picture: null,
  isActive: false,
  fpoId: 'f2',
  fpoName: 'Kolar Raitha FPO',
  userId: 'u-kolar',
  userFullName: 'Ravi Kumar',
});

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
const grant = (flags: { view?: boolean; edit?: boolean }): AdminStanding => ({
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), products: { view: false, edit: false, delete: false, ...flags } },
});

const render = (
  standing: AdminStanding,
  routes: Record<string, (call: ApiCall) => Response> = {},
  { items = [product(), ragi], total = 2 } = {},
) => {
  setSession(meAs(standing));
  const calls = stubApi({
    'GET /api/admin/products': () => json(200, { items, total, page: 1, pageSize: 10 }),
    'PUT /api/admin/products/p1/active': () => json(204),
    ...routes,
  });
  renderScreen(
    <ToastProvider>
      <AdminProductsScreen />
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Products overview (document 2, 2.7)', () => {
  it("shows each FPO's product with its picture, FPO link, packaging, price, expiry and status", async () => {
    render({ kind: 'owner' });
    const oil = (await screen.findByText('Cold-pressed groundnut oil')).closest('tr') as HTMLElement;
    expect(oil.querySelector('img')?.getAttribute('src')).toBe('/media/product-images/f1/a.thumb.webp');
    expect(
      within(oil).getByRole('link', { name: 'Hosur Farmers Producer Company' }).getAttribute('href'),
    ).toBe('/admin/users/u-hosur');
    expect(within(oil).getByText('Lakshmi Devi')).toBeTruthy();
    expect(within(oil).getByText('40 packets of 1,000 g')).toBeTruthy();
    expect(within(oil).getByText('₹245.50 per packet')).toBeTruthy();
    expect(within(oil).getByText('Expiring Soon')).toBeTruthy();
    expect(within(oil).getByRole('switch', { name: 'Cold-pressed groundnut oil on the Mandi' })).toBeTruthy();

    const bulk = screen.getByText('Ragi').closest('tr') as HTMLElement;
    expect(within(bulk).getByText('Open/Bulk')).toBeTruthy();
    expect(within(bulk).getByText('2.5 tonnes')).toBeTruthy();
    expect(within(bulk).getByText('₹38,000 per tonne')).toBeTruthy();
    expect(within(bulk).getByText('Expired')).toBeTruthy();
    expect(within(bulk).getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('disables a product and says so; a refusal reads Toggle Failed', async () => {
    const { calls, user } = render(
      { kind: 'owner' },
      {
        'PUT /api/admin/products/p2/active': () => refusal(404, 'not_found'),
      },
    );
    await user.click(await screen.findByRole('switch', { name: 'Cold-pressed groundnut oil on the Mandi' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/admin/products/p1/active',
        body: { isActive: false },
      }),
    );
    expect(await screen.findByText('Status Updated')).toBeTruthy();
    expect(screen.getByText('Cold-pressed groundnut oil no longer shows on the Mandi')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Ragi on the Mandi' }));
    expect(await screen.findByText('Toggle Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update product status')).toBeTruthy();
  });

  it('shows a viewer the status without the switch', async () => {
    render(grant({ view: true }));
    const oil = (await screen.findByText('Cold-pressed groundnut oil')).closest('tr') as HTMLElement;
    expect(within(oil).getByText('Enabled')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(screen.getByText('Ragi').closest('tr') as HTMLElement).getByText('Disabled')).toBeTruthy();
  });

  it('searches and pages on the server', async () => {
    const { calls, user } = render({ kind: 'owner' }, {}, { items: [product()], total: 35 });
    await screen.findByText('Showing 1 to 10 of 35 results');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'hosur');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/admin/products?page=1&pageSize=10&search=hosur'),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/admin/products?page=2&pageSize=10&search=hosur'),
    );
  });

  it('says when there is nothing to show', async () => {
    render({ kind: 'owner' }, {}, { items: [], total: 0 });
    expect(await screen.findByText('No products yet')).toBeTruthy();
  });

  it('says why a load failed', async () => {
    render({ kind: 'owner' }, { 'GET /api/admin/products': () => refusal(403, 'forbidden') });
    expect(await screen.findByText('Load Failed')).toBeTruthy();
    expect(screen.getByText('Failed to load products: You do not have permission to do this.')).toBeTruthy();
  });
});
