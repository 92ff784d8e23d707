import type { InvitationPreview, MeResponse } from '@sangam/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { memberOf } from '@/test/team-fixtures.ts';
import { InvitationScreen } from './invitation.tsx';

const TOKEN = 'Q2hhbmdlZC1ieS1ub2JvZHktaW4tdGhlLXRlc3RzLTA';
const preview = (over: Partial<InvitationPreview> = {}): InvitationPreview => ({
  fpoName: 'Hosur FPO',
  email: 'ravi@hosur.example',
  role: 'field_staff',
  invitedBy: 'Lakshmi Devi',
  expiresAt: '2026-11-27T10:00:00.000Z',
  accountExists: false,
  ...over,
});

/** Someone signed in with no FPO yet (an account made before the invitation came). */
const withoutFpo = (email: string): MeResponse => ({ ...memberOf('owner', email), fpo: null });

const renderInvitation = (
  me: MeResponse | null,
  routes: Record<string, (call: ApiCall) => Response | Promise<Response>> = {},
) => {
  setSession(me);
  const calls = stubApi({ [`GET /api/invitations/${TOKEN}`]: () => json(200, preview()), ...routes });
  renderScreen(
    <Routes>
      <Route path="/invitations/:token" element={<InvitationScreen />} />
      <Route path="/farmers" element={<p>The farmer register</p>} />
    </Routes>,
    { path: `/invitations/${TOKEN}` },
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  localStorage.clear();
});

describe('the invitation page (issue 20)', () => {
  it('shows the FPO, the role with what it may do, and who invited', async () => {
    renderInvitation(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Hosur FPO' })).toBeTruthy();
    expect(
      screen.getByText('Lakshmi Devi invites you to join Hosur FPO on Sangam as Field staff.'),
    ).toBeTruthy();
    expect(screen.getByText('Your role').nextSibling?.textContent).toBe('Field staff');
    expect(screen.getByText(/Open, add and change, but not delete:/).parentElement?.textContent).toContain(
      'Farmers and Spreadsheet imports',
    );
  });

  it('signed out with no account: makes one with name, mobile and password, and lands on the home of the role', async () => {
    const { calls, user } = renderInvitation(null, {
      [`POST /api/invitations/${TOKEN}/accept`]: () => json(200, { home: '/farmers' }),
      'GET /api/auth/get-session': () => json(200, { user: { id: 'u-new' } }),
      'GET /api/me': () => json(200, memberOf('field_staff', 'ravi@hosur.example')),
    });
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.value).toBe('ravi@hosur.example');
    expect(email.readOnly).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Join Hosur FPO' }));
    expect(await screen.findByText('Enter your full name.')).toBeTruthy();
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Choose a password.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), ' Ravi Kumar ');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Join Hosur FPO' }));
    expect(await screen.findByText(/Enter a 10-digit Indian mobile number/)).toBeTruthy();
    expect(screen.getByText(/Use at least 6 characters/)).toBeTruthy();
    // The password can be shown, as at sign-up.
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');

    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+91 98450-12345');
    await user.type(screen.getByLabelText('Password'), 'def');
    await user.click(screen.getByRole('button', { name: 'Join Hosur FPO' }));
    expect(await screen.findByText('The farmer register')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      fullName: 'Ravi Kumar',
      phone: '9845012345',
      password: 'abcdef',
    });
  });

  it('signed out with an account: sends them to sign in and back to this page', async () => {
    renderInvitation(null, {
      [`GET /api/invitations/${TOKEN}`]: () => json(200, preview({ accountExists: true })),
    });
    expect(await screen.findByText(/An account with ravi@hosur.example already exists/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in to accept' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('next')).toBe(
      `/invitations/${TOKEN}`,
    );
    expect(link.getAttribute('href')?.startsWith('/login?')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
  });

  it('signed in as the invited address: Accept joins and opens the home of the role', async () => {
    const { calls, user } = renderInvitation(withoutFpo('ravi@hosur.example'), {
      [`POST /api/invitations/${TOKEN}/accept`]: () => json(200, { home: '/farmers' }),
      'GET /api/me': () => json(200, memberOf('field_staff', 'ravi@hosur.example')),
    });
    localStorage.setItem('sangam.signedIn', '1');
    expect(await screen.findByText('You are signed in as ravi@hosur.example.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept and join Hosur FPO' }));
    expect(await screen.findByText('The farmer register')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('signed in as the invited address with no profile yet: asks for name and mobile, not a password', async () => {
    const { calls, user } = renderInvitation(
      { ...withoutFpo('ravi@hosur.example'), profile: null },
      {
        [`POST /api/invitations/${TOKEN}/accept`]: () => json(200, { home: '/farmers' }),
        'GET /api/me': () => json(200, memberOf('field_staff', 'ravi@hosur.example')),
      },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ravi Kumar');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '098450 12345');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept and join Hosur FPO' }));
    expect(await screen.findByText('The farmer register')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      fullName: 'Ravi Kumar',
      phone: '9845012345',
    });
  });

  it('signed in as another address: says so, and signing out shows the way in for the invited one', async () => {
    const { calls, user } = renderInvitation(withoutFpo('someone@else.example'), {
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    expect(
      await screen.findByText(
        'You are signed in as someone@else.example, but this invitation is for ravi@hosur.example. Sign out, then open the link again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('textbox', { name: 'Full name' }, { timeout: 3000 })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/sign-out')).toBe(true);
  });

  it('signed in and already in an FPO: says an account belongs to one FPO', async () => {
    renderInvitation(memberOf('owner', 'ravi@hosur.example'));
    expect(
      await screen.findByText('You already belong to Hosur FPO. An account can belong to one FPO only.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('words an expired link and a link that is no invitation', async () => {
    renderInvitation(null, { [`GET /api/invitations/${TOKEN}`]: () => refusal(410, 'invitation_expired') });
    expect(await screen.findByRole('heading', { name: 'This invitation has expired' })).toBeTruthy();
    expect(screen.getByText("Ask your FPO's owner to send you a new invitation.")).toBeTruthy();
  });

  it('words a revoked or used link', async () => {
    renderInvitation(null, { [`GET /api/invitations/${TOKEN}`]: () => refusal(404, 'invitation_invalid') });
    expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeTruthy();
  });

  it('offers Try again when the invitation cannot be read', async () => {
    let fail = true;
    const { user } = renderInvitation(null, {
      [`GET /api/invitations/${TOKEN}`]: () =>
        fail ? refusal(503, 'service_unavailable') : json(200, preview()),
    });
    expect(await screen.findByRole('heading', { name: 'Could not open the invitation' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Hosur FPO' })).toBeTruthy();
  });

  it('an account made meanwhile: asks to sign in instead', async () => {
    const { user } = renderInvitation(null, {
      [`POST /api/invitations/${TOKEN}/accept`]: () => refusal(409, 'sign_in_required'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ravi Kumar');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9845012345');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Join Hosur FPO' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in to accept' })).toBeTruthy());
  });
});
