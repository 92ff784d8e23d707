import type { Member, MemberDividends, MemberRegister } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { DividendCalculatorScreen } from './dividend-calculator.tsx';

const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const member = (id: string, farmerName: string, shares: number, paidUpCapital: number): Member => ({
  id,
  farmerId: uuidOf(Number(id.slice(1))),
  farmerName,
  village: 'Hosur',
  phoneNumber: '+919845012301',
  shares,
  paidUpCapital,
  joinedOn: '2024-04-01',
});

const register: MemberRegister = {
  items: [member('m1', 'Ramesh Kumar', 10, 10_000), member('m2', 'Suma Devi', 30, 30_000)],
  totals: { members: 2, shares: 40, paidUpCapital: 40_000 },
};

const dividends: MemberDividends = {
  inputs: { netProfit: 200_000, reservesPercent: 25, developmentPercent: 10, allocationPercent: 30 },
  result: {
    netProfit: 200_000,
    reserves: 50_000,
    development: 20_000,
    remaining: 130_000,
    pool: 39_000,
    paidUpCapital: 40_000,
    ratePercent: 97.5,
  },
  reason: null,
  items: register.items.map((item, index) => ({ ...item, dividend: index ? 29_250 : 9_750 })),
  totals: { ...register.totals, dividends: 39_000 },
};

const renderCalculator = (routes: Parameters<typeof stubApi>[0] = {}) => {
  const calls = stubApi({
    'GET /api/members': () => json(200, register),
    'GET /api/members/dividends': () => json(200, dividends),
    'GET /api/farmers': () =>
      json(200, {
        items: [
          { id: uuidOf(1), farmerName: 'Ramesh Kumar', village: 'Hosur', phoneNumber: '+919845012301' },
          { id: uuidOf(99), farmerName: 'Anil Gowda', village: 'Hosur', phoneNumber: '+919845012303' },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    ...routes,
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <DividendCalculatorScreen />
      </ConfirmProvider>
    </ToastProvider>,
    { path: '/dividend-calculator' },
  );
  return { calls, user: userEvent.setup() };
};

const results = () => screen.queryByRole('region', { name: 'Results' });

afterEach(() => vi.unstubAllGlobals());

describe('Dividend Calculator (document 2, 2.19)', () => {
  it('starts from the defaults, shows results only after Calculate Dividend, and Reset hides them', async () => {
    const { user } = renderCalculator();
    expect((screen.getByLabelText('Reserves (% of net profit)') as HTMLInputElement).value).toBe('25');
    expect((screen.getByLabelText('Development fund (% of net profit)') as HTMLInputElement).value).toBe(
      '10',
    );
    expect(
      (screen.getByLabelText('Dividend allocation (% of remaining profit)') as HTMLInputElement).value,
    ).toBe('30');
    expect(results()).toBeNull();

    await user.type(screen.getByLabelText('Net profit (₹)'), '10,00,000');
    await user.type(screen.getByLabelText('Total paid-up share capital (₹)'), '5,00,000');
    await user.click(screen.getByRole('button', { name: 'Calculate Dividend' }));
    const shown = within(results() as HTMLElement);
    expect(shown.getByText('₹2,50,000.00')).toBeTruthy();
    expect(shown.getByText('Dividend pool (30% of remaining profit)')).toBeTruthy();
    expect(shown.getByText('₹1,95,000.00')).toBeTruthy();
    expect(shown.getByText('39.00%')).toBeTruthy();
    // The member calculator with its example of 10,000 rupees of capital.
    expect(screen.getByText('Example: a member with ₹10,000.00 of capital receives ₹3,900.00.')).toBeTruthy();
    await user.clear(screen.getByLabelText("Member's paid-up capital (₹)"));
    await user.type(screen.getByLabelText("Member's paid-up capital (₹)"), '0');
    expect(screen.getByText('Enter a capital amount above 0.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(results()).toBeNull();
    expect((screen.getByLabelText('Net profit (₹)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Reserves (% of net profit)') as HTMLInputElement).value).toBe('25');
  });

  it('gives no result without a net profit above 0', async () => {
    const { user } = renderCalculator();
    await user.type(screen.getByLabelText('Total paid-up share capital (₹)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Calculate Dividend' }));
    expect(results()).toBeNull();
    expect(screen.getByText('Enter a net profit above 0 to see a result.')).toBeTruthy();
  });

  it("fills the capital from the register and lists each member's dividend with a download", async () => {
    const { user, calls } = renderCalculator();
    await screen.findByRole('listitem', { name: 'Suma Devi' });
    await user.click(screen.getByRole('button', { name: 'Use my member register' }));
    expect((screen.getByLabelText('Total paid-up share capital (₹)') as HTMLInputElement).value).toBe(
      '40000',
    );
    expect(screen.getByText('Filled from your member register: 2 members, ₹40,000.00 paid up.')).toBeTruthy();
    await user.type(screen.getByLabelText('Net profit (₹)'), '2,00,000');
    await user.click(screen.getByRole('button', { name: 'Calculate Dividend' }));

    const list = within(await screen.findByRole('list', { name: 'Dividend per member' }));
    expect(list.getByRole('listitem', { name: 'Suma Devi' }).textContent).toContain('₹29,250.00');
    expect(screen.getByText('₹39,000.00', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download (CSV)' })).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/members/dividends'))?.path).toBe(
      '/api/members/dividends?netProfit=2%2C00%2C000&reserves=25&development=10&allocation=30',
    );
  });

  it('adds a member from the farmers picker, where a member already on the register cannot be chosen', async () => {
    const { user, calls } = renderCalculator({
      'POST /api/members': () => json(201, member('m3', 'Anil Gowda', 5, 5_000)),
    });
    await screen.findByRole('listitem', { name: 'Suma Devi' });
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((await dialog.findByRole('radio', { name: /Ramesh Kumar/ })).hasAttribute('disabled')).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Add member' }));
    expect(dialog.getByText('Choose a farmer.')).toBeTruthy();

    await user.click(dialog.getByRole('radio', { name: /Anil Gowda/ }));
    await user.type(dialog.getByLabelText(/Number of shares/), '5');
    await user.type(dialog.getByLabelText(/Paid-up capital/), '5,000');
    await user.click(dialog.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      farmerId: uuidOf(99),
      shares: '5',
      paidUpCapital: '5,000',
    });
  });

  it('shows a large register twenty members at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      member(`m${i}`, `Member ${String(i + 1).padStart(2, '0')}`, 1, 100),
    );
    const { user } = renderCalculator({
      'GET /api/members': () =>
        json(200, { items: many, totals: { members: 25, shares: 25, paidUpCapital: 2_500 } }),
    });
    const list = await screen.findByRole('list', { name: 'Member register' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).queryByText('Member 21')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Member 25')).toBeTruthy();
  });

  it('says when the register could not be loaded', async () => {
    renderCalculator({ 'GET /api/members': () => refusal(500, 'internal_error') });
    expect(await screen.findByText('The member register could not be loaded.')).toBeTruthy();
  });
});
