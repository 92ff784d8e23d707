import { todayInIndia, type InputItem, type InputOpportunities } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { anInput, daysFrom } from '@/test/inventory-fixtures.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { InputsScreen } from './inputs.tsx';

const stats = { totalItems: 0, totalValue: 0, lowStock: 0, expiringSoon: 0 };
const noDemand: InputOpportunities = { rows: [], totalRupees: 0, totalFarmers: 0 };

const renderInputs = (
  items: InputItem[],
  {
    demand = noDemand,
    more = {},
  }: { demand?: InputOpportunities; more?: Record<string, () => Response> } = {},
) => {
  const calls: ApiCall[] = stubApi({
    'GET /api/inputs': () => json(200, { items, stats }),
    'GET /api/inputs/opportunities': () => json(200, demand),
    ...more,
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <InputsScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => vi.unstubAllGlobals());

describe('Input Marketplace (spec 2.11)', () => {
  describe('Input Business', () => {
    const items = [
      // Worth 20 x 1,400 = 28,000; bought at 1,350: earns 1,000.
      anInput({ itemName: 'DAP 50 kg', quantityAvailable: 20, purchasePrice: 1350, salePrice: 1400 }),
      // Sold under its purchase price: worth 4 x 50.25 = 201, loses 4 x 9.75 = 39.
      anInput({ itemName: 'Neem oil 1 L', quantityAvailable: 4, purchasePrice: 60, salePrice: 50.25 }),
    ];
    const business = async () => screen.findByRole('region', { name: 'Input Business' });
    const row = async (name: RegExp) => within(await business()).getByRole('row', { name });

    it("shows each item's value and margin, a loss in red", async () => {
      renderInputs(items);
      const dap = await row(/DAP 50 kg/);
      expect(dap.textContent).toContain('₹28,000');
      expect(dap.textContent).toContain('₹1,000');
      const neem = await row(/Neem oil/);
      expect(neem.textContent).toContain('₹201');
      const loss = within(neem).getByText('-₹39');
      expect(loss.className).toContain('text-red');
    });

    it('adds them up in a grand total row, rounded once', async () => {
      renderInputs(items);
      const total = await row(/Grand total/);
      expect(total.textContent).toContain('₹28,201');
      expect(total.textContent).toContain('₹961');
      expect(within(total).getByText('₹961').className).not.toContain('text-red');
    });

    it('shows a losing total in red too', async () => {
      renderInputs([
        anInput({ itemName: 'Urea', quantityAvailable: 10, purchasePrice: 300, salePrice: 266.5 }),
      ]);
      const total = await row(/Grand total/);
      expect(within(total).getByText('-₹335').className).toContain('text-red');
    });
  });

  describe('Input Opportunity Missed', () => {
    it('says plainly that no demand has been gathered, with no sample figures', async () => {
      renderInputs([]);
      expect(await screen.findByText('No demand gathered for your FPO yet')).toBeTruthy();
      const block = screen.getByRole('region', { name: 'Input Opportunity Missed' });
      expect(block.textContent).not.toMatch(/₹|\d/);
    });

    it("lists the FPO's own demand rows with stock badges and totals", async () => {
      renderInputs([], {
        demand: {
          rows: [
            {
              input: 'Mancozeb',
              crops: ['Tomato', 'Potato'],
              farmersAffected: 12,
              rupees: 36_000,
              stocked: false,
            },
            { input: 'DAP', crops: ['Ragi'], farmersAffected: 1, rupees: 1400, stocked: true },
          ],
          totalRupees: 37_400,
          totalFarmers: 13,
        },
      });
      const block = await screen.findByRole('region', { name: 'Input Opportunity Missed' });
      await within(block).findByText('Mancozeb');
      expect(block.textContent).toContain('₹37,400 of demand from 13 farmers');
      const [mancozeb, dap] = within(block)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(mancozeb).toContain('Tomato, Potato');
      expect(mancozeb).toContain('12 farmers · ₹36,000');
      expect(mancozeb).toContain('Not in stock');
      expect(dap).toContain('1 farmer · ₹1,400');
      expect(dap).toContain('In stock');
    });
  });

  it('Show Expiring Soon keeps the items within 30 days, and Show All brings the rest back', async () => {
    const today = todayInIndia();
    const { user } = renderInputs([
      anInput({ itemName: 'Seed', expiryDate: daysFrom(today, 200) }),
      anInput({ itemName: 'Spray', expiryDate: daysFrom(today, 5) }),
    ]);
    const names = () =>
      within(screen.getAllByRole('table')[0]!)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);
    await screen.findByRole('region', { name: 'Input Business' });
    expect(names()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show Expiring Soon' }));
    expect(names()).toEqual([expect.stringContaining('Spray')]);
    await user.click(screen.getByRole('button', { name: 'Show All' }));
    expect(names()).toHaveLength(2);
  });

  it("refuses an item without a name or sale price with 'Please fill in all required fields'", async () => {
    const { user, calls } = renderInputs([], {
      more: {
        'GET /api/fpo/profile': () => json(200, { fpoName: 'Hosur FPO', fpoPhone: '+91', missing: [] }),
      },
    });
    await screen.findByText('No input items yet');
    await user.click(screen.getAllByRole('button', { name: 'Add Input Item' })[0]!);
    const form = await screen.findByRole('dialog', { name: 'Add Input Item' });
    await user.type(within(form).getByLabelText(/Quantity available/), '10');
    await user.type(within(form).getByLabelText(/Purchase price/), '100');
    await user.type(within(form).getByLabelText(/Sale price/), '0');
    await user.click(within(form).getByRole('button', { name: 'Add Input Item' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(within(form).getByText('Item name is required')).toBeTruthy();
    expect(within(form).getByText('Sale price must be greater than 0')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks for the FPO profile first when it is incomplete (spec 2.9)', async () => {
    const { user } = renderInputs([], {
      more: {
        'GET /api/fpo/profile': () => json(200, { fpoName: null, fpoPhone: null, missing: ['fpoPhone'] }),
      },
    });
    await screen.findByText('No input items yet');
    await user.click(screen.getAllByRole('button', { name: 'Add Input Item' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Complete Your Profile' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Input Item' })).toBeNull();
  });

  it("says 'Load Failed' when the list cannot be read", async () => {
    renderInputs([], { more: { 'GET /api/inputs': () => refusal(503, 'service_unavailable') } });
    expect(await screen.findByText('Load Failed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load input inventory').length).toBeGreaterThan(0),
    );
  });
});
