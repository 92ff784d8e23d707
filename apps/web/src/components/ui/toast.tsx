import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastInput = { type?: ToastType; title: string; description?: string; duration?: number };
export type ToastItem = Required<Pick<ToastInput, 'type' | 'title' | 'duration'>> & {
  id: string;
  description?: string;
  open: boolean;
};

export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;

// Radix's toast code is fetched with the first toast: most page loads never show one.
const ToastList = lazy(() => import('./toast-list.tsx').then((m) => ({ default: m.ToastList })));

type ToastApi = { show: (toast: ToastInput) => string; dismiss: (id: string) => void };
const ToastContext = createContext<ToastApi | null>(null);

/** Toasts: short-lived news of what just happened, announced to screen readers. */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [used, setUsed] = useState(false);

  const dismiss = useCallback((id: string) => {
    setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    // Removed once its fade-out has played.
    setTimeout(() => setToasts((all) => all.filter((toast) => toast.id !== id)), TOAST_FADE_MS);
  }, []);

  const show = useCallback((input: ToastInput) => {
    const id = crypto.randomUUID();
    setUsed(true);
    setToasts((all) => [
      ...all,
      {
        id,
        type: input.type ?? 'info',
        title: input.title,
        description: input.description,
        duration: input.duration ?? TOAST_DURATION_MS,
        open: true,
      },
    ]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} dismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
};

export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
};
