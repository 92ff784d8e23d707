import type { Mobilization, MobilizationReplies, MobilizationReply } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { FarmerMobilizationScreen } from './farmer-mobilization.tsx';

const days = (period: string, from: string) =>
  Array.from({ length: Number(period.slice(0, -1)) }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

const figures = (period = '30d', overrides: Partial<Mobilization> = {}): Mobilization => {
  const dates = days(period, period === '7d' ? '2026-11-20' : '2026-10-28');
  return {
    period: period as Mobilization['period'],
    from: dates[0] as string,
    to: '2026-11-26',
    minMessages: 20,
    totals: {
      farmers: 1240,
      newFarmers: 35,
      messagesSent: 1500,
      replied: 600,
      converted: 90,
      read: 1200,
      responseRate: 40,
      conversionRate: 6,
      readRate: 80,
    },
    growth: dates.map((date, i) => ({
      date,
      newFarmers: i === 3 ? 35 : 0,
      totalFarmers: i >= 3 ? 1240 : 1205,
    })),
    categories: { benefits: 900, training: 400, membership: 200, other: 0 },
    daily: dates.map((date, i) => ({
      date,
      benefits: i === 2 ? 900 : 0,
      training: i === 5 ? 400 : 0,
      membership: i === 9 ? 200 : 0,
      other: 0,
    })),
    campaigns: [
      {
        category: 'benefits',
        sent: 900,
        replied: 360,
        converted: 54,
        rateKind: 'response',
        rate: 40,
        topics: [
          { template: 'fpo_benefits_intro', sent: 700 },
          { template: 'fpo_loans', sent: 200 },
        ],
      },
      {
        category: 'training',
        sent: 400,
        replied: 200,
        converted: 0,
        rateKind: 'engagement',
        rate: 40,
        topics: [{ template: 'training_soil_health', sent: 400 }],
      },
      {
        category: 'membership',
        sent: 12,
        replied: 3,
        converted: 1,
        rateKind: 'payment',
        rate: null,
        topics: [],
      },
    ],
    contact: { phone: '1800 123 4567', email: 'help@sangam.example' },
    ...overrides,
  };
};

const aReply = (overrides: Partial<MobilizationReply> = {}): MobilizationReply => ({
  id: 'reply-1',
  receivedAt: '2026-11-25T06:30:00.000Z',
  phone: '+919845012301',
  farmer: { id: 'farmer-1', name: 'Ramesh Gowda' },
  text: 'Interested, please call',
  answers: {
    id: 'message-1',
    template: 'fpo_benefits_intro',
    category: 'benefits',
    text: 'Join the FPO',
    sentAt: '2026-11-24T06:30:00.000Z',
  },
  outcome: null,
  outcomeAt: null,
  ...overrides,
});

const page = (items: MobilizationReply[], total = items.length): MobilizationReplies => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});

type Routes = Parameters<typeof stubApi>[0];

const renderMobilization = (routes: Routes = {}, path = '/farmer-mobilization') => {
  const calls: ApiCall[] = stubApi({
    'GET /api/mobilization': (call) =>
      json(200, figures(new URL(call.path, 'http://x').searchParams.get('period') ?? '30d')),
    'GET /api/mobilization/replies': () => json(200, page([aReply()])),
    ...routes,
  });
  renderScreen(
    <ToastProvider>
      <FarmerMobilizationScreen />
    </ToastProvider>,
    { path },
  );
  return { calls, user: userEvent.setup() };
};

const tile = (label: string) => screen.getByText(label).parentElement as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('Advisory and farmer mobilization (document 2, 2.12)', () => {
  it("opens on the last 30 days with the FPO's own tiles, in Indian grouping", async () => {
    const { calls } = renderMobilization();
    expect(await screen.findByText('1,240')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 30 Days' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(tile('Total Farmers')).getByText('35 joined in this period')).toBeTruthy();
    expect(within(tile('Messages Sent')).getByText('1,500')).toBeTruthy();
    expect(within(tile('Response Rate')).getByText('40%')).toBeTruthy();
    expect(within(tile('Response Rate')).getByText('600 of 1,500 messages got a reply')).toBeTruthy();
    expect(within(tile('Conversion Rate')).getByText('6%')).toBeTruthy();
    expect(
      within(tile('Conversion Rate')).getByText('90 of 1,500 led to an order or a registration'),
    ).toBeTruthy();
    expect(screen.queryByText('Not enough history yet')).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/api/mobilization?period=30d');
  });

  it('asks for the period chosen', async () => {
    const { calls, user } = renderMobilization();
    await screen.findByText('1,240');
    await user.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/mobilization?period=7d'));
    expect(screen.getByRole('button', { name: 'Last 7 Days' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Last 90 Days' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/mobilization?period=90d'));
  });

  it('shows each campaign with its own rate, what the rate means, and its key topics', async () => {
    renderMobilization();
    const benefits = await screen.findByRole('listitem', { name: 'Benefits of joining FPO' });
    expect(within(benefits).getByText('900')).toBeTruthy();
    expect(within(benefits).getByText('Response rate')).toBeTruthy();
    expect(within(benefits).getByText('40%')).toBeTruthy();
    expect(within(benefits).getByText('The share of these messages that got a reply.')).toBeTruthy();
    expect(within(benefits).getByText('fpo benefits intro')).toBeTruthy();
    expect(within(benefits).getByText('fpo loans')).toBeTruthy();
    const training = screen.getByRole('listitem', { name: 'Training and engagement' });
    expect(within(training).getByText('Engagement rate')).toBeTruthy();
    expect(within(training).getByText('80% of the share of these messages that got a reply.')).toBeTruthy();
    // 12 membership reminders: too few for a rate, said in words rather than as 0%.
    const membership = screen.getByRole('listitem', { name: 'Membership fee reminders' });
    expect(within(membership).getByText('Payment rate')).toBeTruthy();
    expect(within(membership).getByText('Not enough yet')).toBeTruthy();
    expect(
      within(membership).getByText('A rate needs at least 20 messages of this campaign in the period.'),
    ).toBeTruthy();
    expect(within(membership).getByText('No messages in this period')).toBeTruthy();
    expect(within(membership).queryByText(/%/)).toBeNull();
  });

  it('says plainly when there is not enough history, never 0%', async () => {
    renderMobilization({
      'GET /api/mobilization': () =>
        json(
          200,
          figures('30d', {
            totals: {
              farmers: 3,
              newFarmers: 3,
              messagesSent: 7,
              replied: 0,
              converted: 0,
              read: 0,
              responseRate: null,
              conversionRate: null,
              readRate: null,
            },
          }),
        ),
    });
    expect(await screen.findByText('Not enough history yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Rates are worked out once 20 messages have been sent in the period; 7 so far. Choose a longer period, or send more messages to your farmers.',
      ),
    ).toBeTruthy();
    expect(within(tile('Response Rate')).getByText('Not enough messages yet')).toBeTruthy();
    expect(within(tile('Conversion Rate')).getByText('Not enough messages yet')).toBeTruthy();
    expect(screen.queryByText('0%')).toBeNull();
    expect(screen.getByText('Shown once 20 messages have been sent in the period.')).toBeTruthy();
  });

  it('draws the growth, the categories and the daily messages, and says them in words', async () => {
    renderMobilization();
    expect(await screen.findByText('Farmer growth')).toBeTruthy();
    expect(
      screen.getByText('35 farmers joined between 28 Oct and 26 Nov; 1,240 farmers in all now.'),
    ).toBeTruthy();
    const pie = (await screen.findByText('Message categories')).closest('figure') as HTMLElement;
    expect(within(pie).getByText('Benefits of joining FPO').nextElementSibling?.textContent).toBe(
      '900 messages',
    );
    expect(within(pie).getByText('Membership fee reminders').nextElementSibling?.textContent).toBe(
      '200 messages',
    );
    // No message outside a campaign: no "Other messages" slice.
    expect(within(pie).queryByText('Other messages')).toBeNull();
    expect(await screen.findByText('Messages per day')).toBeTruthy();
    expect(screen.getByText(/30 Oct: Benefits of joining FPO 900 messages/)).toBeTruthy();
  });

  it('says when no messages were sent, and when the register is empty', async () => {
    renderMobilization({
      'GET /api/mobilization': () =>
        json(
          200,
          figures('30d', {
            totals: { ...figures().totals, farmers: 0, newFarmers: 0, messagesSent: 0 },
            categories: { benefits: 0, training: 0, membership: 0, other: 0 },
          }),
        ),
    });
    expect(await screen.findByText('No messages were sent in this period')).toBeTruthy();
    expect(screen.getByText('No farmers in your register yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Farmers' }).getAttribute('href')).toBe('/farmers');
    expect(screen.queryByText('Message categories')).toBeNull();
  });

  it('lists the replies with the farmer and the message each answers, and marks what one led to', async () => {
    let stored = aReply();
    const { calls, user } = renderMobilization({
      'GET /api/mobilization/replies': () => json(200, page([stored])),
      'PATCH /api/mobilization/replies/reply-1': (call) => {
        stored = {
          ...stored,
          outcome: (call.body as { outcome: MobilizationReply['outcome'] }).outcome,
          outcomeAt: '2026-11-26T05:00:00.000Z',
        };
        return json(200, stored);
      },
    });
    const reply = await screen.findByRole('listitem', { name: 'Ramesh Gowda' });
    expect(within(reply).getByText('Interested, please call')).toBeTruthy();
    expect(within(reply).getByText('+919845012301')).toBeTruthy();
    expect(within(reply).getByText('In reply to: fpo benefits intro')).toBeTruthy();
    const select = within(reply).getByRole('combobox', { name: 'Led to' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    const figuresRead = calls.filter((c) => c.path.startsWith('/api/mobilization?')).length;
    await user.selectOptions(select, 'An order');
    await waitFor(() => expect(select.value).toBe('order'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ outcome: 'order' });
    // The conversion rate counts the marks: the figures are read again.
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/mobilization?')).length).toBeGreaterThan(
        figuresRead,
      ),
    );
    await user.selectOptions(select, 'Not marked yet');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ outcome: null }),
    );
  });

  it('says so when a mark cannot be saved, and keeps the reply as it was', async () => {
    const { user } = renderMobilization({
      'GET /api/mobilization/replies': () =>
        json(200, page([aReply({ farmer: null, answers: null, outcome: 'none' })])),
      'PATCH /api/mobilization/replies/reply-1': () => refusal(404, 'not_found'),
    });
    const reply = await screen.findByRole('listitem', { name: '+919845012301' });
    expect(within(reply).getByText('Not linked to a message we sent')).toBeTruthy();
    const select = within(reply).getByRole('combobox', { name: 'Led to' }) as HTMLSelectElement;
    expect(select.value).toBe('none');
    await user.selectOptions(select, 'A registration');
    expect(await screen.findByText('The outcome could not be saved')).toBeTruthy();
    expect(screen.getByText('We could not find what you were looking for.')).toBeTruthy();
    expect(select.value).toBe('none');
  });

  it('says when no farmer has replied yet', async () => {
    renderMobilization({ 'GET /api/mobilization/replies': () => json(200, page([])) });
    expect(await screen.findByText('No replies yet')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('keeps 24/7, shows the read rate in place of a fixed claim, and the four steps', async () => {
    renderMobilization();
    expect(await screen.findByText('24/7')).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
    expect(screen.getByText('of the messages sent in this period were read.')).toBeTruthy();
    expect(screen.queryByText(/3x|85%/)).toBeNull();
    const steps = screen.getByRole('heading', { name: 'How it works' }).nextElementSibling as HTMLElement;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the toll-free number and the support email when configured, and no block without them', async () => {
    renderMobilization();
    const contact = (await screen.findByRole('heading', { name: 'Need help with a campaign?' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(contact).getByRole('link', { name: 'Toll-free: 1800 123 4567' }).getAttribute('href')).toBe(
      'tel:18001234567',
    );
    expect(
      within(contact).getByRole('link', { name: 'Email: help@sangam.example' }).getAttribute('href'),
    ).toBe('mailto:help@sangam.example');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderMobilization({
      'GET /api/mobilization': () => json(200, figures('30d', { contact: { phone: null, email: null } })),
    });
    await screen.findByText('1,240');
    expect(screen.queryByRole('heading', { name: 'Need help with a campaign?' })).toBeNull();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let fail = true;
    const { user } = renderMobilization({
      'GET /api/mobilization': () => (fail ? refusal(500, 'internal_error') : json(200, figures())),
    });
    expect(await screen.findByText('The figures could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,240')).toBeTruthy();
  });
});
