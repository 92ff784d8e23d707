import type { Farmer } from '@sangam/domain';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';
import { toFormValues } from '../api/farmer-form-values.ts';
import { useSaveFarmer, type FarmerFormValues } from '../api/farmers-api.ts';
import type { OutboxEntry } from './outbox-store.ts';
import { addToOutbox, newWriteKey, reviseEntry, type NewEntry } from './outbox.ts';

/** What became of a save: on Sangam, kept on this phone to be sent, or waiting for a choice. */
export type SaveOutcome =
  { kind: 'saved'; farmer: Farmer } | { kind: 'queued' } | { kind: 'conflict'; entry: OutboxEntry };

/** No answer, or none worth trusting: what was typed waits in the outbox rather than being lost. */
const unreachable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status >= 500;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The farmer form's save (decision 037). Online, it is sent at once with the form's idempotency key;
 * offline, or when the send gets no answer, it goes to the outbox with that same key; a change that
 * meets a newer version on the server is kept and shown as a conflict. `entry`: the form edits a
 * farmer that waits in the outbox, and saving changes that entry.
 */
export const useFarmerSave = ({ farmer, entry }: { farmer?: Farmer; entry?: OutboxEntry }) => {
  const save = useSaveFarmer(farmer?.id);
  const { data: me } = useMe();
  // One key per form: every try of this save is one write.
  const [key] = useState(newWriteKey);
  const [keeping, setKeeping] = useState(false);
  const owner = me?.fpo ? { userId: me.user.id, fpoId: me.fpo.id } : null;

  /** Resolves with the outcome, or rejects with the server's refusal for the form to show. */
  const submit = async (values: FarmerFormValues): Promise<SaveOutcome> => {
    if (entry) {
      await reviseEntry(entry.id, { values });
      return { kind: 'queued' };
    }
    const draft: NewEntry = farmer
      ? {
          kind: 'update',
          key,
          farmerId: farmer.id,
          baseVersion: farmer.version,
          base: toFormValues(farmer),
          values,
        }
      : { kind: 'create', key, values };
    const keep = async (extra: Partial<NewEntry>) => {
      if (!owner) throw new ApiError(0, 'network_error');
      setKeeping(true);
      try {
        return await addToOutbox({ ...draft, ...extra }, owner);
      } finally {
        setKeeping(false);
      }
    };
    if (offline()) {
      await keep({});
      return { kind: 'queued' };
    }
    try {
      return {
        kind: 'saved',
        farmer: await save.mutateAsync({ values, key, baseVersion: farmer?.version }),
      };
    } catch (error) {
      if (unreachable(error)) {
        await keep({ uncertain: true });
        return { kind: 'queued' };
      }
      if (error instanceof ApiError && error.code === 'farmer_changed') {
        const kept = await keep({ problem: { code: error.code, issues: error.issues } });
        return { kind: 'conflict', entry: kept };
      }
      throw error;
    }
  };

  return { submit, busy: save.isPending || keeping };
};
