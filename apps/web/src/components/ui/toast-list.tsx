import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ToastItem, ToastType } from './toast.tsx';

const styles: Record<ToastType, { box: string; Icon: typeof Info }> = {
  success: { box: 'border-green-300 bg-green-50 text-green-900', Icon: CheckCircle2 },
  error: { box: 'border-red-300 bg-red-50 text-red-900', Icon: XCircle },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-900', Icon: Info },
};

/** The toasts on screen, through Radix (announced to screen readers, swiped away, paused on hover). */
export const ToastList = ({ toasts, dismiss }: { toasts: ToastItem[]; dismiss: (id: string) => void }) => {
  const { t } = useTranslation();
  return (
    <RadixToast.Provider swipeDirection="right" label={t('notifications')}>
      {toasts.map((toast) => {
        const { box, Icon } = styles[toast.type];
        return (
          <RadixToast.Root
            key={toast.id}
            open={toast.open}
            duration={toast.duration}
            type={toast.type === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismiss(toast.id)}
            data-toast-type={toast.type}
            className={`toast flex w-full items-start gap-3 rounded-lg border p-3 shadow-lg ${box}`}
          >
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0 flex-1">
              <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
              {toast.description && (
                <RadixToast.Description className="text-sm">{toast.description}</RadixToast.Description>
              )}
            </div>
            <RadixToast.Close aria-label={t('close')} className="rounded p-1 hover:bg-black/5">
              <X aria-hidden className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-3 outline-none sm:p-4" />
    </RadixToast.Provider>
  );
};
