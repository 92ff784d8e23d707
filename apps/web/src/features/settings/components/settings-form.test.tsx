import type { Settings } from '@sangam/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { SettingsForm } from './settings-form.tsx';

const settings: Settings = {
  email: 'op@example.org',
  language: 'en',
  fullName: 'Shantamma Hiremath',
  organization: null,
  phone: '+919448012345',
  fpoName: 'Tungabhadra Farmer Producer Company',
  fpoPhone: '+919448012345',
  fpoAddress: null,
  fpoWebsite: null,
  gstNumber: null,
  fssaiNumber: null,
  incorporationDate: null,
  gstFiling: 'monthly',
  fpoLanguage: 'kn',
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("the language of the FPO's farmers in Settings (issue 18)", () => {
  it('is an FPO detail that new farmers get, saved with the others', async () => {
    const calls = stubApi({
      'PUT /api/settings': (call) => json(200, { ...settings, ...(call.body as object) }),
    });
    renderScreen(
      <ToastProvider>
        <SettingsForm settings={settings} panels={{}} />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'FPO Details' }));
    const picker = screen.getByLabelText<HTMLSelectElement>('Language of your farmers');
    expect(picker.value).toBe('kn');
    expect(screen.getByText(/New farmers get it unless you choose another for them/)).toBeTruthy();
    await user.selectOptions(picker, 'తెలుగు');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      fpoName: 'Tungabhadra Farmer Producer Company',
      fpoLanguage: 'te',
    });
  });
});
