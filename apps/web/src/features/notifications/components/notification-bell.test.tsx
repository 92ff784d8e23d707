import type { NotificationItem, NotificationList } from '@sangam/domain';
import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderInLanguage } from '@/test/render-in-language.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { NotificationBell } from './notification-bell.tsx';
import { notificationWhen } from './notification-when.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const dealership = (over: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 'n1',
  kind: 'dealership_status',
  params: { company: 'Green Agro Ltd', category: 'Seeds', status: 'under_review' },
  link: '/dealership',
  createdAt: minutesAgo(5),
  readAt: null,
  ...over,
});
const fair = (over: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 'n2',
  kind: 'trade_fair_status',
  params: { fair: 'Krishi Mela 2026', status: 'confirmed' },
  link: '/trade-fairs',
  createdAt: minutesAgo(2),
  readAt: null,
  ...over,
});

const render = (list: NotificationList) => {
  const calls = stubApi({
    'GET /api/notifications': () => json(200, list),
    'POST /api/notifications/read': () => json(204),
  });
  renderScreen(<NotificationBell />);
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the notification bell', () => {
  it('shows the unread count, lists the notifications in words with links, and clears the count on opening', async () => {
    const older = dealership({ id: 'n0', params: { ...dealership().params, status: 'pending' } });
    const calls = render({
      items: [
        fair(),
        dealership(),
        { ...older, createdAt: minutesAgo(60 * 24 * 10), readAt: minutesAgo(60) },
      ],
      unread: 2,
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Your registration for Krishi Mela 2026: Confirmed'),
      expect.stringContaining('Your application to be a Green Agro Ltd dealer for Seeds: Under Review'),
      expect.stringContaining(
        'Your application to be a Green Agro Ltd dealer for Seeds: Application Pending',
      ),
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/trade-fairs',
      '/dealership',
      '/dealership',
    ]);
    // The two that were new say so while the panel is open, with when they came.
    expect(within(links[0] as HTMLElement).getByText('New:', { exact: false })).toBeTruthy();
    expect(within(links[2] as HTMLElement).queryByText('New:', { exact: false })).toBeNull();
    expect(within(links[0] as HTMLElement).getByText('2 minutes ago')).toBeTruthy();

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/read')).toBe(true),
    );
    // Still marked new while open; closed, the badge is gone.
    expect(within(panel).getAllByText('New:', { exact: false })).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    const cleared = await screen.findByRole('button', { name: 'Notifications' });
    expect(cleared.textContent).toBe('');
  });

  it('says so when there is nothing yet, and marks nothing read', async () => {
    const calls = render({ items: [], unread: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText(
        'No notifications yet. When a dealership application or a trade fair registration changes status, you will see it here.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("words them in the reader's language", async () => {
    stubApi({
      'GET /api/notifications': () => json(200, { items: [fair(), dealership()], unread: 2 }),
      'POST /api/notifications/read': () => json(204),
    });
    await renderInLanguage(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </QueryClientProvider>,
      'hi',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'सूचनाएँ, 2 अपठित' }));
    expect(await screen.findByText('Krishi Mela 2026 के लिए आपका पंजीकरण: पुष्टि हो गई')).toBeTruthy();
    expect(screen.getByText('Seeds के लिए Green Agro Ltd का डीलर बनने का आपका आवेदन: समीक्षा में')).toBeTruthy();
    expect(screen.getByText('2 मिनट पहले')).toBeTruthy();
  });

  it('closes the panel when a notification is followed', async () => {
    render({ items: [fair({ readAt: minutesAgo(1) })], unread: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('link', { name: /Krishi Mela 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks again when the window gets focus back, and shows what came meanwhile', async () => {
    let list: NotificationList = { items: [], unread: 0 };
    stubApi({ 'GET /api/notifications': () => json(200, list) });
    renderScreen(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    list = { items: [fair()], unread: 1 };
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    focusManager.setFocused(undefined);
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list: NotificationList = { items: [], unread: 0 };
    const calls = stubApi({ 'GET /api/notifications': () => json(200, list) });
    renderScreen(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    list = { items: [fair(), dealership()], unread: 12 };
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await screen.findByRole('button', { name: 'Notifications, 12 unread' })).textContent).toBe('9+');
  });
});

describe('when a notification came', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('is relative within a week and an India date after, in the reader language', () => {
    expect(notificationWhen('2026-11-25T09:59:30Z', 'en', now)).toBe('now');
    expect(notificationWhen('2026-11-25T09:15:00Z', 'en', now)).toBe('45 minutes ago');
    expect(notificationWhen('2026-11-25T07:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(notificationWhen('2026-11-24T09:00:00Z', 'en', now)).toBe('yesterday');
    // 20:00 UTC on the 10th is already the 11th in India.
    expect(notificationWhen('2026-11-10T20:00:00Z', 'en', now)).toBe('11 Nov');
    expect(notificationWhen('2025-11-10T20:00:00Z', 'en', now)).toBe('11 Nov 2025');
    expect(notificationWhen('2026-11-25T07:00:00Z', 'hi', now)).toBe('3 घंटे पहले');
  });
});
