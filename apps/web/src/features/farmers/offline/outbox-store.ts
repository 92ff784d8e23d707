import type { FieldIssue } from '@sangam/domain';
import type { FarmerFormValues } from '../api/farmers-api.ts';

/**
 * Why an entry stopped: the server's refusal (decision 037). `farmer_changed` and
 * `duplicate_farmer` open the conflict screens; a validation refusal opens the form with its fields
 * marked. A stopped entry waits for the operator, it is never dropped.
 */
export type OutboxProblem = { code: string; issues: FieldIssue[] };

/** A farmer added or changed on this phone that the server has not confirmed yet. */
export type OutboxEntry = {
  /** This phone's own id of the entry. */
  id: string;
  /** The Idempotency-Key every send of this write carries, made with the entry. */
  key: string;
  kind: 'create' | 'update';
  /** The farmer changed (an update); null for an add. */
  farmerId: string | null;
  /** The version of the farmer the change was made from (an update). */
  baseVersion: number | null;
  /** The farmer as it was when the change began (an update): what each side changed since. */
  base: FarmerFormValues | null;
  /** What the operator typed, as typed: the server normalises it. */
  values: FarmerFormValues;
  /** Whose entry: only that person, in that FPO, sees and sends it. */
  userId: string;
  fpoId: string;
  createdAt: number;
  /** Counts the operator's changes of the entry, so a send never removes values newer than its own. */
  revision: number;
  /** Sends tried so far. */
  attempts: number;
  /** A send went out without an answer: the server may hold it under `key`. */
  uncertain: boolean;
  /** Null while it waits to be sent; the refusal once the server refused it. */
  problem: OutboxProblem | null;
};

/** Where entries are kept: IndexedDB in the browser, memory in tests. */
export type OutboxStore = {
  all: () => Promise<OutboxEntry[]>;
  put: (entry: OutboxEntry) => Promise<void>;
  remove: (id: string) => Promise<void>;
};

export const memoryOutboxStore = (initial: OutboxEntry[] = []): OutboxStore => {
  const entries = new Map(initial.map((entry) => [entry.id, structuredClone(entry)]));
  return {
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    put: async (entry) => void entries.set(entry.id, structuredClone(entry)),
    remove: async (id) => void entries.delete(id),
  };
};

const STORE = 'entries';

const promised = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * The outbox in IndexedDB: it survives closing the tab and restarting the phone. One object store
 * keyed by the entry's id; each call is its own transaction, finished before it resolves.
 */
export const indexedDbOutboxStore = (name = 'sangam-outbox'): OutboxStore => {
  let opening: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const transaction = (await open()).transaction(STORE, mode);
    const result = promised(work(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return result;
  };
  return {
    all: () => run('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
    put: async (entry) => void (await run('readwrite', (store) => store.put(entry))),
    remove: async (id) => void (await run('readwrite', (store) => store.delete(id))),
  };
};
