import type { BusinessOpportunities } from '@sangam/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { BusinessScreen } from './business.tsx';

const opportunities: BusinessOpportunities = {
  rows: [
    {
      id: 'b1',
      crop: 'Maize',
      estimatedArea: 420,
      farmersAffected: 85,
      issue: 'Fall armyworm',
      suggestedInput: 'Emamectin benzoate 5% SG',
      opportunity: '₹1,27,500',
      rupees: 127_500,
    },
    {
      id: 'b2',
      crop: 'Paddy',
      estimatedArea: null,
      farmersAffected: 1,
      issue: null,
      suggestedInput: 'Zinc sulphate',
      opportunity: 'Rs 98000 per season',
      rupees: 98_000,
    },
  ],
  totals: { rows: 2, farmersAffected: 86, acres: 420, rupees: 225_500 },
  products: {
    items: [
      {
        id: 'p1',
        productName: 'Ragi',
        packagingType: 'open',
        quantity: 2.5,
        salePrice: 38_000,
        value: 95_000,
      },
      {
        id: 'p2',
        productName: 'Cow ghee',
        packagingType: 'packaged',
        quantity: 120,
        salePrice: 45.5,
        value: 5460,
      },
    ],
    totalValue: 100_460,
  },
};

const nothing: BusinessOpportunities = {
  rows: [],
  totals: { rows: 0, farmersAffected: 0, acres: 0, rupees: 0 },
  products: { items: [], totalValue: 0 },
};

const renderBusiness = (answer: () => Response = () => json(200, opportunities)) => {
  const calls = stubApi({ 'GET /api/business': answer });
  renderScreen(<BusinessScreen />, { path: '/business' });
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('Business opportunities (/business)', () => {
  it('lists the field findings in a table with their totals', async () => {
    const calls = renderBusiness();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('Maize420 acres85Fall armywormEmamectin benzoate 5% SG₹1,27,500');
    // What the field team wrote is shown beside the amount when it says more.
    expect(rows[2]?.textContent).toBe(
      'PaddyNot recorded1Not recordedZinc sulphate₹98,000Rs 98000 per season',
    );
    expect(rows[3]?.textContent).toBe('Total, 2 findings420 acres86₹2,25,500');
    expect(calls.map((call) => call.path)).toEqual(['/api/business']);
  });

  it('shows each finding as a card with the totals on a phone', async () => {
    renderBusiness();
    const cards = await screen.findAllByRole('listitem');
    const maize = cards.find((card) => within(card).queryByRole('heading', { name: 'Maize' }));
    expect(maize?.textContent).toContain('Suggested input');
    expect(maize?.textContent).toContain('Emamectin benzoate 5% SG');
    expect(screen.getByText('Total opportunity').nextElementSibling?.textContent).toBe('₹2,25,500');
  });

  it('values each product at its sale price times packets or tonnes, with the total', async () => {
    renderBusiness();
    await screen.findByText('₹1,00,460 across 2 products');
    const section = screen.getByRole('region', { name: 'Product opportunities' });
    expect(within(section).getByText('2.5 tonnes × ₹38,000')).toBeTruthy();
    expect(within(section).getByText('120 packets × ₹45.50')).toBeTruthy();
    expect(within(section).getByText('₹5,460')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Ragi' }).getAttribute('href')).toBe('/fpo-product/p1');
  });

  it('says so when nothing has been gathered and there are no products', async () => {
    renderBusiness(() => json(200, nothing));
    expect(await screen.findByText('No Information Gathered Yet')).toBeTruthy();
    expect(screen.getByText(/findings appear here/)).toBeTruthy();
    expect(screen.getByText('No Products Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Products' }).getAttribute('href')).toBe('/fpo-product');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says how many findings are shown when there are more than the screen lists', async () => {
    renderBusiness(() => json(200, { ...opportunities, totals: { ...opportunities.totals, rows: 1500 } }));
    expect(
      await screen.findByText('Showing the first 2 of 1,500 findings; the totals count all of them.'),
    ).toBeTruthy();
  });

  it('gives each section its own failure message, and tries again', async () => {
    let fail = true;
    renderBusiness(() => (fail ? refusal(500, 'internal_error') : json(200, opportunities)));
    expect(await screen.findByText('Failed to load business opportunities')).toBeTruthy();
    expect(screen.getByText('Failed to load product opportunities')).toBeTruthy();
    fail = false;
    const [again] = screen.getAllByRole('button', { name: 'Try again' });
    await userEvent.setup().click(again as HTMLElement);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText('Failed to load product opportunities')).toBeNull();
  });
});
