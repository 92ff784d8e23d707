import type {
  AdvancedBuyerCard,
  AdvancedBuyerDetail,
  AdvancedBuyersPage,
  BuyerIntelligence,
  IntelligenceRow,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { AdvancedBuyersScreen } from './advanced-buyers.tsx';

const card = (overrides: Partial<AdvancedBuyerCard> = {}): AdvancedBuyerCard => ({
  id: 'b-lakshmi',
  name: 'Sri Lakshmi Traders',
  address: 'APMC Yard, Hubballi',
  crops: ['Maize', 'Jowar'],
  moreCrops: 0,
  verified: true,
  monthlyVolumeTonnes: 300,
  priceMin: 1950,
  priceMax: 2150,
  averageRating: 4.5,
  ratingCount: 2,
  lowRated: false,
  myRating: null,
  ...overrides,
});

const basket = card({
  id: 'b-basket',
  name: 'Green Basket Retail',
  crops: ['Tomato', 'Onion'],
  moreCrops: 2,
  verified: false,
  monthlyVolumeTonnes: null,
  priceMin: null,
  priceMax: null,
  averageRating: 2.5,
  ratingCount: 2,
  lowRated: true,
});

const directory = (overrides: Partial<AdvancedBuyersPage> = {}): AdvancedBuyersPage => ({
  items: [card(), basket],
  total: 2,
  page: 1,
  pageSize: 12,
  crops: ['Jowar', 'Maize', 'Onion', 'Tomato'],
  seeking: [
    {
      id: 'r-anand',
      name: 'Anand Agro Traders',
      city: 'Hubballi',
      state: 'Karnataka',
      crops: ['Maize'],
      quantityRequirements: '40 tonnes a month',
      qualityDescription: null,
      verified: true,
      createdAt: '2026-11-20T06:30:00.000Z',
    },
  ],
  ...overrides,
});

const detail = (overrides: Partial<AdvancedBuyerDetail> = {}): AdvancedBuyerDetail => ({
  ...card(),
  phone: '+919845011111',
  cropInterest: 'Maize, Jowar',
  allCrops: ['Maize', 'Jowar'],
  quantityRequirements: null,
  qualityDescription: 'Moisture below 14%',
  reviews: [
    {
      id: 'f-1',
      rating: 5,
      comment: 'Pays within a fortnight',
      createdAt: '2026-11-01T06:30:00.000Z',
      reviewer: { name: 'Ravi Kumar', fpoName: 'Dharwad FPC' },
      mine: false,
    },
    {
      id: 'f-2',
      rating: 4,
      comment: null,
      createdAt: '2026-10-01T06:30:00.000Z',
      reviewer: null,
      mine: false,
    },
  ],
  myReview: null,
  ...overrides,
});

const row = (overrides: Partial<IntelligenceRow>): IntelligenceRow => ({
  rank: 1,
  kind: 'buyer',
  id: 'b-lakshmi',
  name: 'Sri Lakshmi Traders',
  place: 'APMC Yard, Hubballi',
  matchedCrops: ['Maize'],
  verified: true,
  averageRating: 4.5,
  ratingCount: 2,
  monthlyVolumeTonnes: 300,
  priceMin: 1950,
  priceMax: 2150,
  quantityRequirements: null,
  opportunity: 5_850_000,
  missing: [],
  ...overrides,
});

const intelligence = (overrides: Partial<BuyerIntelligence> = {}): BuyerIntelligence => ({
  products: [
    { id: 'p-maize', name: 'Yellow maize', matches: 2 },
    { id: 'p-jaggery', name: 'Organic jaggery', matches: 0 },
  ],
  product: { id: 'p-maize', name: 'Yellow maize' },
  rows: [
    row({}),
    row({
      rank: 2,
      kind: 'requirement',
      id: 'r-anand',
      name: 'Anand Agro Traders',
      place: 'Hubballi, Karnataka',
      averageRating: null,
      ratingCount: 0,
      monthlyVolumeTonnes: null,
      priceMin: null,
      priceMax: null,
      quantityRequirements: '40 tonnes a month',
      opportunity: null,
      missing: ['volume', 'price'],
    }),
  ],
  summary: {
    buyers: 1,
    requirements: 1,
    verifiedBuyers: 1,
    buyersWithFigures: 1,
    monthlyVolumeTonnes: 300,
    totalOpportunity: 5_850_000,
    priceMin: 1950,
    priceMax: 2150,
  },
  ...overrides,
});

type Routes = Parameters<typeof stubApi>[0];

const renderPage = (routes: Routes = {}, path = '/advanced-buyers') => {
  const calls: ApiCall[] = stubApi({
    'GET /api/advanced-buyers': () => json(200, directory()),
    'GET /api/advanced-buyers/intelligence': () => json(200, intelligence()),
    'GET /api/advanced-buyers/b-lakshmi': () => json(200, detail()),
    ...routes,
  });
  renderScreen(
    <ToastProvider>
      <AdvancedBuyersScreen />
    </ToastProvider>,
    { path },
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => vi.unstubAllGlobals());

describe('Advanced Buyers (document 2, 2.16)', () => {
  it("shows each buyer's mark, rating, first two crops with +N, and 'Low Rated' under 3", async () => {
    renderPage();
    const list = await screen.findByRole('region', { name: 'Global Buyers' });
    const lakshmi = await within(list).findByRole('listitem', { name: 'Sri Lakshmi Traders' });
    expect(within(lakshmi).getByText('Verified')).toBeTruthy();
    expect(within(lakshmi).getByText('4.5 from 2 ratings')).toBeTruthy();
    expect(within(lakshmi).getByText('300 tonnes a month · ₹1,950 to ₹2,150 per quintal')).toBeTruthy();
    expect(within(lakshmi).queryByText('Low Rated')).toBeNull();
    const green = within(list).getByRole('listitem', { name: 'Green Basket Retail' });
    expect(within(green).getByText('Not Verified')).toBeTruthy();
    expect(within(green).getByText('Low Rated')).toBeTruthy();
    expect(within(green).getByText('Tomato')).toBeTruthy();
    expect(within(green).getByText('+2')).toBeTruthy();
    expect(screen.getByText('2 buyers')).toBeTruthy();
    // The published requirement, a second list.
    const seeking = screen.getByRole('region', { name: 'Buyers seeking crops' });
    expect(within(seeking).getByText('Anand Agro Traders')).toBeTruthy();
    expect(within(seeking).getByText('Quantity: 40 tonnes a month')).toBeTruthy();
  });

  it('asks the server for the filters chosen, and Clear Filters takes them all away', async () => {
    const { calls, user } = renderPage();
    await screen.findByRole('listitem', { name: 'Sri Lakshmi Traders' });
    const clear = screen.getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Crop'), 'Maize');
    await user.selectOptions(screen.getByLabelText('Minimum rating'), '4+ stars');
    await user.selectOptions(screen.getByLabelText('Verified status'), 'Verified');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/api/advanced-buyers?crop=Maize&minRating=4&verified=verified',
      ),
    );
    expect(clear.disabled).toBe(false);
    await user.click(clear);
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/advanced-buyers'));
    expect((screen.getByLabelText('Crop') as HTMLSelectElement).value).toBe('');
  });

  it('says plainly when no buyer exists yet', async () => {
    renderPage({
      'GET /api/advanced-buyers': () => json(200, directory({ items: [], total: 0, crops: [], seeking: [] })),
    });
    expect(await screen.findByText('No buyers on Sangam yet')).toBeTruthy();
    expect(screen.getByText('Buyers appear here once an FPO adds one to its buyer list.')).toBeTruthy();
  });

  it('says when the filters leave no buyer', async () => {
    renderPage(
      { 'GET /api/advanced-buyers': () => json(200, directory({ items: [], total: 0, seeking: [] })) },
      '/advanced-buyers?minRating=4',
    );
    expect(await screen.findByText('No buyers match these filters')).toBeTruthy();
    expect(screen.getByText('No published requirements match these filters.')).toBeTruthy();
  });

  it('opens a buyer with its reviews, a rating without words shown as such', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View details of Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sri Lakshmi Traders' });
    expect(await within(dialog).findByText('Pays within a fortnight')).toBeTruthy();
    expect(within(dialog).getByText('Ravi Kumar, Dharwad FPC')).toBeTruthy();
    expect(within(dialog).getByText('Rated without a comment')).toBeTruthy();
    expect(within(dialog).getByText('Anonymous User')).toBeTruthy();
    expect(within(dialog).getByText('+919845011111').closest('a')?.getAttribute('href')).toBe(
      'tel:+919845011111',
    );
    expect(within(dialog).getByText('Moisture below 14%')).toBeTruthy();
  });

  it('keeps Submit disabled at 0 stars, then sends the stars and the trimmed comment', async () => {
    const { calls, user } = renderPage({
      'PUT /api/advanced-buyers/b-lakshmi/rating': () =>
        json(200, detail({ myRating: 4, myReview: { rating: 4, comment: 'Fair weighing' } })),
    });
    await user.click(await screen.findByRole('button', { name: 'View details of Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sri Lakshmi Traders' });
    const submit = (await within(dialog).findByRole('button', {
      name: 'Submit Rating',
    })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).getByText('Good')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  Fair weighing  ');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(await screen.findByText('Your rating is saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rating: 4, comment: 'Fair weighing' });
    // The saved rating fills the form again; a resubmit replaces it.
    expect(await within(dialog).findByRole('button', { name: 'Update Rating' })).toBeTruthy();
  });

  it("says 'Failed to submit rating. Please try again.' when the rating is not saved", async () => {
    const { user } = renderPage({
      'PUT /api/advanced-buyers/b-lakshmi/rating': () => refusal(500, 'internal_error'),
    });
    await user.click(await screen.findByRole('button', { name: 'View details of Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sri Lakshmi Traders' });
    await user.click(await within(dialog).findByRole('radio', { name: '2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Failed to submit rating. Please try again.')).toBeTruthy();
  });

  it('ranks the buyers of a product, with a figure or what is missing, the summary and the disclaimer', async () => {
    const { calls, user } = renderPage();
    const section = await screen.findByRole('region', { name: 'Buyer Intelligence' });
    await within(section).findByText('Top buyers for Yellow maize');
    // Cards below md: one per buyer (jsdom renders both layouts; the cards are the list).
    const cards = within(section).getByRole('list', { name: 'Top buyers' });
    const lakshmi = within(cards).getByRole('listitem', { name: 'Sri Lakshmi Traders' });
    expect(within(lakshmi).getByText('₹58,50,000')).toBeTruthy();
    const anand = within(cards).getByRole('listitem', { name: 'Anand Agro Traders' });
    expect(within(anand).getByText('No figure')).toBeTruthy();
    expect(
      within(anand).getByText('The buyer has stated neither a monthly volume nor a price.'),
    ).toBeTruthy();
    expect(within(anand).getByText('40 tonnes a month')).toBeTruthy();
    const summary = within(section).getByRole('region', { name: 'Market opportunity for Yellow maize' });
    expect(within(summary).getByText('₹58,50,000')).toBeTruthy();
    expect(within(summary).getByText('From 1 buyer who stated a volume and a price')).toBeTruthy();
    expect(
      within(section).getByText(/These figures come from the buyers' own stated monthly volumes and prices/),
    ).toBeTruthy();

    await user.selectOptions(within(section).getByLabelText('Product'), 'Organic jaggery (0 buyers)');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/advanced-buyers/intelligence?product=p-jaggery'),
    );
  });

  it('says plainly when no buyer wants a product', async () => {
    renderPage({
      'GET /api/advanced-buyers/intelligence': () =>
        json(
          200,
          intelligence({ product: { id: 'p-jaggery', name: 'Organic jaggery' }, rows: [], summary: null }),
        ),
    });
    expect(
      await screen.findByText('No buyer on Sangam has asked for the crops of Organic jaggery yet'),
    ).toBeTruthy();
  });

  it('points an FPO without products to adding them', async () => {
    renderPage({
      'GET /api/advanced-buyers/intelligence': () =>
        json(200, { products: [], product: null, rows: [], summary: null }),
    });
    expect(await screen.findByText('You have no products yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add products' }).getAttribute('href')).toBe('/fpo-product');
  });

  it("says 'Failed to load buyers data' when the directory does not load", async () => {
    renderPage({ 'GET /api/advanced-buyers': () => refusal(500, 'internal_error') });
    expect(await screen.findByText('Failed to load buyers data')).toBeTruthy();
  });
});
