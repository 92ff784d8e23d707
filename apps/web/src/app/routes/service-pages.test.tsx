import { computeTrialStatus, type MeResponse, type ServicesInfo } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { AccountingScreen } from './accounting.tsx';
import { HfnStoresScreen } from './hfn-stores.tsx';
import { CaServicesScreen, DprServicesScreen } from './service-pages.tsx';

const me: MeResponse = {
  user: { id: 'u1', email: 'ravi@hosur.example', name: 'ravi', emailVerified: true, language: 'en' },
  profile: {
    fullName: 'Lakshmi Devi',
    organization: null,
    phone: '+919845012345',
    onboardingCompleted: true,
  },
  fpo: {
    id: 'f1',
    name: 'Hosur FPO',
    phone: '+919886012345',
    address: null,
    plan: 'pro_max',
    language: 'en',
    role: 'owner',
    trial: computeTrialStatus({ createdAt: new Date() }),
  },
  isAdmin: false,
  admin: null,
  upgradeWhatsappNumber: '919845012345',
  supportEmail: null,
};

const info = (overrides: Partial<ServicesInfo> = {}): ServicesInfo => ({
  contact: { phone: '1800 123 4567', email: 'help@sangam.example' },
  enquiriesOpen: true,
  ...overrides,
});

beforeEach(() => setSession(me));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('CA Services (document 2, 2.15 and 9)', () => {
  it('lists the seven services, the three plans with their yearly prices, and the contact from configuration', async () => {
    stubApi({ 'GET /api/services': () => json(200, info()) });
    renderScreen(<CaServicesScreen />);
    expect(screen.getByRole('heading', { name: 'CA Services' })).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'What the chartered accountant does' }));
    expect(items.getAllByRole('listitem')).toHaveLength(7);
    expect(items.getByText('GST returns')).toBeTruthy();

    const plans = within(screen.getByRole('region', { name: 'Plans and prices' })).getAllByRole('listitem');
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Premium',
      'Enterprise',
    ]);
    expect(plans.map((plan) => plan.textContent)).toEqual([
      expect.stringContaining('₹25,000 per year'),
      expect.stringContaining('₹45,000 per year'),
      expect.stringContaining('₹75,000 per year'),
    ]);

    const contact = await screen.findByRole('region', { name: 'Talk to the Sangam team' });
    expect(within(contact).getByRole('link', { name: 'Toll-free: 1800 123 4567' }).getAttribute('href')).toBe(
      'tel:18001234567',
    );
    expect(within(contact).getByRole('link', { name: 'Email: help@sangam.example' })).toBeTruthy();
  });

  it('shows the DPR investment report at ₹1,00,000 a project', () => {
    stubApi({ 'GET /api/services': () => json(200, info()) });
    renderScreen(<DprServicesScreen />);
    const plans = within(screen.getByRole('region', { name: 'Plans and prices' })).getAllByRole('listitem');
    expect(plans.at(-1)?.textContent).toContain('₹1,00,000 per project');
  });
});

describe('the enquiry form', () => {
  it("is filled in from the FPO's profile, takes the plan chosen on a card, and sends it", async () => {
    const calls = stubApi({
      'GET /api/services': () => json(200, info()),
      'POST /api/enquiries': () => json(204),
    });
    renderScreen(<CaServicesScreen />);
    const user = userEvent.setup();

    const form = within(screen.getByRole('region', { name: 'Send an enquiry' }));
    expect(form.getByLabelText(/Contact person/)).toHaveProperty('value', 'Lakshmi Devi');
    expect(form.getByLabelText(/Mobile number/)).toHaveProperty('value', '9886012345');
    expect(form.getByText('Sent for Hosur FPO. We will also write to ravi@hosur.example.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ask about Premium' }));
    expect(form.getByLabelText('Plan')).toHaveProperty('value', 'premium');
    await user.type(form.getByLabelText('Message'), 'Our first audit is due.');
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));

    expect(await form.findByText('Enquiry sent')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      service: 'ca',
      plan: 'premium',
      name: 'Lakshmi Devi',
      // The form sends the number as the API keeps it.
      phone: '+919886012345',
      message: 'Our first audit is due.',
    });
    expect(form.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('checks the phone before sending', async () => {
    const calls = stubApi({ 'GET /api/services': () => json(200, info()) });
    renderScreen(<CaServicesScreen />);
    const user = userEvent.setup();
    const form = within(screen.getByRole('region', { name: 'Send an enquiry' }));
    await user.clear(form.getByLabelText(/Mobile number/));
    await user.type(form.getByLabelText(/Mobile number/), '12345');
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));
    expect(await form.findByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says when the FPO has sent too many enquiries this hour', async () => {
    stubApi({
      'GET /api/services': () => json(200, info()),
      'POST /api/enquiries': () =>
        refusal(429, 'rate_limited', [{ field: 'retryAfterSeconds', code: '3000' }]),
    });
    renderScreen(<CaServicesScreen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(
      await screen.findByText('Your FPO has sent 5 enquiries in the last hour. Please try again later.'),
    ).toBeTruthy();
  });

  it('says enquiries are not set up when the server has no owner address, and still shows the contact', async () => {
    stubApi({ 'GET /api/services': () => json(200, info({ enquiriesOpen: false })) });
    renderScreen(<AccountingScreen />);
    expect(await screen.findByText('Enquiries are not set up on this server')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Talk to the Sangam team' })).toBeTruthy();
  });

  it('says so too when the server answers enquiries_not_configured', async () => {
    stubApi({
      'GET /api/services': () => json(200, info()),
      'POST /api/enquiries': () => refusal(503, 'enquiries_not_configured'),
    });
    renderScreen(<AccountingScreen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(screen.getByText('Enquiries are not set up on this server')).toBeTruthy());
  });
});

describe('Accounting (document 2, 2.15)', () => {
  it('shows the Coming Soon banner with six feature cards and the seven mandatory compliance items', () => {
    stubApi({ 'GET /api/services': () => json(200, info()) });
    renderScreen(<AccountingScreen />);
    const soon = within(screen.getByRole('region', { name: 'Accounting software for FPOs' }));
    expect(soon.getByText('Coming Soon')).toBeTruthy();
    expect(soon.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Easy to Use',
      'Cooperative Focused',
      'Compliance Ready',
      'Member Financial Tracking',
      'Procurement and Sales',
      'Government Scheme Integration',
    ]);
    const ca = within(screen.getByRole('region', { name: 'Chartered accountant services' }));
    expect(ca.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Audit Report',
      'Balance Sheet',
      'Director KYC',
      'MGT-7',
      'Other ROC',
      'PAS-3',
      'Utilisation Certificate',
    ]);
    expect(screen.queryByLabelText('Plan')).toBeNull();
  });
});

describe('HFN Stores (document 2, 2.15)', () => {
  it('describes the store with icons rather than photographs, its support, and the helpline from configuration', async () => {
    stubApi({ 'GET /api/services': () => json(200, info()) });
    const { container } = renderScreen(<HfnStoresScreen />);
    expect(screen.getByRole('heading', { name: 'HFN Stores' })).toBeTruthy();
    const support = within(screen.getByRole('region', { name: 'What the network gives your store' }));
    expect(support.getAllByRole('listitem')).toHaveLength(6);
    expect(container.querySelector('img')).toBeNull();
    const helpline = await screen.findByRole('region', { name: 'HFN store helpline' });
    expect(within(helpline).getByRole('link', { name: 'Toll-free: 1800 123 4567' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
  });
});
