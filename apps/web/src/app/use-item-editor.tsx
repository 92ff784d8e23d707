import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { useProfileGate } from '@/features/fpo-profile/components/profile-gate.tsx';

/** What an add/edit form needs from the screen that opens it. */
export type EditorFormProps<T> = {
  item: T | undefined;
  onDone: () => void;
  onCancel: () => void;
  onProfileIncomplete: () => void;
};

/**
 * The add/edit modal of a list screen and the item it holds. Adding passes the profile gate first
 * (spec 2.9); a save the server refuses for an incomplete profile goes back through it.
 */
export const useItemEditor = <T,>() => {
  const gate = useProfileGate();
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const openAdd = () => void gate.requireProfile(() => setEditing({}));
  const close = () => setEditing(null);
  const retryAfterProfile = () => {
    close();
    openAdd();
  };
  /** The modal with its form, and the profile dialog the gate may open. */
  const dialogs = (titles: { add: string; edit: string }, form: (props: EditorFormProps<T>) => ReactNode) => (
    <>
      <Modal open={editing !== null} onClose={close} title={editing?.item ? titles.edit : titles.add} wide>
        {editing &&
          form({
            item: editing.item,
            onDone: close,
            onCancel: close,
            onProfileIncomplete: retryAfterProfile,
          })}
      </Modal>
      {gate.dialog}
    </>
  );
  return { checking: gate.checking, openAdd, openEdit: (item: T) => setEditing({ item }), dialogs };
};
