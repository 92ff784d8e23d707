import type { FpoTradeFair } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { TradeFairsScreen } from './trade-fairs.tsx';

const fair = (name: string, over: Partial<FpoTradeFair> = {}): FpoTradeFair => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  description: null,
  categories: [],
  startDate: '2026-12-10',
  endDate: '2026-12-13',
  registrationDeadline: '2026-12-05',
  city: 'Dharwad',
  state: 'Karnataka',
  participationCost: 15000,
  expectedVisitors: 50000,
  websiteUrl: 'https://krishimela.example.org/',
  registrationState: 'open',
  registration: null,
  ...over,
});
const mela = fair('Krishi Mela', { categories: ['Organic', 'Millets'] });
const expo = fair('Agri Expo Pune', {
  city: 'Pune',
  state: 'Maharashtra',
  registrationState: 'closed',
  categories: ['Machinery'],
  participationCost: 0,
  expectedVisitors: null,
  websiteUrl: null,
});
const bazaar = fair('Organic Bazaar', { registrationState: 'completed', categories: ['Organic'] });
const fest = fair('Millet Fest', {
  registrationState: 'registered',
  registration: {
    id: 'r1',
    status: 'pending',
    productsToDisplay: ['Ragi flour'],
    boothRequirements: null,
    registeredAt: '2026-11-20T06:00:00.000Z',
  },
});

const render = (items: FpoTradeFair[], answers: Record<string, (call: ApiCall) => Response> = {}) => {
  const calls = stubApi({
    'GET /api/trade-fairs': () => json(200, { items, today: '2026-11-26' }),
    ...answers,
  });
  renderScreen(
    <ToastProvider>
      <TradeFairsScreen />
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};
const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('Trade fairs (document 2, 2.18)', () => {
  it('says plainly when no fairs are listed yet', async () => {
    render([]);
    expect(await screen.findByText('No trade fairs are listed yet')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows each fair with its dates, place, cost, visitors, website and the right button or state', async () => {
    render([mela, expo, bazaar, fest]);
    const melaCard = await card('Krishi Mela');
    expect(within(melaCard).getByText('10 Dec 2026 to 13 Dec 2026')).toBeTruthy();
    expect(within(melaCard).getByText('Register by 5 Dec 2026')).toBeTruthy();
    expect(within(melaCard).getByText('Dharwad, Karnataka')).toBeTruthy();
    expect(within(melaCard).getByText('₹15,000 participation cost')).toBeTruthy();
    expect(within(melaCard).getByText('50,000 expected visitors')).toBeTruthy();
    expect(within(melaCard).getByRole('link', { name: 'Visit website' }).getAttribute('href')).toBe(
      'https://krishimela.example.org/',
    );
    expect(within(melaCard).getByRole('button', { name: 'Register now for Krishi Mela' })).toBeTruthy();
    const expoCard = await card('Agri Expo Pune');
    expect(within(expoCard).getByText('Registration Closed')).toBeTruthy();
    expect(within(expoCard).getByText('Free participation')).toBeTruthy();
    expect(within(expoCard).queryByRole('button')).toBeNull();
    expect(within(await card('Organic Bazaar')).getByText('Event Completed')).toBeTruthy();
    const festCard = await card('Millet Fest');
    expect(within(festCard).getByText('Awaiting confirmation')).toBeTruthy();
    expect(within(festCard).queryByRole('button')).toBeNull();
  });

  it('searches and filters by category', async () => {
    const { user } = render([mela, expo, bazaar]);
    await card('Krishi Mela');
    await user.type(screen.getByRole('searchbox', { name: 'Search trade fairs' }), 'pune');
    expect(screen.queryByRole('heading', { name: 'Krishi Mela' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Agri Expo Pune' })).toBeTruthy();
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Organic');
    expect(screen.getByText('2 trade fairs')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Agri Expo Pune' })).toBeNull();
  });

  it('asks for at least one product, then registers with the products as typed', async () => {
    let registered = false;
    const { calls, user } = render([mela], {
      'POST /api/trade-fairs/id-krishi-mela/registrations': () => {
        registered = true;
        return json(201, {
          id: 'r2',
          status: 'pending',
          productsToDisplay: ['Turmeric'],
          boothRequirements: null,
          registeredAt: '2026-11-26T06:00:00.000Z',
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Register now for Krishi Mela' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Krishi Mela' });
    await user.type(within(dialog).getByLabelText(/Products to display/), ' , ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit registration' }));
    expect(await within(dialog).findByText('Please enter at least one product to display')).toBeTruthy();
    expect(registered).toBe(false);
    await user.type(within(dialog).getByLabelText(/Products to display/), 'Turmeric, Millet flour');
    expect(within(dialog).queryByText('Please enter at least one product to display')).toBeNull();
    await user.type(within(dialog).getByLabelText(/Booth requirements/), 'Corner stall');
    await user.click(within(dialog).getByRole('button', { name: 'Submit registration' }));
    expect(
      await screen.findByText('Registration submitted successfully! You will be notified once confirmed.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productsToDisplay: ' , Turmeric, Millet flour',
      boothRequirements: 'Corner stall',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells an FPO that already registered, and words any other failure as the catalogue does', async () => {
    let answer = refusal(409, 'already_registered');
    const { user } = render([mela], {
      'POST /api/trade-fairs/id-krishi-mela/registrations': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Register now for Krishi Mela' }));
    await user.type(screen.getByLabelText(/Products to display/), 'Turmeric');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('You have already registered for this trade fair')).toBeTruthy();

    answer = refusal(500, 'internal_error');
    await user.click(await screen.findByRole('button', { name: 'Register now for Krishi Mela' }));
    await user.type(screen.getByLabelText(/Products to display/), 'Turmeric');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('Failed to register for trade fair')).toBeTruthy();
  });

  it('says when the fairs cannot be loaded', async () => {
    stubApi({ 'GET /api/trade-fairs': () => refusal(500, 'internal_error') });
    renderScreen(
      <ToastProvider>
        <TradeFairsScreen />
      </ToastProvider>,
    );
    expect(await screen.findByText('Failed to load trade fairs')).toBeTruthy();
  });
});
