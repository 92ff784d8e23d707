import type { Farmer } from '@sangam/domain';
import { ApiError } from '@/lib/api-client.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';

/** Whose outbox: an entry is sent only in the session of the person, and FPO, who made it. */
export type OutboxOwner = { userId: string; fpoId: string };

/** Sends one entry with its key; resolves with the farmer the server holds, or throws its refusal. */
export type SendEntry = (entry: OutboxEntry) => Promise<Farmer>;

export const ownedBy = (entry: OutboxEntry, owner: OutboxOwner) =>
  entry.userId === owner.userId && entry.fpoId === owner.fpoId;

export const inOrder = (entries: OutboxEntry[]) =>
  [...entries].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));

/**
 * What a failed send means. No answer, or the server unwell: send again later. No session: stop
 * until the person signs in again. Any other answer is a refusal of this entry, which stops for the
 * operator to see (the server wrote nothing: a key it had seen would have answered with the farmer).
 */
export const failureKind = (error: unknown): 'retry' | 'signed-out' | 'refused' => {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500)
    return 'retry';
  if (error.status === 401) return 'signed-out';
  return 'refused';
};

/** The wait before the next try after `failures` runs in a row that could not send: 10 s doubling to 5 min. */
export const retryDelay = (failures: number) => Math.min(5 * 60_000, 10_000 * 2 ** Math.max(0, failures - 1));

export type SyncResult = {
  sent: Farmer[];
  stopped: number;
  /** done: nothing left to send now; retry: no connection, try later; signed-out: wait for a session. */
  next: 'done' | 'retry' | 'signed-out';
};

/**
 * Sends the owner's waiting entries one at a time, oldest first. An entry leaves the outbox only
 * once the server has it; one the operator changed while it was on its way is kept (as a change of
 * the farmer the server now holds) rather than removed with its old values.
 */
export const syncOutbox = async ({
  store,
  send,
  owner,
  onSending,
}: {
  store: OutboxStore;
  send: SendEntry;
  owner: OutboxOwner;
  /** Told which entry is on its way (null when none), for the screen. */
  onSending?: (id: string | null) => void;
}): Promise<SyncResult> => {
  const sent: Farmer[] = [];
  let stopped = 0;
  const current = async (id: string) => (await store.all()).find((entry) => entry.id === id);
  const waiting = inOrder((await store.all()).filter((e) => ownedBy(e, owner) && !e.problem));
  try {
    for (const entry of waiting) {
      // Marked before it leaves: if the tab closes meanwhile, the server may have it under its key.
      const attempt: OutboxEntry = { ...entry, attempts: entry.attempts + 1, uncertain: true };
      await store.put(attempt);
      onSending?.(entry.id);
      let farmer: Farmer;
      try {
        farmer = await send(attempt);
      } catch (error) {
        const kind = failureKind(error);
        if (kind === 'retry') return { sent, stopped, next: 'retry' };
        const now = await current(entry.id);
        // Changed by the operator while on its way: their newer values wait to be sent instead.
        if (now && now.revision === attempt.revision) {
          const refused = error as ApiError;
          await store.put({
            ...now,
            uncertain: false,
            problem: kind === 'refused' ? { code: refused.code, issues: refused.issues } : null,
          });
        }
        if (kind === 'signed-out') return { sent, stopped, next: 'signed-out' };
        stopped += 1;
        continue;
      }
      sent.push(farmer);
      const now = await current(entry.id);
      if (!now || now.revision === attempt.revision) await store.remove(entry.id);
      else
        await store.put({
          ...now,
          kind: 'update',
          farmerId: farmer.id,
          baseVersion: farmer.version,
          base: attempt.values,
          key: crypto.randomUUID(),
          uncertain: false,
        });
    }
    return { sent, stopped, next: 'done' };
  } finally {
    onSending?.(null);
  }
};
