import type { Buyer, BuyerReview } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { BuyerProfileScreen } from './buyer-profile.tsx';
import { BuyersScreen } from './buyers.tsx';

const aBuyer = (over: Partial<Buyer> = {}): Buyer => ({
  id: '0b7c4f5e-1111-4a4a-9b9b-000000000001',
  name: 'Sri Lakshmi Traders',
  phone: '+919845011111',
  address: 'APMC Yard, Hubballi',
  cropInterest: 'Maize, Jowar',
  monthlyVolumeTonnes: null,
  priceMin: null,
  priceMax: null,
  quantityRequirements: null,
  qualityDescription: null,
  verified: false,
  myRating: 4,
  addedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const review = (over: Partial<BuyerReview>): BuyerReview => ({
  id: crypto.randomUUID(),
  rating: 4,
  feedback: 'Pays on time',
  transactionAmount: null,
  transactionDate: null,
  paymentDate: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewer: { name: 'Lakshmi Devi', fpoName: 'Hosur FPO' },
  mine: false,
  ...over,
});
const profileOk = {
  'GET /api/fpo/profile': () => json(200, { fpoName: 'Hosur FPO', fpoPhone: '+919845012345', missing: [] }),
};

const renderBuyers = (items: Buyer[], more: Parameters<typeof stubApi>[0] = {}) => {
  const calls = stubApi({
    'GET /api/buyers': () =>
      json(200, { items, stats: { totalBuyers: items.length, ratedBuyers: 1, averageRating: 4 } }),
    ...profileOk,
    'GET /api/buyer-requirements': () => json(200, { items: [], crops: [], states: [] }),
    ...more,
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <BuyersScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => vi.unstubAllGlobals());

describe('My Buyers (spec 2.15)', () => {
  it('shows the stat cards and each buyer with its own rating or "Not rated yet"', async () => {
    renderBuyers([aBuyer(), aBuyer({ id: 'b2', name: 'Green Basket', myRating: null })]);
    expect(await screen.findByText('Sri Lakshmi Traders')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your rating: 4 of 5' })).toBeTruthy();
    expect(screen.getByText('Not rated yet')).toBeTruthy();
    expect(screen.getByText('Total Buyers').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Avg Rating').nextElementSibling?.textContent).toBe('4.0');
  });

  it('offers the first buyer on an empty list', async () => {
    renderBuyers([]);
    expect(await screen.findByText('No buyers yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Your First Buyer' })).toBeTruthy();
  });

  it('adds a buyer; choosing a rating reveals the review and the deal', async () => {
    const { user, calls } = renderBuyers([], { 'POST /api/buyers': () => json(201, aBuyer()) });
    await screen.findByText('No buyers yet');
    await user.click(screen.getByRole('button', { name: 'Add Buyer' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Buyer' });
    expect(within(form).queryByLabelText('Feedback')).toBeNull();
    await user.type(within(form).getByLabelText(/Buyer name/), 'Sri Lakshmi Traders');
    await user.type(within(form).getByLabelText(/Phone number/), '98450 11111');
    await user.type(within(form).getByLabelText(/Address/), 'APMC Yard, Hubballi');
    await user.type(within(form).getByLabelText(/Crops they buy/), 'Maize');
    await user.selectOptions(within(form).getByLabelText('Your rating'), '5');
    await user.type(within(form).getByLabelText('Feedback'), 'Pays within a fortnight');
    await user.type(within(form).getByLabelText(/Deal amount/), '48000');
    await user.click(within(form).getByRole('button', { name: 'Save Buyer' }));
    expect(await screen.findByText('Buyer added successfully.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Sri Lakshmi Traders',
      phone: '+919845011111',
      rating: 5,
      feedback: 'Pays within a fortnight',
      transactionAmount: 48000,
    });
  });

  it("says 'Buyer Exists' when the phone is already in the list, and asks for the required fields", async () => {
    const { user, calls } = renderBuyers([], { 'POST /api/buyers': () => refusal(409, 'buyer_exists') });
    await screen.findByText('No buyers yet');
    await user.click(screen.getByRole('button', { name: 'Add Buyer' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Buyer' });
    await user.click(within(form).getByRole('button', { name: 'Save Buyer' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(within(form).getByText("Enter the buyer's name.")).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(within(form).getByLabelText(/Buyer name/), 'Sri Lakshmi Traders');
    await user.type(within(form).getByLabelText(/Phone number/), '9845011111');
    await user.type(within(form).getByLabelText(/Address/), 'APMC Yard');
    await user.type(within(form).getByLabelText(/Crops they buy/), 'Maize');
    await user.click(within(form).getByRole('button', { name: 'Save Buyer' }));
    expect(await screen.findByText('You already have this buyer in your list.')).toBeTruthy();
  });

  it('deletes after the danger confirmation naming the buyer', async () => {
    const { user, calls } = renderBuyers([aBuyer()], {
      'DELETE /api/buyers/0b7c4f5e-1111-4a4a-9b9b-000000000001': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Buyer' });
    expect(dialog.textContent).toContain('Sri Lakshmi Traders');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Buyer has been removed from your list.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it("shows the community's reviews: 'You' for one's own, 'Anonymous User' for an unknown author", async () => {
    const { user } = renderBuyers([aBuyer()], {
      'GET /api/buyers/0b7c4f5e-1111-4a4a-9b9b-000000000001/reviews': () =>
        json(200, {
          items: [
            review({ mine: true }),
            review({ reviewer: null, feedback: 'Slow to pay' }),
            review({ feedback: 'Fair weights' }),
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'View Community Reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Community Reviews' });
    expect(await within(dialog).findByText('You')).toBeTruthy();
    expect(within(dialog).getByText('Anonymous User')).toBeTruthy();
    expect(within(dialog).getByText('Lakshmi Devi, Hosur FPO')).toBeTruthy();
  });
});

describe("buyers' published requirements on the buyer screen", () => {
  const turmeric = { id: '00000000-0000-4000-8000-000000000001', name: 'Turmeric' };
  const maize = { id: '00000000-0000-4000-8000-000000000002', name: 'Maize' };
  const requirement = (over: object) => ({
    id: crypto.randomUUID(),
    name: 'Anand Traders',
    phone: '9886012345',
    city: 'Hubballi',
    state: 'Karnataka',
    pincode: '580029',
    crops: [turmeric],
    quantityRequirements: '20 tonnes a month',
    qualityDescription: null,
    isVerified: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    matchingCrops: ['Turmeric'],
    ...over,
  });

  it('marks those for crops our products name, filters by crop and state, and links to the buyer', async () => {
    const { calls, user } = renderBuyers([], {
      'GET /api/buyer-requirements': ({ path }) =>
        json(200, {
          items: path.includes('state=Kerala')
            ? []
            : [
                requirement({}),
                requirement({ name: 'Kochi Feeds', crops: [maize], matchingCrops: [], state: 'Kerala' }),
              ],
          crops: [maize, turmeric],
          states: ['Karnataka', 'Kerala'],
        }),
    });
    const anand = (await screen.findByText('Anand Traders')).closest('li') as HTMLElement;
    expect(within(anand).getByText('Matches your products')).toBeTruthy();
    expect(within(anand).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919886012345');
    expect(within(anand).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919886012345\?text=/,
    );
    const kochi = screen.getByText('Kochi Feeds').closest('li') as HTMLElement;
    expect(within(kochi).queryByText('Matches your products')).toBeNull();

    await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
    await screen.findByText('No requirements match these filters');
    expect(calls.at(-1)?.path).toBe('/api/buyer-requirements?state=Kerala');
  });

  it('says plainly when no buyer has posted yet', async () => {
    renderBuyers([]);
    expect(await screen.findByText('No buyer requirements yet')).toBeTruthy();
  });
});

describe('the buyer profile', () => {
  const renderProfile = (answer: () => Response) => {
    stubApi({ 'GET /api/buyers/b1': answer });
    renderScreen(
      <ToastProvider>
        <Routes>
          <Route path="/buyer/buyers/:buyerId" element={<BuyerProfileScreen />} />
          <Route path="/buyer" element={<p>the list</p>} />
        </Routes>
      </ToastProvider>,
      { path: '/buyer/buyers/b1' },
    );
  };

  it('shows the community rating in half stars, the ledger, and call and WhatsApp links with feedback', async () => {
    renderProfile(() =>
      json(200, {
        buyer: aBuyer({ id: 'b1' }),
        community: { average: 4.3, stars: 4.5, count: 3 },
        ledger: {
          totalBusiness: 48000,
          deals: 1,
          lastDealOn: '2026-10-01',
          averageDaysToPay: 14,
          paidDeals: 1,
        },
        reviews: [review({ mine: true })],
      }),
    );
    expect(await screen.findByText('Based on 3 reviews')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.5 / 5' })).toBeTruthy();
    expect(screen.getByText('₹48,000')).toBeTruthy();
    expect(screen.getByText('14 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919845011111',
    );
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919845011111');
  });

  const profileOf = (over: Partial<Buyer>) => () =>
    json(200, {
      buyer: aBuyer({ id: 'b1', ...over }),
      community: { average: 0, stars: 0, count: 0 },
      ledger: { totalBusiness: 0, deals: 0, lastDealOn: null, averageDaysToPay: null, paidDeals: 0 },
      reviews: [],
    });

  it("shows 'Verified by Sangam' on a buyer Sangam's admins have verified", async () => {
    renderProfile(profileOf({ verified: true }));
    expect(await screen.findByRole('heading', { name: 'Sri Lakshmi Traders' })).toBeTruthy();
    expect(screen.getByText('Verified by Sangam')).toBeTruthy();
  });

  it('shows no such badge on a buyer nobody has verified', async () => {
    renderProfile(profileOf({ verified: false }));
    expect(await screen.findByRole('heading', { name: 'Sri Lakshmi Traders' })).toBeTruthy();
    expect(screen.queryByText('Verified by Sangam')).toBeNull();
  });

  it("says 'Buyer Not in Your List' for a buyer of another FPO", async () => {
    renderProfile(() => refusal(404, 'not_found'));
    expect(await screen.findByText('Buyer Not in Your List')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Buyers' })).toBeTruthy();
  });

  it('goes back to the list when the profile cannot be loaded', async () => {
    renderProfile(() => refusal(503, 'service_unavailable'));
    expect(await screen.findByText('the list')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Failed to load buyer details')).toBeTruthy());
  });
});
