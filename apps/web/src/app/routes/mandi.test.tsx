import type { MandiProduct, PublicFpo } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { BuyerRequirementScreen } from './buyer-requirement.tsx';
import { MandiFpoScreen } from './mandi-fpo.tsx';
import { MandiScreen } from './mandi.tsx';

const fpoId = '6ee10629-619e-4f60-98ee-f195c83b5b4c';
const product = (over: Partial<MandiProduct> = {}): MandiProduct => ({
  id: crypto.randomUUID(),
  productName: 'Organic Turmeric Powder',
  packagingType: 'packaged',
  quantityAvailable: 120,
  packetSizeGms: 500,
  quantityTonnes: null,
  salePrice: 180,
  expiryDate: null,
  expiringSoon: false,
  picture: null,
  seller: {
    fpoId,
    fpoName: 'Kolar Raitha FPO',
    contactPerson: 'Lakshmi Devi',
    phone: '+919845012345',
    email: 'kolar@example.org',
    address: 'Main Road, Kolar',
  },
  ...over,
});
const page = (items: MandiProduct[]) => json(200, { items, total: items.length, page: 1, pageSize: 24 });

afterEach(() => vi.unstubAllGlobals());

describe('the Mandi', () => {
  it('shows what is listed, asks the server again as the buyer types, and says when nothing matches', async () => {
    const calls = stubApi({
      'GET /api/mandi/products': ({ path }) =>
        path.includes('search=')
          ? page([])
          : page([
              product(),
              product({
                productName: 'Ragi',
                packagingType: 'open',
                quantityAvailable: null,
                packetSizeGms: null,
                quantityTonnes: 2.5,
                salePrice: 38000,
                expiringSoon: true,
              }),
            ]),
    });
    renderScreen(<MandiScreen />, { path: '/mandi' });
    await screen.findByText('2 products found');
    expect(screen.getByText('Expiring Soon')).toBeTruthy();
    expect(screen.getByText('2.5 tonnes')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Kolar Raitha FPO' })[0]?.getAttribute('href')).toBe(
      `/mandi/fpo/${fpoId}`,
    );

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search products' }), 'mango');
    await screen.findByText('No products found');
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/api/mandi/products?search=mango');
  });

  it('says plainly that nothing is listed yet, with no sample products', async () => {
    stubApi({ 'GET /api/mandi/products': () => page([]) });
    renderScreen(<MandiScreen />, { path: '/mandi' });
    await screen.findByText('No products available');
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

const publicFpo = (over: Partial<PublicFpo> = {}): PublicFpo => ({
  id: fpoId,
  name: 'Kolar Raitha FPO',
  establishedYear: 2021,
  farmerCount: 1,
  totalAcres: 2.5,
  phone: '+91',
  email: 'null',
  address: 'Main Road, Kolar',
  badges: { gst: true, fssai: false, verified: true, hfnCertified: false },
  logo: null,
  villagePhotos: [],
  products: [],
  ...over,
});
const renderFpo = () =>
  renderScreen(
    <Routes>
      <Route path="/mandi/fpo/:fpoId" element={<MandiFpoScreen />} />
    </Routes>,
    { path: `/mandi/fpo/${fpoId}` },
  );

describe('the public FPO page', () => {
  it('shows only real badges and contacts, and says when it lists nothing', async () => {
    stubApi({ [`GET /api/mandi/fpos/${fpoId}`]: () => json(200, publicFpo()) });
    renderFpo();
    await screen.findByRole('heading', { level: 1, name: 'Kolar Raitha FPO' });
    for (const shown of [
      'Established 2021',
      '1 farmer',
      '2.5 acres',
      'GST',
      'Verified FPO',
      'Main Road, Kolar',
    ])
      expect(screen.getByText(shown)).toBeTruthy();
    for (const hidden of ['FSSAI', 'HFN Certified', 'null', '+91'])
      expect(screen.queryByText(hidden)).toBeNull();
    expect(screen.getByText('No Products Listed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Our Village' })).toBeNull();
  });

  it("says 'FPO Not Found' with the way back", async () => {
    stubApi({});
    renderFpo();
    await screen.findByText('FPO Not Found');
    expect(screen.getByRole('link', { name: 'Back to Marketplace' }).getAttribute('href')).toBe('/mandi');
  });
});

const crops = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Turmeric',
    category: 'Spices',
    usageCount: 4,
    pending: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Maize',
    category: 'Grains',
    usageCount: 0,
    pending: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Paddy',
    category: 'Grains',
    usageCount: 2,
    pending: false,
  },
];

describe('the buyer requirement form', () => {
  const renderForm = (submit = () => json(201, { received: true })) => {
    const calls = stubApi({
      'GET /api/crops': () => json(200, { items: crops }),
      'GET /api/public/buyer-requirements/form': () => json(200, { token: 'signed' }),
      'POST /api/public/buyer-requirements': submit,
    });
    renderScreen(
      <ToastProvider>
        <BuyerRequirementScreen />
      </ToastProvider>,
      { path: '/public/buyer_requirement' },
    );
    return { calls, user: userEvent.setup() };
  };

  it('groups crops by category with counts above 0, chips that remove, and Clear All', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Crops Interested In' }));
    const grains = await screen.findByRole('group', { name: 'Grains' });
    expect(
      within(grains)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Maize', 'Paddy(2)']);
    expect(screen.getByRole('button', { name: 'Turmeric(4)' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('p')?.textContent)).toEqual([
      'Grains',
      'Spices',
    ]);

    await user.click(screen.getByRole('button', { name: 'Maize' }));
    await user.click(screen.getByRole('button', { name: 'Turmeric(4)' }));
    expect(screen.getByRole('button', { name: 'Remove Maize' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Maize' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Maize' }));
    expect(screen.queryByRole('button', { name: 'Remove Maize' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('button', { name: 'Remove Turmeric' })).toBeNull();
  });

  it("names each missing field, clears a field's message once it is edited, and sends nothing", async () => {
    const { calls, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Requirement' }));
    for (const message of [
      'Name is required',
      'Phone number is required',
      'City is required',
      'State is required',
      'Pincode is required',
      'Please select at least one crop',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    await user.type(screen.getByLabelText(/Phone Number/), '5123');
    expect(screen.queryByText('Phone number is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Requirement' }));
    expect(await screen.findByText('Please enter a valid 10-digit Indian phone number')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('tells a buyer who sent one a moment ago how long to wait', async () => {
    const { calls, user } = renderForm(() =>
      refusal(429, 'requirement_too_soon', [
        { field: 'phone', code: 'requirement_too_soon' },
        { field: 'retryAfterSeconds', code: '540' },
      ]),
    );
    await user.type(screen.getByLabelText(/Full Name/), 'Anand Traders');
    await user.type(screen.getByLabelText(/Phone Number/), '9886012345');
    await user.type(screen.getByLabelText(/City/), 'Hubballi');
    await user.selectOptions(screen.getByLabelText(/State/), 'Karnataka');
    await user.type(screen.getByLabelText(/Pincode/), '580029');
    await user.click(screen.getByRole('combobox', { name: 'Crops Interested In' }));
    await user.click(await screen.findByRole('button', { name: 'Turmeric(4)' }));
    await user.click(screen.getByRole('button', { name: 'Submit Requirement' }));
    await screen.findByText(
      '❌ A requirement from this phone number arrived a few minutes ago. Please wait 9 minutes before sending another.',
    );
    expect(screen.getByText('A requirement from this phone number arrived a few minutes ago')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        phone: '9886012345',
        cropIds: [crops[0]?.id],
        formToken: 'signed',
        website: '',
      }),
    );
  });
});
