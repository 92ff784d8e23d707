import { computeTrialStatus, type Farmer, type MeResponse } from '@sangam/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { FarmerForm } from './farmer-form.tsx';

const me: MeResponse = {
  user: { id: 'u1', email: 'op@example.org', name: 'op', emailVerified: true, language: 'en' },
  profile: {
    fullName: 'Lakshmi Devi',
    organization: null,
    phone: '+919845012345',
    onboardingCompleted: true,
  },
  fpo: {
    id: 'f1',
    name: 'Dharwad FPO',
    phone: '+919845012345',
    address: null,
    plan: 'starters',
    language: 'en',
    role: 'field_staff',
    trial: computeTrialStatus({ createdAt: new Date() }),
  },
  isAdmin: false,
  admin: null,
  upgradeWhatsappNumber: '919845012345',
  supportEmail: null,
};

const directory: Record<string, { district: string; state: string }> = {
  '580029': { district: 'Dharwad', state: 'Karnataka' },
  '560001': { district: 'Bengaluru Urban', state: 'Karnataka' },
};
const lookups = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/api/pincodes/'));
const withDirectory = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    ...Object.fromEntries(
      Object.entries(directory).map(([pincode, place]) => [
        `GET /api/pincodes/${pincode}`,
        () => json(200, { pincode, ...place }),
      ]),
    ),
    'GET /api/pincodes/999999': () => refusal(404, 'not_found'),
    ...extra,
  });

const renderForm = (farmer?: Farmer) => {
  renderScreen(
    <ToastProvider>
      <FarmerForm farmer={farmer} onDone={() => {}} onCancel={() => {}} />
    </ToastProvider>,
  );
  return userEvent.setup();
};
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));

beforeEach(() => setSession(me));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the farmer form and the pincode directory (decision 035)', () => {
  it('fills an empty district and state from a pincode, asking once per pincode', async () => {
    const calls = withDirectory();
    const user = renderForm();
    await user.type(field('Pincode'), '58002');
    expect(lookups(calls)).toEqual([]);
    await user.type(field('Pincode'), '9');
    await waitFor(() => expect(field('District').value).toBe('Dharwad'));
    expect(field('State').value).toBe('Karnataka');
    expect(screen.getByText('District and state filled in from pincode 580029.')).toBeTruthy();
    expect(screen.queryByText(/is in Dharwad/)).toBeNull();
    // Typed again, the answer comes from the cache.
    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '580029');
    expect(lookups(calls)).toHaveLength(1);
  });

  it('replaces what it filled when the pincode changes, and leaves what was typed', async () => {
    withDirectory();
    const user = renderForm();
    await user.type(field('Pincode'), '580029');
    await waitFor(() => expect(field('District').value).toBe('Dharwad'));
    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(field('District').value).toBe('Bengaluru Urban'));
  });

  it('warns when the typed district is not the pincode\'s, and "Use these" puts the pincode\'s place', async () => {
    withDirectory();
    const user = renderForm();
    await user.type(field('District'), 'Belagavi');
    await user.type(field('State'), 'Karnataka');
    await user.type(field('Pincode'), '580029');
    const warning = await screen.findByText('Pincode 580029 is in Dharwad, Karnataka.');
    expect(warning).toBeTruthy();
    // A warning, not an error: nothing is counted against saving.
    expect(screen.queryByText(/Please fix/)).toBeNull();
    expect(field('District').value).toBe('Belagavi');
    await user.click(screen.getByRole('button', { name: 'Use these' }));
    expect(field('District').value).toBe('Dharwad');
    expect(screen.queryByText('Pincode 580029 is in Dharwad, Karnataka.')).toBeNull();
  });

  it('does not warn about an old name or a place written in Kannada', async () => {
    const calls = withDirectory();
    const user = renderForm();
    await user.type(field('District'), 'Dharwar');
    await user.type(field('State'), 'ಕರ್ನಾಟಕ');
    await user.type(field('Pincode'), '580029');
    await waitFor(() => expect(lookups(calls)).toHaveLength(1));
    // The answer has arrived: a Belagavi typed now is warned about at once.
    await user.clear(field('District'));
    await user.type(field('District'), 'Belagavi');
    expect(await screen.findByText('Pincode 580029 is in Dharwad, Karnataka.')).toBeTruthy();
    await user.clear(field('District'));
    await user.type(field('District'), 'Dharwar');
    expect(screen.queryByText(/is in Dharwad/)).toBeNull();
  });

  it('says nothing and saves all the same when the pincode is unknown or the lookup fails', async () => {
    const calls = withDirectory({
      'GET /api/pincodes/560002': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/farmers': () => json(201, {}),
    });
    const user = renderForm();
    await user.type(screen.getByLabelText(/Farmer name/), 'Savitri Patil');
    await user.type(screen.getByLabelText(/Phone/), '9845012345');
    await user.type(screen.getByLabelText(/Land \(acres\)/), '2');
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
    await user.type(field('Village'), 'Navanagar');
    await user.type(field('Block'), 'Hubballi');
    await user.type(field('Pincode'), '999999');
    await waitFor(() => expect(lookups(calls)).toHaveLength(1));
    expect(field('District').value).toBe('');
    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '560002');
    await user.type(field('District'), 'Dharwad');
    await user.type(field('State'), 'Karnataka');
    expect(screen.queryByRole('button', { name: 'Use these' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Farmer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      district: 'Dharwad',
      state: 'Karnataka',
      pincode: '560002',
    });
  });
});
