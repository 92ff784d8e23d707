import { computeTrialStatus, type MeResponse, type Plan } from '@sangam/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { PlanGate } from './plan-gate.tsx';
import { TrialBadge } from './trial-badge.tsx';
import { TrialBanner } from './trial-banner.tsx';

const DAY = 24 * 60 * 60 * 1000;

const meWith = (plan: Plan, accountAgeDays: number): MeResponse => ({
  user: { id: 'u1', email: 'op@example.org', name: 'op', emailVerified: true, language: 'en' },
  profile: {
    fullName: 'Lakshmi Devi',
    organization: null,
    phone: '+919845012345',
    onboardingCompleted: true,
  },
  fpo: {
    id: 'f1',
    name: 'Hosur FPO',
    phone: null,
    address: null,
    plan,
    language: 'en',
    role: 'owner',
    trial: computeTrialStatus({ createdAt: new Date(Date.now() - accountAgeDays * DAY) }),
  },
  isAdmin: false,
  admin: null,
  upgradeWhatsappNumber: '919845012345',
  supportEmail: 'support@example.org',
});

describe('trial banner, badge and upgrade gate (DECISIONS T4)', () => {
  it.each(['pro', 'pro_max'] as const)(
    'a %s FPO past its trial sees no banner and no expired badge',
    (plan) => {
      renderScreen(
        <>
          <TrialBanner me={meWith(plan, 45)} />
          <TrialBadge me={meWith(plan, 45)} />
        </>,
      );
      expect(screen.queryByText('Trial Period Expired')).toBeNull();
      expect(screen.queryByText(/Expired/)).toBeNull();
      expect(screen.queryByText('Upgrade Now')).toBeNull();
    },
  );

  it('a Starters FPO past its trial sees the banner with an upgrade link', () => {
    renderScreen(<TrialBanner me={meWith('starters', 45)} />);
    expect(screen.getByText('Trial Period Expired')).toBeTruthy();
    expect(screen.getByText('Upgrade Now')).toBeTruthy();
  });

  it('a Pro FPO past its trial opens a Pro screen, and meets the gate on a Pro Max one', () => {
    renderScreen(
      <>
        <PlanGate me={meWith('pro', 45)} needed="pro">
          <p>Reports screen</p>
        </PlanGate>
        <PlanGate me={meWith('pro', 45)} needed="pro_max">
          <p>Dividend screen</p>
        </PlanGate>
      </>,
    );
    expect(screen.getByText('Reports screen')).toBeTruthy();
    expect(screen.queryByText('Dividend screen')).toBeNull();
    expect(screen.getByText('PRO MAX FEATURE')).toBeTruthy();
  });

  it('a Starters FPO in its trial opens every screen', () => {
    renderScreen(
      <PlanGate me={meWith('starters', 3)} needed="pro_max">
        <p>Dividend screen</p>
      </PlanGate>,
    );
    expect(screen.getByText('Dividend screen')).toBeTruthy();
  });
});
