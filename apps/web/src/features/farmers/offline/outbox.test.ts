import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarmerFormValues } from '../api/farmers-api.ts';
import { memoryOutboxStore, type OutboxStore } from './outbox-store.ts';
import { addToOutbox, discardEntry, resetOutbox, reviseEntry, startOutbox, useOutbox } from './outbox.ts';

const owner = { userId: 'u1', fpoId: 'f1' };
const values = (farmerName: string): FarmerFormValues => ({
  farmerName,
  phoneNumber: '9845012345',
  acres: '2',
  gender: 'Female',
  village: 'Hosur',
  block: 'Hosur',
  district: 'Krishnagiri',
  state: 'Tamil Nadu',
  pincode: '635109',
  preferredLanguage: 'ta',
});

type Sent = { method: string; path: string; key: string | null; body: Record<string, unknown> };

/** The API as the outbox meets it: `up` says whether the connection works. */
const api = (answer: (sent: Sent) => Response = () => new Response('{}', { status: 201 })) => {
  const sent: Sent[] = [];
  const network = { up: true };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    if (!network.up) throw new TypeError('Failed to fetch');
    const headers = new Headers(init.headers);
    const call = {
      method: init.method ?? 'GET',
      path: input,
      key: headers.get('idempotency-key'),
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    };
    sent.push(call);
    return answer(call);
  });
  return { sent, network };
};

const farmerAnswer = (sent: Sent, status = 201) =>
  new Response(JSON.stringify({ id: 'farmer-1', version: 1, ...sent.body }), { status });

let online = true;
let store: OutboxStore;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  store = memoryOutboxStore();
  resetOutbox(store);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const goOnline = async () => {
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
};

describe('the outbox', () => {
  it('keeps farmers added offline, counts them, and sends them by themselves when the connection returns', async () => {
    const { sent } = api(farmerAnswer);
    online = false;
    await startOutbox(owner);
    const { result } = renderHook(() => useOutbox());
    for (const name of ['Asha', 'Basamma', 'Chinnamma'])
      await act(() => addToOutbox({ kind: 'create', key: `key-${name}`, values: values(name) }, owner));
    expect(result.current.waiting.map((e) => e.values.farmerName)).toEqual(['Asha', 'Basamma', 'Chinnamma']);
    expect(sent).toEqual([]);

    await goOnline();
    await waitFor(() => expect(result.current.entries).toEqual([]));
    expect(sent.map((s) => [s.method, s.path, s.key, s.body.farmerName])).toEqual([
      ['POST', '/api/farmers', 'key-Asha', 'Asha'],
      ['POST', '/api/farmers', 'key-Basamma', 'Basamma'],
      ['POST', '/api/farmers', 'key-Chinnamma', 'Chinnamma'],
    ]);
  });

  it('shows what an earlier visit left waiting, and sends it when the app starts', async () => {
    const { sent } = api(farmerAnswer);
    await store.put({
      id: 'left-over',
      key: 'key-left-over',
      kind: 'update',
      farmerId: 'farmer-9',
      baseVersion: 4,
      base: values('Devamma'),
      values: { ...values('Devamma'), acres: '5' },
      ...owner,
      createdAt: 1,
      revision: 0,
      attempts: 1,
      uncertain: true,
      problem: null,
    });
    await startOutbox(owner);
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/farmers/farmer-9',
        key: 'key-left-over',
        body: { ...values('Devamma'), acres: '5', baseVersion: 4 },
      },
    ]);
    expect(await store.all()).toEqual([]);
  });

  it('tries again by itself, waiting longer after each run that could not send', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sent, network } = api(farmerAnswer);
    network.up = false;
    await startOutbox(owner);
    await addToOutbox({ kind: 'create', key: 'key-asha', values: values('Asha') }, owner);
    await vi.waitFor(() => expect(sent).toHaveLength(0));
    // The first try failed: the next comes after 10 s, then 20 s.
    await vi.advanceTimersByTimeAsync(9_000);
    expect((await store.all())[0]?.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(async () => expect((await store.all())[0]?.attempts).toBe(2));
    network.up = true;
    await vi.advanceTimersByTimeAsync(19_000);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(async () => expect(await store.all()).toEqual([]));
    expect(sent.map((s) => s.key)).toEqual(['key-asha']);
  });

  it('sends a stopped entry again only once the operator has changed it, keeping its key', async () => {
    let refuse = true;
    const { sent } = api((call) =>
      refuse
        ? new Response(
            JSON.stringify({
              error: { code: 'validation_failed', issues: [{ field: 'pincode', code: 'pincode_invalid' }] },
            }),
            { status: 400 },
          )
        : farmerAnswer(call),
    );
    await startOutbox(owner);
    const entry = await addToOutbox({ kind: 'create', key: 'key-asha', values: values('Asha') }, owner);
    await vi.waitFor(async () => expect((await store.all())[0]?.problem?.code).toBe('validation_failed'));
    refuse = false;
    await reviseEntry(entry.id, { values: { ...values('Asha'), pincode: '635110' } });
    await vi.waitFor(async () => expect(await store.all()).toEqual([]));
    expect(sent.map((s) => [s.key, s.body.pincode])).toEqual([
      ['key-asha', '635109'],
      ['key-asha', '635110'],
    ]);
  });

  it('gives a changed entry a new key when an earlier send may have reached the server', async () => {
    const { sent } = api(farmerAnswer);
    await startOutbox(owner);
    online = false;
    // The form sent it once and got no answer: the server may hold it under key-asha.
    const entry = await addToOutbox(
      { kind: 'create', key: 'key-asha', values: values('Asha'), uncertain: true },
      owner,
    );
    await reviseEntry(entry.id, { values: { ...values('Asha'), acres: '3' } });
    const [kept] = await store.all();
    expect(kept?.key).not.toBe('key-asha');
    await goOnline();
    await vi.waitFor(() => expect(sent.map((s) => s.key)).toEqual([kept?.key]));
  });

  it('lets an entry go unsent only when the operator discards it', async () => {
    api(() => new Response(JSON.stringify({ error: { code: 'duplicate_farmer' } }), { status: 409 }));
    await startOutbox(owner);
    const entry = await addToOutbox({ kind: 'create', key: 'key-asha', values: values('Asha') }, owner);
    await vi.waitFor(async () => expect((await store.all())[0]?.problem?.code).toBe('duplicate_farmer'));
    await discardEntry(entry.id);
    expect(await store.all()).toEqual([]);
  });
});
