import { computeTrialStatus, type Farmer, type Language, type MeResponse } from '@sangam/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { FarmerForm } from './farmer-form.tsx';

/** Signed in to an FPO whose farmers mostly read `language`. */
const signedInTo = (language: Language) => {
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
      name: 'Kolar FPO',
      phone: '+919845012345',
      address: null,
      plan: 'starters',
      language,
      role: 'owner',
      trial: computeTrialStatus({ createdAt: new Date() }),
    },
    isAdmin: false,
    admin: null,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
  setSession(me);
};

const savedFarmer: Farmer = {
  id: '7d0f3c1e-4a47-4a53-9a37-8f3a0d0e2c11',
  farmerName: 'Selvi',
  phoneNumber: '+919845012345',
  acres: 2,
  gender: 'Female',
  village: 'Hosur',
  block: 'Hosur',
  district: 'Krishnagiri',
  state: 'Tamil Nadu',
  pincode: '635109',
  source: 'manual',
  preferredLanguage: 'ta',
  fileId: null,
  version: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const renderForm = (farmer?: Farmer) => {
  renderScreen(
    <ToastProvider>
      <FarmerForm farmer={farmer} onDone={() => {}} onCancel={() => {}} />
    </ToastProvider>,
  );
  return userEvent.setup();
};

const languagePicker = () => screen.getByLabelText<HTMLSelectElement>('Preferred language');

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("the farmer form's preferred language (issue 18)", () => {
  it("starts a new farmer in the FPO's language, offering the six by their own names", () => {
    signedInTo('kn');
    renderForm();
    expect(languagePicker().value).toBe('kn');
    expect([...languagePicker().options].map((option) => option.textContent)).toEqual([
      'English',
      'हिन्दी',
      'ಕನ್ನಡ',
      'తెలుగు',
      'தமிழ்',
      'മലയാളം',
    ]);
    expect(screen.getByText('Messages to this farmer are sent in this language.')).toBeTruthy();
  });

  it('sends the language chosen with the new farmer', async () => {
    signedInTo('kn');
    const calls = stubApi({
      'POST /api/farmers': () => json(201, { ...savedFarmer, preferredLanguage: 'hi' }),
    });
    const user = renderForm();
    await user.type(screen.getByLabelText(/Farmer name/), 'Selvi');
    await user.type(screen.getByLabelText(/Phone/), '9845012345');
    await user.type(screen.getByLabelText(/Land \(acres\)/), '2');
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
    for (const [label, value] of [
      ['Village', 'Hosur'],
      ['Block', 'Hosur'],
      ['District', 'Krishnagiri'],
      ['State', 'Tamil Nadu'],
      ['Pincode', '635109'],
    ])
      await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value as string);
    await user.selectOptions(languagePicker(), 'हिन्दी');
    await user.click(screen.getByRole('button', { name: 'Add Farmer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      farmerName: 'Selvi',
      preferredLanguage: 'hi',
    });
  });

  it("shows a saved farmer's own language, not the FPO's, when editing", () => {
    signedInTo('kn');
    renderForm(savedFarmer);
    expect(languagePicker().value).toBe('ta');
  });

  it('says what is wrong when the server refuses the language', async () => {
    signedInTo('en');
    stubApi({
      'PUT /api/farmers/7d0f3c1e-4a47-4a53-9a37-8f3a0d0e2c11': () =>
        refusal(400, 'validation_failed', [{ field: 'preferredLanguage', code: 'language_invalid' }]),
    });
    const user = renderForm(savedFarmer);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/leave it empty to use your FPO's language/)).toBeTruthy();
  });
});
