import {
  adminSummary,
  computeTrialStatus,
  noPageAccess,
  type AccessOverview,
  type AdminStanding,
  type MeResponse,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { AdminRoute } from '../admin-route.tsx';
import { AdminAccessScreen } from './admin-access.tsx';
import { AdminDashboardScreen } from './admin-dashboard.tsx';

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'me', email: 'me@sangam.example', name: 'me', emailVerified: true, language: 'en' },
    profile: { fullName: 'Asha', organization: null, phone: '+919845012345', onboardingCompleted: true },
    fpo: {
      id: '0b6f0c1e-5d0a-4c39-9a51-2f1f6a1d7e11',
      name: 'Hosur FPO',
      phone: null,
      address: null,
      plan: 'starters',
      language: 'en',
      role: 'owner',
      trial: computeTrialStatus({ createdAt: new Date() }),
    },
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};
const granted = (pages: Partial<ReturnType<typeof noPageAccess>>): AdminStanding => ({
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), ...pages },
});
const viewerOfUsers = granted({ users: { view: true, edit: false, delete: false } });

const renderAt = (path: string, standing: AdminStanding, overview?: AccessOverview) => {
  setSession(meAs(standing));
  const calls = stubApi({
    'GET /api/admin/access': () => json(200, overview ?? { records: [], candidates: [] }),
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <Routes>
          <Route path="/admin" element={<AdminRoute />}>
            <Route index element={<AdminDashboardScreen />} />
            <Route path="access" element={<AdminAccessScreen />} />
          </Route>
          <Route path="/dashboard" element={<p>The FPO dashboard</p>} />
        </Routes>
      </ConfirmProvider>
    </ToastProvider>,
    { path },
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the back office', () => {
  it('shows an admin only the cards of the pages they may view', async () => {
    renderAt('/admin', viewerOfUsers);
    expect(await screen.findByRole('link', { name: /Users & Trials/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Access Control/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the owner every card', async () => {
    renderAt('/admin', { kind: 'owner' });
    await screen.findByRole('link', { name: /Users & Trials/ });
    // A card for each of the twelve pages, and the audit log, which is the owner's alone.
    expect(screen.getAllByRole('link')).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe('/admin/audit');
  });

  it('sends an admin to the FPO dashboard from a page they may not view, and a user with no grant from /admin', async () => {
    renderAt('/admin/access', viewerOfUsers);
    expect(await screen.findByText('The FPO dashboard')).toBeTruthy();
    resetSession();
    renderAt('/admin', { kind: 'none' });
    expect((await screen.findAllByText('The FPO dashboard')).length).toBeGreaterThan(0);
  });
});

const colleague = {
  userId: 'u-colleague',
  email: 'colleague@fpo.example',
  fullName: 'Ravi Kumar',
  fpoName: 'Kolar FPO',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), users: { view: true, edit: false, delete: false } },
  notes: null,
  grantedByEmail: 'owner@sangam.example',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const overview: AccessOverview = {
  records: [colleague],
  candidates: [{ userId: 'u-new', email: 'new@fpo.example', fullName: 'Meena', fpoName: 'Tumakuru FPO' }],
};

describe('Access Control Management (document 2, 2.5)', () => {
  it('lists grants with their pages, and grants access to a chosen user after asking for one', async () => {
    const { calls, user } = renderAt('/admin/access', { kind: 'owner' }, overview);
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Users & Trials (View)')).toBeTruthy();
    expect(within(row).getByText('owner@sangam.example')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Grant Access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant Access' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant Access' }));
    expect(within(dialog).getByText('Please select a user')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^User/ }), 'u-new');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Edit on Crops' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Super admin/ }));
    expect(within(dialog).queryByRole('table')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /Super admin/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Grant Access' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        userId: 'u-new',
        isSuperAdmin: false,
        pageAccess: { crops: { view: false, edit: true, delete: false } },
      }),
    );
  });

  it('revokes after the danger confirmation naming the user', async () => {
    const { calls, user } = renderAt('/admin/access', { kind: 'owner' }, overview);
    await user.click(await screen.findByRole('button', { name: 'Revoke access of Ravi Kumar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Access' });
    expect(confirm.textContent).toContain('Ravi Kumar will no longer be able to open any admin page');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/access/u-colleague')).toBe(
        true,
      ),
    );
  });

  it('offers a viewer of the access page no change, and an editor no grant wider than their own', async () => {
    renderAt('/admin/access', granted({ access: { view: true, edit: false, delete: false } }), overview);
    await screen.findByText('Ravi Kumar');
    expect(screen.queryByRole('button', { name: 'Grant Access' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
