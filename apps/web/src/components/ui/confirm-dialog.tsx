import { AlertTriangle, Info, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export type ConfirmType = 'danger' | 'warning' | 'info';
export type ConfirmOptions = {
  title: string;
  message: ReactNode;
  type?: ConfirmType;
  confirmText?: string;
  cancelText?: string;
};

/** How long the confirm button shows it is busy before the dialog closes (spec 4). */
export const CONFIRM_BUSY_MS = 100;

const looks: Record<
  ConfirmType,
  { Icon: typeof Info; icon: string; button: 'danger' | 'warning' | 'primary' }
> = {
  danger: { Icon: Trash2, icon: 'bg-red-100 text-red-600', button: 'danger' },
  warning: { Icon: AlertTriangle, icon: 'bg-amber-100 text-amber-600', button: 'warning' },
  info: { Icon: Info, icon: 'bg-sky-100 text-sky-600', button: 'primary' },
};

type Pending = ConfirmOptions & { resolve: (confirmed: boolean) => void };
const ConfirmContext = createContext<((options: ConfirmOptions) => Promise<boolean>) | null>(null);

/** A confirm dialog any screen can await: `if (await confirm({...})) remove()`. */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );

  const settle = (confirmed: boolean) => {
    if (!pending) return;
    pending.resolve(confirmed);
    setPending(null);
  };

  const onConfirm = () => {
    busyRef.current = true;
    setBusy(true);
    setTimeout(() => {
      busyRef.current = false;
      setBusy(false);
      settle(true);
    }, CONFIRM_BUSY_MS);
  };

  const type = pending?.type ?? 'warning';
  const { Icon, icon, button } = looks[type];

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog.Root
        open={pending !== null}
        onOpenChange={(open) => !open && !busyRef.current && settle(false)}
      >
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
              <Button variant="secondary" disabled={busy} onClick={() => settle(false)}>
                {pending?.cancelText ?? t('cancel')}
              </Button>
              <Button variant={button} busy={busy} onClick={onConfirm}>
                {pending?.confirmText ?? t('confirm')}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ConfirmContext.Provider>
  );
};

export const useConfirm = () => {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
};
