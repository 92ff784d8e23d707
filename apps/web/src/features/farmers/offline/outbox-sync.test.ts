import type { Farmer } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import type { FarmerFormValues } from '../api/farmers-api.ts';
import { memoryOutboxStore, type OutboxEntry } from './outbox-store.ts';
import { failureKind, retryDelay, syncOutbox, type SendEntry } from './outbox-sync.ts';

const owner = { userId: 'u1', fpoId: 'f1' };

const values = (farmerName: string, phoneNumber = '9845012345'): FarmerFormValues => ({
  farmerName,
  phoneNumber,
  acres: '2',
  gender: 'Female',
  village: 'Hosur',
  block: 'Hosur',
  district: 'Krishnagiri',
  state: 'Tamil Nadu',
  pincode: '635109',
  preferredLanguage: 'ta',
});

let clock = 0;
const entry = (farmerName: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: `e-${farmerName}`,
  key: `key-${farmerName}`,
  kind: 'create',
  farmerId: null,
  baseVersion: null,
  base: null,
  values: values(farmerName),
  ...owner,
  createdAt: ++clock,
  revision: 0,
  attempts: 0,
  uncertain: false,
  problem: null,
  ...overrides,
});

const farmerFrom = (e: OutboxEntry): Farmer => ({
  id: e.farmerId ?? `farmer-${e.values.farmerName}`,
  farmerName: e.values.farmerName,
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
  version: (e.baseVersion ?? 0) + 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

/** A server stand-in: answers each entry by name, and notes what it was sent, one at a time. */
const server = (answers: Record<string, (e: OutboxEntry) => Farmer | Error> = {}) => {
  const sent: OutboxEntry[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const send: SendEntry = async (e) => {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    sent.push(structuredClone(e));
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const answer = (answers[e.values.farmerName] ?? farmerFrom)(e);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { send, sent, mostAtOnce: () => mostAtOnce };
};

const noConnection = () => new ApiError(0, 'network_error');

describe('syncing the outbox', () => {
  it('sends the waiting farmers one at a time, oldest first, each with its key, and lets each go once the server has it', async () => {
    const store = memoryOutboxStore([entry('Asha'), entry('Basamma'), entry('Chinnamma')]);
    const { send, sent, mostAtOnce } = server();
    const result = await syncOutbox({ store, send, owner });
    expect(sent.map((e) => [e.values.farmerName, e.key])).toEqual([
      ['Asha', 'key-Asha'],
      ['Basamma', 'key-Basamma'],
      ['Chinnamma', 'key-Chinnamma'],
    ]);
    expect(mostAtOnce()).toBe(1);
    expect(result).toMatchObject({ next: 'done', stopped: 0 });
    expect(result.sent.map((f) => f.farmerName)).toEqual(['Asha', 'Basamma', 'Chinnamma']);
    expect(await store.all()).toEqual([]);
  });

  it('keeps every entry when there is no connection, and says to try again later', async () => {
    const store = memoryOutboxStore([entry('Asha'), entry('Basamma')]);
    const { send, sent } = server({ Asha: noConnection });
    const result = await syncOutbox({ store, send, owner });
    expect(result.next).toBe('retry');
    // The run stops at the first: the next would fail the same way.
    expect(sent.map((e) => e.values.farmerName)).toEqual(['Asha']);
    const kept = await store.all();
    expect(kept.map((e) => e.values.farmerName).sort()).toEqual(['Asha', 'Basamma']);
    // It may have reached the server: it is sent again with the same key, which answers with it.
    expect(kept.find((e) => e.id === 'e-Asha')).toMatchObject({
      attempts: 1,
      uncertain: true,
      key: 'key-Asha',
      problem: null,
    });
  });

  it.each([
    [new ApiError(503, 'database_unavailable')],
    [new ApiError(500, 'internal_error')],
    [new ApiError(429, 'rate_limited')],
    [new TypeError('Failed to fetch')],
  ])('tries again later after %s', async (error) => {
    const store = memoryOutboxStore([entry('Asha')]);
    const result = await syncOutbox({ store, send: server({ Asha: () => error }).send, owner });
    expect(result.next).toBe('retry');
    expect((await store.all())[0]?.problem).toBeNull();
  });

  it('stops a refused entry for the operator, keeps it, and goes on with the next', async () => {
    const changed = new ApiError(409, 'farmer_changed');
    const invalid = new ApiError(400, 'validation_failed', [{ field: 'phoneNumber', code: 'phone_invalid' }]);
    const store = memoryOutboxStore([
      entry('Asha', { kind: 'update', farmerId: 'f-asha', baseVersion: 2 }),
      entry('Basamma'),
      entry('Chinnamma'),
    ]);
    const { send, sent } = server({ Asha: () => changed, Basamma: () => invalid });
    const result = await syncOutbox({ store, send, owner });
    expect(result).toMatchObject({ next: 'done', stopped: 2 });
    expect(sent.map((e) => e.values.farmerName)).toEqual(['Asha', 'Basamma', 'Chinnamma']);
    const kept = await store.all();
    expect(kept.map((e) => [e.values.farmerName, e.problem, e.uncertain])).toEqual([
      ['Asha', { code: 'farmer_changed', issues: [] }, false],
      [
        'Basamma',
        { code: 'validation_failed', issues: [{ field: 'phoneNumber', code: 'phone_invalid' }] },
        false,
      ],
    ]);
    // A stopped entry is not sent again by itself.
    const again = server();
    await syncOutbox({ store, send: again.send, owner });
    expect(again.sent).toEqual([]);
  });

  it('stops the run without a session and keeps the entry waiting, for when the person signs in', async () => {
    const store = memoryOutboxStore([entry('Asha'), entry('Basamma')]);
    const { send, sent } = server({ Asha: () => new ApiError(401, 'unauthenticated') });
    const result = await syncOutbox({ store, send, owner });
    expect(result.next).toBe('signed-out');
    expect(sent).toHaveLength(1);
    expect((await store.all()).map((e) => e.problem)).toEqual([null, null]);
  });

  it("sends only the signed-in person's entries in their FPO", async () => {
    const store = memoryOutboxStore([
      entry('Asha'),
      entry('Other', { userId: 'u2' }),
      entry('Elsewhere', { fpoId: 'f2' }),
    ]);
    const { send, sent } = server();
    await syncOutbox({ store, send, owner });
    expect(sent.map((e) => e.values.farmerName)).toEqual(['Asha']);
    expect((await store.all()).map((e) => e.values.farmerName).sort()).toEqual(['Elsewhere', 'Other']);
  });

  it('keeps what the operator typed while the entry was on its way, as a change of the farmer now on Sangam', async () => {
    const store = memoryOutboxStore([entry('Asha')]);
    const send: SendEntry = async (sentEntry) => {
      // The operator corrects the acres while the add is on its way.
      const now = (await store.all())[0] as OutboxEntry;
      await store.put({ ...now, values: { ...now.values, acres: '3' }, revision: now.revision + 1 });
      return { ...farmerFrom(sentEntry), id: 'farmer-asha', version: 1 };
    };
    await syncOutbox({ store, send, owner });
    const [kept] = await store.all();
    expect(kept).toMatchObject({
      kind: 'update',
      farmerId: 'farmer-asha',
      baseVersion: 1,
      values: { acres: '3' },
      base: { acres: '2' },
      uncertain: false,
    });
    expect(kept?.key).not.toBe('key-Asha');
  });

  it('tells which entry is on its way, and none once done', async () => {
    const store = memoryOutboxStore([entry('Asha')]);
    const told: (string | null)[] = [];
    await syncOutbox({ store, send: server().send, owner, onSending: (id) => told.push(id) });
    expect(told).toEqual(['e-Asha', null]);
  });
});

describe('failureKind and retryDelay', () => {
  it.each([
    [new ApiError(0, 'network_error'), 'retry'],
    [new ApiError(503, 'service_unavailable'), 'retry'],
    [new ApiError(401, 'unauthenticated'), 'signed-out'],
    [new ApiError(409, 'duplicate_farmer'), 'refused'],
    [new ApiError(403, 'role_forbidden'), 'refused'],
    [new ApiError(404, 'not_found'), 'refused'],
  ])('%s is %s', (error, kind) => {
    expect(failureKind(error)).toBe(kind);
  });

  it('waits 10 s after the first run that could not send, doubling up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelay)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
  });
});
