import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import type { ConfirmOptions, ConfirmType } from './confirm-dialog.tsx';
import { Modal, type ModalType } from './modal.tsx';

/** The confirm dialog's types (spec 1, 2.5) in the one modal's looks, with their button. */
const looks: Record<ConfirmType, { modal: ModalType; button: 'danger' | 'warning' | 'primary' }> = {
  danger: { modal: 'error', button: 'danger' },
  warning: { modal: 'warning', button: 'warning' },
  info: { modal: 'info', button: 'primary' },
};

type ConfirmDialogViewProps = {
  pending: ConfirmOptions | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Escape, a click outside or the close button; ignored by the provider while busy. */
  onDismiss: () => void;
};

/**
 * The confirm dialog in the one modal. Unlike a `confirm` modal it closes on Escape or a click
 * outside, as spec 1's confirm dialog does, except while it is busy confirming.
 */
export const ConfirmDialogView = ({
  pending,
  busy,
  onCancel,
  onConfirm,
  onDismiss,
}: ConfirmDialogViewProps) => {
  const { t } = useTranslation();
  const type = pending?.type ?? 'warning';
  const look = looks[type];
  return (
    <Modal
      open={pending !== null}
      onClose={onDismiss}
      type={look.modal}
      dismissible={!busy}
      title={pending?.title ?? ''}
      description={pending?.message}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {pending?.cancelText ?? t('cancel')}
          </Button>
          <Button variant={look.button} busy={busy} onClick={onConfirm}>
            {pending?.confirmText ?? t('confirm')}
          </Button>
        </>
      }
    />
  );
};
