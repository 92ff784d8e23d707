import { computeTrialStatus, type Farmer, type MeResponse } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { toFormValues } from '../api/farmer-form-values.ts';
import { FarmerForm } from '../components/farmer-form.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { memoryOutboxStore, type OutboxEntry, type OutboxStore } from './outbox-store.ts';
import { resetOutbox, startOutbox } from './outbox.ts';

const owner = { userId: 'u1', fpoId: 'f1' };
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
    language: 'en',
    role: 'field_staff',
    trial: computeTrialStatus({ createdAt: new Date() }),
  },
  isAdmin: false,
  admin: null,
  upgradeWhatsappNumber: '919845012345',
  supportEmail: null,
};

const selvi: Farmer = {
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

type Call = { method: string; path: string; key: string | null; body: Record<string, unknown> | null };

/** The API: each "METHOD /path" answers, or the connection is down. */
const api = (routes: Record<string, (call: Call) => Response>, network = { up: true }) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (!network.up) throw new TypeError('Failed to fetch');
    const url = new URL(input, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      key: new Headers(init.headers).get('idempotency-key'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    return route
      ? route(call)
      : new Response(JSON.stringify({ error: { code: 'not_found' } }), { status: 404 });
  });
  return calls;
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let online = true;
let store: OutboxStore;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  store = memoryOutboxStore();
  resetOutbox(store);
  setSession(me);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSession();
});

const renderIn = (ui: ReactNode) => {
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>{ui}</ConfirmProvider>
    </ToastProvider>,
  );
  return userEvent.setup();
};

const fill = async (user: ReturnType<typeof userEvent.setup>, name: string, phone: string) => {
  await user.type(screen.getByLabelText(/Farmer name/), name);
  await user.type(screen.getByLabelText(/Phone/), phone);
  await user.type(screen.getByLabelText(/Land \(acres\)/), '2');
  await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
  for (const [label, value] of [
    ['Village', 'Hosur'],
    ['Block', 'Hosur'],
    ['District', 'Krishnagiri'],
    ['State', 'Tamil Nadu'],
    ['Pincode', '635109'],
  ] as const)
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
};

const entryOf = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'entry-1',
  key: 'key-entry-1',
  kind: 'create',
  farmerId: null,
  baseVersion: null,
  base: null,
  values: toFormValues(selvi),
  ...owner,
  createdAt: 1,
  revision: 0,
  attempts: 1,
  uncertain: false,
  problem: null,
  ...overrides,
});

describe('the farmer form without a connection', () => {
  it('keeps a farmer added offline on this phone, says so, and counts it as waiting', async () => {
    online = false;
    const calls = api({});
    const user = renderIn(<FarmerForm onDone={() => {}} onCancel={() => {}} />);
    await fill(user, 'Selvi', '9845012345');
    await user.click(screen.getByRole('button', { name: 'Add Farmer' }));
    expect(await screen.findByText('Saved on this phone')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    const [kept] = await store.all();
    expect(kept).toMatchObject({
      kind: 'create',
      values: { farmerName: 'Selvi', phoneNumber: '9845012345' },
    });
    expect(kept?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('keeps a farmer whose save got no answer, with the key that save carried', async () => {
    const network = { up: true };
    const calls = api({ 'POST /api/farmers': () => json(201, selvi) }, network);
    network.up = false;
    const user = renderIn(<FarmerForm onDone={() => {}} onCancel={() => {}} />);
    await fill(user, 'Selvi', '9845012345');
    await user.click(screen.getByRole('button', { name: 'Add Farmer' }));
    expect(await screen.findByText('Saved on this phone')).toBeTruthy();
    const [kept] = await store.all();
    expect(kept).toMatchObject({ uncertain: true, problem: null });
    // The connection returns: the outbox sends it with the same key the form used.
    network.up = true;
    await startOutbox(owner);
    await waitFor(async () => expect(await store.all()).toEqual([]));
    expect(calls.map((c) => [c.method, c.key])).toEqual([['POST', kept?.key]]);
    expect(kept?.values.farmerName).toBe('Selvi');
  });

  it('shows the count of farmers waiting above the form', async () => {
    online = false;
    await store.put(entryOf({ id: 'a', values: { ...toFormValues(selvi), farmerName: 'Asha' } }));
    await store.put(entryOf({ id: 'b', values: { ...toFormValues(selvi), farmerName: 'Basamma' } }));
    await startOutbox(owner);
    renderIn(<FarmerForm onDone={() => {}} onCancel={() => {}} />);
    expect(await screen.findByText('2 farmers waiting to sync')).toBeTruthy();
  });
});

describe('a change that meets a newer version on Sangam', () => {
  const onSangam: Farmer = { ...selvi, village: 'Bagalur', block: 'Bagalur', version: 3 };

  it('shows both versions field by field, starts on the side that changed each, and saves the choice from the current version', async () => {
    const calls = api({
      [`PUT /api/farmers/${selvi.id}`]: (call) =>
        call.body?.baseVersion === 3
          ? json(200, { ...onSangam, acres: 4, version: 4 })
          : json(409, { error: { code: 'farmer_changed' } }),
      [`GET /api/farmers/${selvi.id}`]: () =>
        json(200, { farmer: onSangam, intelligence: [], actionPlan: [], addedBy: null, changedBy: null }),
    });
    const done = vi.fn();
    const user = renderIn(<FarmerForm farmer={selvi} onDone={done} onCancel={() => {}} />);
    await user.clear(screen.getByLabelText(/Land \(acres\)/));
    await user.type(screen.getByLabelText(/Land \(acres\)/), '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText(/Someone changed this farmer on Sangam while you were editing/),
    ).toBeTruthy();
    const acres = await screen.findByRole('group', { name: 'Land (acres)' });
    const village = screen.getByRole('group', { name: 'Village' });
    // Only the differing fields are asked; the others are listed as the same.
    expect(screen.queryByRole('group', { name: 'Farmer name' })).toBeNull();
    expect(screen.getByText(/Same on both: Farmer name, Phone, Gender, District/)).toBeTruthy();
    expect(within(acres).getByRole('radio', { name: /Yours\s*4/ })).toHaveProperty('checked', true);
    expect(within(village).getByRole('radio', { name: /On Sangam\s*Bagalur/ })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Save to Sangam' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    await waitFor(async () => expect(await store.all()).toEqual([]));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toMatchObject({ acres: '4', village: 'Bagalur', block: 'Bagalur', baseVersion: 3 });
    // The refused try stored no key: the resolved change goes with the same one.
    expect(puts[1]?.key).toBe(puts[0]?.key);
  });

  it('asks the operator to choose where both sides changed a field', async () => {
    api({
      [`GET /api/farmers/${selvi.id}`]: () =>
        json(200, {
          farmer: { ...selvi, acres: 7, version: 2 },
          intelligence: [],
          actionPlan: [],
          addedBy: null,
          changedBy: null,
        }),
    });
    await store.put(
      entryOf({
        kind: 'update',
        farmerId: selvi.id,
        baseVersion: 1,
        base: toFormValues(selvi),
        values: { ...toFormValues(selvi), acres: '4' },
        problem: { code: 'farmer_changed', issues: [] },
      }),
    );
    await startOutbox(owner);
    const user = renderIn(<OutboxPanel />);
    expect(await screen.findByText('Changed on Sangam meanwhile: compare and choose')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Compare and choose' }));
    const acres = await screen.findByRole('group', { name: 'Land (acres)' });
    expect(screen.getByText('Choose one value for each detail that differs.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save to Sangam' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(acres).getByRole('radio', { name: /On Sangam\s*7/ }));
    expect((screen.getByRole('button', { name: 'Save to Sangam' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('the waiting list', () => {
  it('lists what waits and what was refused, and counts them', async () => {
    online = false;
    await store.put(entryOf({ id: 'a', values: { ...toFormValues(selvi), farmerName: 'Asha' } }));
    await store.put(
      entryOf({
        id: 'b',
        values: { ...toFormValues(selvi), farmerName: 'Basamma' },
        problem: { code: 'validation_failed', issues: [{ field: 'pincode', code: 'pincode_invalid' }] },
      }),
    );
    await store.put(entryOf({ id: 'c', values: { ...toFormValues(selvi), farmerName: 'Chinnamma' } }));
    await startOutbox(owner);
    renderIn(<OutboxPanel />);
    expect(await screen.findByText('3 farmers waiting to sync')).toBeTruthy();
    expect(screen.getByText('No connection. They are sent by themselves when it returns.')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Waiting to sync' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Asha|Basamma|Chinnamma/).textContent)).toEqual([
      expect.stringContaining('Asha'),
      expect.stringContaining('Basamma'),
      expect.stringContaining('Chinnamma'),
    ]);
    expect(
      within(items[1] as HTMLElement).getByText('Sangam refused some details: correct them'),
    ).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Waiting to be sent')).toBeTruthy();
  });

  it('opens a refused farmer in the form with the refused field marked, and sends it again once corrected', async () => {
    const calls = api({ 'POST /api/farmers': () => json(201, selvi) });
    await store.put(
      entryOf({
        values: { ...toFormValues(selvi), pincode: '035109' },
        problem: { code: 'validation_failed', issues: [{ field: 'pincode', code: 'pincode_invalid' }] },
      }),
    );
    await startOutbox(owner);
    const user = renderIn(<OutboxPanel />);
    await user.click(await screen.findByRole('button', { name: 'Correct' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Farmer' });
    expect(within(form).getByText('Enter a valid 6-digit Indian pincode.')).toBeTruthy();
    await user.clear(within(form).getByLabelText(/^Pincode/));
    await user.type(within(form).getByLabelText(/^Pincode/), '635109');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await store.all()).toEqual([]));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.key, c.body?.pincode])).toEqual([
      ['POST', 'key-entry-1', '635109'],
    ]);
  });

  it('merges a farmer already on Sangam field by field into that farmer, from its version', async () => {
    const existing: Farmer = {
      ...selvi,
      id: 'aa0f3c1e-4a47-4a53-9a37-8f3a0d0e2c11',
      farmerName: 'Selvi R',
      version: 5,
    };
    const calls = api({
      [`GET /api/farmers/${existing.id}`]: () =>
        json(200, { farmer: existing, intelligence: [], actionPlan: [], addedBy: null, changedBy: null }),
      [`PUT /api/farmers/${existing.id}`]: () => json(200, { ...existing, acres: 3, version: 6 }),
    });
    await store.put(
      entryOf({
        values: { ...toFormValues(selvi), acres: '3' },
        problem: {
          code: 'duplicate_farmer',
          issues: [
            { field: 'existingFarmerId', code: existing.id },
            { field: 'phoneNumber', code: 'duplicate' },
          ],
        },
      }),
    );
    await startOutbox(owner);
    const user = renderIn(<OutboxPanel />);
    await user.click(await screen.findByRole('button', { name: 'Merge or keep separate' }));
    expect(
      await screen.findByText('Selvi has the same phone number as Selvi R, who is already on Sangam.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Merge into the farmer on Sangam/ }));
    const name = await screen.findByRole('group', { name: 'Farmer name' });
    const acres = screen.getByRole('group', { name: 'Land (acres)' });
    // Nothing is chosen for the operator in a merge.
    expect((screen.getByRole('button', { name: 'Merge and save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(name).getByRole('radio', { name: /On Sangam\s*Selvi R/ }));
    await user.click(within(acres).getByRole('radio', { name: /Yours\s*3/ }));
    await user.click(screen.getByRole('button', { name: 'Merge and save' }));
    await waitFor(async () => expect(await store.all()).toEqual([]));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ farmerName: 'Selvi R', acres: '3', baseVersion: 5 });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps a refused farmer until the operator confirms discarding it', async () => {
    api({});
    await store.put(entryOf({ problem: { code: 'role_forbidden', issues: [] } }));
    await startOutbox(owner);
    const user = renderIn(<OutboxPanel />);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(await store.all()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard what you typed?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(async () => expect(await store.all()).toEqual([]));
  });
});
