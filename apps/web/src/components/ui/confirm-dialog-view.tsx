import { AlertTriangle, Info, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import type { ConfirmOptions, ConfirmType } from './confirm-dialog.tsx';

const looks: Record<
  ConfirmType,
  { Icon: typeof Info; icon: string; button: 'danger' | 'warning' | 'primary' }
> = {
  danger: { Icon: Trash2, icon: 'bg-red-100 text-red-600', button: 'danger' },
  warning: { Icon: AlertTriangle, icon: 'bg-amber-100 text-amber-600', button: 'warning' },
  info: { Icon: Info, icon: 'bg-sky-100 text-sky-600', button: 'primary' },
};

type ConfirmDialogViewProps = {
  pending: ConfirmOptions | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Escape, a click outside or the close gesture; ignored by the provider while busy. */
  onDismiss: () => void;
};

/** The confirm dialog itself: Radix's modal (focus trap, Escape, screen-reader title). */
export const ConfirmDialogView = ({
  pending,
  busy,
  onCancel,
  onConfirm,
  onDismiss,
}: ConfirmDialogViewProps) => {
  const { t } = useTranslation();
  const type = pending?.type ?? 'warning';
  const { Icon, icon, button } = looks[type];
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-confirm-type={type}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none"
        >
          <div className="flex gap-4">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${icon}`}>
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">{pending?.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600">
                {pending?.message}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={onCancel}>
              {pending?.cancelText ?? t('cancel')}
            </Button>
            <Button variant={button} busy={busy} onClick={onConfirm}>
              {pending?.confirmText ?? t('confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
