import type { Farmer } from '@sangam/domain';
import { useSyncExternalStore } from 'react';
import { apiFetch } from '@/lib/api-client.ts';
import type { FarmerFormValues } from '../api/farmers-api.ts';
import {
  indexedDbOutboxStore,
  memoryOutboxStore,
  type OutboxEntry,
  type OutboxProblem,
  type OutboxStore,
} from './outbox-store.ts';
import { inOrder, ownedBy, retryDelay, syncOutbox, type OutboxOwner, type SendEntry } from './outbox-sync.ts';

/**
 * The outbox of this page (decision 037): farmers added or changed without a connection wait in
 * IndexedDB and are sent one at a time, by themselves, when the connection returns (the online
 * event, the app's start, and a retry that waits longer after each run that could not send).
 */

/** A send that has not answered in this long is treated as no connection, and tried again later. */
const SEND_TIMEOUT_MS = 30_000;

export const newWriteKey = () => crypto.randomUUID();

/** Sends an entry with its key: an add, or a change naming the version it was made from. */
export const sendEntry: SendEntry = (entry) => {
  const options = { headers: { 'idempotency-key': entry.key }, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) };
  return entry.kind === 'create'
    ? apiFetch<Farmer>('/api/farmers', { ...options, method: 'POST', body: entry.values })
    : apiFetch<Farmer>(`/api/farmers/${encodeURIComponent(entry.farmerId ?? '')}`, {
        ...options,
        method: 'PUT',
        body: { ...entry.values, baseVersion: entry.baseVersion ?? undefined },
      });
};

/** IndexedDB, or memory where the browser refuses it (the entries then last as long as the tab). */
const openStore = (): OutboxStore => {
  if (typeof indexedDB === 'undefined') return memoryOutboxStore();
  const stored = indexedDbOutboxStore();
  let fallback: OutboxStore | undefined;
  const withStore = async <T>(call: (store: OutboxStore) => Promise<T>) => {
    if (fallback) return call(fallback);
    try {
      return await call(stored);
    } catch {
      fallback = memoryOutboxStore();
      return call(fallback);
    }
  };
  return {
    all: () => withStore((store) => store.all()),
    put: (entry) => withStore((store) => store.put(entry)),
    remove: (id) => withStore((store) => store.remove(id)),
  };
};

type State = {
  owner: OutboxOwner | null;
  /** The owner's entries, oldest first. */
  entries: OutboxEntry[];
  /** The entry on its way, if any. */
  sendingId: string | null;
  /** Runs in a row that could not reach the server. */
  failures: number;
};

let store: OutboxStore = openStore();
let state: State = { owner: null, entries: [], sendingId: null, failures: 0 };
const listeners = new Set<() => void>();
let running: Promise<void> | undefined;
/** Runs and the operator's changes of entries take turns, so a send and an edit never interleave. */
let turn: Promise<unknown> = Promise.resolve();
const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
  const result = turn.then(work, work);
  turn = result.catch(() => undefined);
  return result;
};
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
/**
 * Told when the server took or refused entries, so the screens read the farmers again. The shell
 * passes it (it holds the query client): importing that here would split TanStack Query's chunks
 * and grow the dashboard's first load.
 */
let onSettled: () => void = () => {};

const publish = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

const refresh = async () => {
  const { owner } = state;
  const entries = owner ? inOrder((await store.all()).filter((entry) => ownedBy(entry, owner))) : [];
  publish({ entries });
};

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

const scheduleRetry = () => {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void syncNow(), retryDelay(state.failures));
};

const run = async () => {
  try {
    const { owner } = state;
    if (!owner || !online()) return;
    clearTimeout(retryTimer);
    const result = await syncOutbox({
      store,
      send: sendEntry,
      owner,
      onSending: (sendingId) => {
        publish({ sendingId });
        void refresh();
      },
    });
    publish({ failures: result.next === 'retry' ? state.failures + 1 : 0 });
    if (result.next === 'retry') scheduleRetry();
    if (result.sent.length || result.stopped) onSettled();
  } finally {
    await refresh();
  }
};

/** A call came while a run was under way: what it asked for may have missed that run. */
let again = false;

/** Sends what waits, one at a time; a call while a run is under way makes another follow it. */
export const syncNow = (): Promise<void> => {
  if (running) {
    again = true;
    return running;
  }
  running = exclusive(run).finally(() => {
    running = undefined;
    if (again) {
      again = false;
      void syncNow();
    }
  });
  return running;
};

/** Starts the outbox for the signed-in person: shows their entries and sends what waits. */
export const startOutbox = async (owner: OutboxOwner, settled?: () => void) => {
  if (settled) onSettled = settled;
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => void syncNow());
  }
  publish({ owner, failures: 0 });
  await refresh();
  await syncNow();
};

export type NewEntry = {
  kind: OutboxEntry['kind'];
  key: string;
  farmerId?: string;
  baseVersion?: number;
  base?: FarmerFormValues;
  values: FarmerFormValues;
  /** Already refused by the server (a conflict met while online): it waits for the operator. */
  problem?: OutboxProblem;
  /** Already sent once without an answer. */
  uncertain?: boolean;
};

/** Entries are sent in the order they were made: two made in one millisecond keep theirs. */
let lastMade = 0;
const madeAt = () => (lastMade = Math.max(Date.now(), lastMade + 1));

/** Keeps a farmer typed on this phone until the server has it; returns the entry. */
export const addToOutbox = async (draft: NewEntry, owner: OutboxOwner): Promise<OutboxEntry> => {
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    key: draft.key,
    kind: draft.kind,
    farmerId: draft.farmerId ?? null,
    baseVersion: draft.baseVersion ?? null,
    base: draft.base ?? null,
    values: draft.values,
    userId: owner.userId,
    fpoId: owner.fpoId,
    createdAt: madeAt(),
    revision: 0,
    attempts: draft.uncertain ? 1 : 0,
    uncertain: draft.uncertain ?? false,
    problem: draft.problem ?? null,
  };
  await store.put(entry);
  if (!state.owner) publish({ owner });
  await refresh();
  if (!entry.problem) void syncNow();
  return entry;
};

export type EntryChange = Partial<Pick<OutboxEntry, 'kind' | 'farmerId' | 'baseVersion' | 'base' | 'values'>>;

/**
 * The operator changed an entry (fixed a refused field, resolved a conflict): it waits to be sent
 * again. An entry that may already be on the server under its key gets a new key, so the new
 * values are not answered with the old write; the server then shows any clash as a conflict.
 */
export const reviseEntry = async (id: string, change: EntryChange) => {
  // Never while it is on its way: the answer decides what the entry is.
  await exclusive(async () => {
    const entry = (await store.all()).find((e) => e.id === id);
    if (!entry) return;
    await store.put({
      ...entry,
      ...change,
      key: entry.uncertain ? newWriteKey() : entry.key,
      uncertain: false,
      problem: null,
      revision: entry.revision + 1,
    });
  });
  await refresh();
  void syncNow();
};

/** The operator threw an entry away (after confirming): the only way one leaves unsent. */
export const discardEntry = async (id: string) => {
  await exclusive(() => store.remove(id));
  await refresh();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The outbox as a screen shows it. */
export const useOutbox = () => {
  const current = useSyncExternalStore(subscribe, () => state);
  return {
    entries: current.entries,
    waiting: current.entries.filter((entry) => !entry.problem),
    stopped: current.entries.filter((entry) => entry.problem),
    sendingId: current.sendingId,
    owner: current.owner,
  };
};

/** For tests: a fresh outbox over `next`. */
export const resetOutbox = (next: OutboxStore = memoryOutboxStore()) => {
  clearTimeout(retryTimer);
  store = next;
  running = undefined;
  again = false;
  turn = Promise.resolve();
  state = { owner: null, entries: [], sendingId: null, failures: 0 };
  onSettled = () => {};
};
