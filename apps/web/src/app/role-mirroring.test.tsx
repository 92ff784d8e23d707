import type { Farmer, TeamRole } from '@sangam/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { FarmerActions } from '@/features/farmers/components/farmer-actions.tsx';
import { useProfileGate } from '@/features/fpo-profile/components/profile-gate.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { memberOf } from '@/test/team-fixtures.ts';
import { ShellLayout } from './shell-layout.tsx';

/** The shell with stand-in screens, opened at `path` by a member with `role`. */
const openAs = (role: TeamRole, path: string) => {
  setSession(memberOf(role));
  stubApi({ 'GET /api/notifications': () => json(200, { items: [], unread: 0 }) });
  renderScreen(
    <ToastProvider>
      <Routes>
        <Route element={<ShellLayout />}>
          {['/dashboard', '/farmers', '/buyer', '/team', '/settings'].map((screenPath) => (
            <Route key={screenPath} path={screenPath} element={<h1>Screen {screenPath}</h1>} />
          ))}
        </Route>
      </Routes>
    </ToastProvider>,
    { path },
  );
};

const menu = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the UI mirrors the role (issue 20)', () => {
  it("shows an owner every screen, the team's among them", async () => {
    openAs('owner', '/team');
    expect(await screen.findByRole('heading', { name: 'Screen /team' })).toBeTruthy();
    const links = await menu();
    expect(links).toContain('Team');
    expect(links).toContain('Dashboard');
    expect(links).toContain('Buyer');
  });

  it('shows a manager everything but the team, and refuses its page in words', async () => {
    openAs('manager', '/team');
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeTruthy();
    expect(
      screen.getByText("Your role in Hosur FPO does not open this page. Ask your FPO's owner."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    const links = await menu();
    expect(links).not.toContain('Team');
    expect(links).toContain('Dashboard');
    expect(links).toContain('Reports');
  });

  it('shows field staff the farmer register alone, and refuses the buyers page', async () => {
    openAs('field_staff', '/buyer');
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Screen /buyer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Farmers' }).getAttribute('href')).toBe('/farmers');
    expect(await menu()).toEqual(['Farmers']);
  });

  it('sends field staff from the dashboard, where many links lead, to their home', async () => {
    openAs('field_staff', '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Screen /farmers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sangam, go to the dashboard' }).getAttribute('href')).toBe(
      '/farmers',
    );
  });

  it.each<[TeamRole, boolean]>([
    ['owner', true],
    ['field_staff', false],
  ])('the account menu of a %s offers Settings: %s', async (role, shown) => {
    openAs(role, '/farmers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Settings' }) !== null).toBe(shown);
  });
});

const farmer = { id: 'f-1', farmerName: 'Ravi Kumar' } as Farmer;

describe('buttons the role does not have', () => {
  it.each<[TeamRole, boolean]>([
    ['owner', true],
    ['manager', true],
    ['field_staff', false],
  ])("a %s's farmer row has a delete button: %s", (role, shown) => {
    setSession(memberOf(role));
    renderScreen(
      <ToastProvider>
        <ConfirmProvider>
          <FarmerActions farmer={farmer} />
        </ConfirmProvider>
      </ToastProvider>,
    );
    expect(screen.getByRole('button', { name: /Edit/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ }) !== null).toBe(shown);
  });

  const Gate = () => {
    const gate = useProfileGate();
    return (
      <>
        <button type="button" onClick={() => void gate.requireProfile(() => {})}>
          Add
        </button>
        {gate.dialog}
      </>
    );
  };

  it.each<[TeamRole, boolean]>([
    ['manager', true],
    ['field_staff', false],
  ])('the Complete Your Profile dialog of a %s offers the form: %s', async (role, form) => {
    setSession(memberOf(role));
    stubApi({
      'GET /api/fpo/profile': () =>
        json(200, { fpoName: 'Hosur FPO', fpoPhone: null, missing: ['fpoPhone'] }),
    });
    renderScreen(
      <ToastProvider>
        <Gate />
      </ToastProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    expect(within(dialog).queryByLabelText(/Phone Number/) !== null).toBe(form);
    if (!form) expect(dialog.textContent).toContain("ask your FPO's owner");
  });
});
