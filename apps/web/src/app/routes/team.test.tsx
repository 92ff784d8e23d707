import type { TeamInvitation, TeamMember, TeamResponse } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { memberOf } from '@/test/team-fixtures.ts';
import { TeamScreen } from './team.tsx';

const member = (over: Partial<TeamMember>): TeamMember => ({
  userId: 'u-owner',
  name: 'Lakshmi Devi',
  email: 'lakshmi@hosur.example',
  role: 'owner',
  joinedAt: '2026-11-01T10:00:00.000Z',
  isYou: true,
  ...over,
});
const invitation = (over: Partial<TeamInvitation>): TeamInvitation => ({
  id: '6a1f0c1e-5d0a-4c39-9a51-2f1f6a1d7e11',
  email: 'ravi@hosur.example',
  role: 'field_staff',
  invitedBy: 'Lakshmi Devi',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  expired: false,
  ...over,
});

const team: TeamResponse = {
  members: [
    member({}),
    member({
      userId: 'u-2',
      name: 'Savitha Gowda',
      email: 'savitha@hosur.example',
      role: 'manager',
      joinedAt: '2026-11-10T10:00:00.000Z',
      isYou: false,
    }),
  ],
  invitations: [
    invitation({}),
    invitation({
      id: '7b1f0c1e-5d0a-4c39-9a51-2f1f6a1d7e11',
      email: 'old@hosur.example',
      role: 'manager',
      expiresAt: '2026-11-05T10:00:00.000Z',
      expired: true,
    }),
  ],
};

const renderTeam = (routes: Record<string, (call: ApiCall) => Response> = {}) => {
  const calls = stubApi({ 'GET /api/team': () => json(200, team), ...routes });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <TeamScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

const card = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

beforeEach(() => setSession(memberOf('owner')));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the team page (issue 20)', () => {
  it('shows each member with e-mail, role and joining date; the only owner cannot be demoted or removed', async () => {
    renderTeam();
    expect(await screen.findByRole('heading', { name: 'Members (2)' })).toBeTruthy();
    const owner = card('Lakshmi Devi');
    expect(within(owner).getByText('You')).toBeTruthy();
    expect(within(owner).getByText('lakshmi@hosur.example')).toBeTruthy();
    expect(within(owner).getByText('Joined 1 Nov 2026')).toBeTruthy();
    expect(within(owner).getByText(/The only owner/)).toBeTruthy();
    expect(within(owner).getByRole('combobox', { name: 'Role of Lakshmi Devi' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(owner).queryByRole('button', { name: /Remove/ })).toBeNull();

    const manager = card('Savitha Gowda');
    expect((within(manager).getByRole('combobox') as HTMLSelectElement).value).toBe('manager');
    expect(within(manager).getByRole('button', { name: 'Remove Savitha Gowda from the team' })).toBeTruthy();
  });

  it('changes a role by the choice beside the member', async () => {
    const { calls, user } = renderTeam({
      'PUT /api/team/members/u-2': () => json(200, member({ userId: 'u-2', role: 'field_staff' })),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Savitha Gowda' }),
      'Field staff',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/team/members/u-2',
        body: { role: 'field_staff' },
      }),
    );
    expect(await screen.findByText('Savitha Gowda is now Field staff')).toBeTruthy();
  });

  it('says why the server refused a role change', async () => {
    const { user } = renderTeam({ 'PUT /api/team/members/u-2': () => refusal(409, 'last_owner') });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Savitha Gowda' }), 'Owner');
    expect(await screen.findByText('Could not change the role')).toBeTruthy();
    expect(
      screen.getByText('An FPO needs at least one owner. Make someone else an owner first.'),
    ).toBeTruthy();
  });

  it('removes a member only after a warning that they are signed out at once', async () => {
    const { calls, user } = renderTeam({ 'DELETE /api/team/members/u-2': () => json(204) });
    await user.click(await screen.findByRole('button', { name: 'Remove Savitha Gowda from the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Savitha Gowda?' });
    expect(dialog.textContent).toContain('Savitha Gowda is signed out at once, on every device');
    expect(dialog.textContent).toContain('can no longer open Hosur FPO');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Savitha Gowda from the team' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Savitha Gowda?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/team/members/u-2'));
    expect(await screen.findByText('Savitha Gowda has been removed from the team')).toBeTruthy();
  });

  it('explains each role from the rights the server enforces, and invites with the chosen role', async () => {
    const { calls, user } = renderTeam({
      'POST /api/team/invitations': () => json(201, invitation({ email: 'new@hosur.example' })),
    });
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect((role as HTMLSelectElement).value).toBe('field_staff');
    const rights = () => screen.getByText(/What the .* role allows/).parentElement?.textContent ?? '';
    expect(rights()).toContain('Open, add and change, but not delete: Farmers and Spreadsheet imports');
    expect(rights()).toContain(
      'Cannot open: Dashboard, Products and farm inputs, Buyers and sales, Documents',
    );
    await user.selectOptions(role, 'Manager');
    expect(rights()).toContain('What the Manager role allows');
    expect(rights()).toContain(
      'Open, add, change and delete: Dashboard, Farmers, Spreadsheet imports, Products and farm inputs, ' +
        'Buyers and sales, Documents, Business tools and services, Member register and dividends, Reports, and Settings',
    );
    expect(rights()).toContain('Cannot open: Team and Plan');

    expect(screen.getByText(/It works for 7 days/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter an email address.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' New@Hosur.example ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        email: 'new@hosur.example',
        role: 'manager',
      }),
    );
    expect(await screen.findByText('Invitation sent to new@hosur.example')).toBeTruthy();
  });

  it('says when the address already belongs to an FPO', async () => {
    const { user } = renderTeam({ 'POST /api/team/invitations': () => refusal(409, 'already_in_an_fpo') });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'taken@hosur.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/already belongs to an FPO on Sangam/)).toBeTruthy();
  });

  it('lists open invitations with role, inviter and expiry, and resends or revokes them', async () => {
    const { calls, user } = renderTeam({
      'POST /api/team/invitations/7b1f0c1e-5d0a-4c39-9a51-2f1f6a1d7e11/resend': () =>
        json(200, invitation({ email: 'old@hosur.example' })),
      'DELETE /api/team/invitations/6a1f0c1e-5d0a-4c39-9a51-2f1f6a1d7e11': () => json(204),
    });
    const open = (await screen.findByText('ravi@hosur.example')).closest('li') as HTMLElement;
    expect(open.textContent).toContain('Field staff · invited by Lakshmi Devi');
    expect(open.textContent).toContain('Link valid until 27 Nov 2026');
    const expired = card('old@hosur.example');
    expect(within(expired).getByText(/Link expired on 5 Nov 2026/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resend the invitation to old@hosur.example' }));
    expect(await screen.findByText('Invitation sent again to old@hosur.example')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to ravi@hosur.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(dialog.textContent).toContain('The link sent to ravi@hosur.example stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(
        '/api/team/invitations/6a1f0c1e-5d0a-4c39-9a51-2f1f6a1d7e11',
      ),
    );
  });

  it('says when there are no open invitations', async () => {
    renderTeam({ 'GET /api/team': () => json(200, { ...team, invitations: [] }) });
    expect(await screen.findByText('No open invitations.')).toBeTruthy();
  });

  it('offers Try again when the team cannot be loaded', async () => {
    let fail = true;
    const { user } = renderTeam({
      'GET /api/team': () => (fail ? refusal(503, 'service_unavailable') : json(200, team)),
    });
    expect(await screen.findByText('Could not load your team.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Savitha Gowda')).toBeTruthy();
  });
});
