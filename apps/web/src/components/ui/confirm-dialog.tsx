import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';

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

// Radix's dialog code is fetched when a screen first asks for a confirmation, not on every page.
const ConfirmDialogView = lazy(() =>
  import('./confirm-dialog-view.tsx').then((m) => ({ default: m.ConfirmDialogView })),
);

type Pending = ConfirmOptions & { resolve: (confirmed: boolean) => void };
const ConfirmContext = createContext<((options: ConfirmOptions) => Promise<boolean>) | null>(null);

/** A confirm dialog any screen can await: `if (await confirm({...})) remove()`. */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const [used, setUsed] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setUsed(true);
        setPending({ ...options, resolve });
      }),
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

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ConfirmDialogView
            pending={pending}
            busy={busy}
            onCancel={() => settle(false)}
            onConfirm={onConfirm}
            onDismiss={() => !busyRef.current && settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
};

export const useConfirm = () => {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
};
