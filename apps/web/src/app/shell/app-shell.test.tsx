import type { MeResponse } from '@sangam/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { AppShell } from './app-shell.tsx';

const me = (fpo: boolean): MeResponse => ({
  user: { id: 'u1', email: 'lakshmi@example.org', name: 'Lakshmi', emailVerified: true, language: 'en' },
  profile: null,
  fpo: fpo
    ? {
        id: 'fpo-1',
        name: 'Hosur Raitha FPC',
        phone: null,
        address: null,
        plan: 'pro',
        language: 'kn',
        role: 'owner',
        trial: {
          isTrialActive: false,
          daysRemaining: -10,
          trialEndDate: '2026-10-01',
          isExpired: true,
          extendedByAdmin: false,
        },
      }
    : null,
  isAdmin: !fpo,
  admin: null,
  upgradeWhatsappNumber: '919845012345',
  supportEmail: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the top bar', () => {
  it("shows an FPO user's bell with the unread count", async () => {
    stubApi({ 'GET /api/notifications': () => json(200, { items: [], unread: 3 }) });
    renderScreen(<AppShell me={me(true)}>Screen</AppShell>);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('has no bell for someone without an FPO', async () => {
    const calls = stubApi({});
    renderScreen(<AppShell me={me(false)}>Screen</AppShell>);
    expect(await screen.findByText('Screen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/notifications'))).toEqual([]);
  });
});
