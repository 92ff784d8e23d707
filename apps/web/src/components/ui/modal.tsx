import { AlertTriangle, CheckCircle2, HelpCircle, Info, X, XCircle, type LucideIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Document 2, 2.24: the five kinds of message a modal carries. */
export type ModalType = 'success' | 'error' | 'warning' | 'info' | 'confirm';

const looks: Record<ModalType, { Icon: LucideIcon; tone: string }> = {
  success: { Icon: CheckCircle2, tone: 'bg-green-100 text-green-700' },
  error: { Icon: XCircle, tone: 'bg-red-100 text-red-600' },
  warning: { Icon: AlertTriangle, tone: 'bg-amber-100 text-amber-600' },
  info: { Icon: Info, tone: 'bg-sky-100 text-sky-600' },
  confirm: { Icon: HelpCircle, tone: 'bg-brand-50 text-brand-700' },
};

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
  /** A message modal shows its type's icon; a form modal (no type) shows only its title. */
  type?: ModalType;
  /** Buttons under the content. */
  actions?: ReactNode;
  /**
   * Whether Escape and a click outside close it. A confirm modal never does (2.24): the choice is
   * made with its buttons. Others may refuse for a while, as the confirm dialog does while busy.
   */
  dismissible?: boolean;
};

/**
 * The one modal (document 2, 2.24): a sheet from the bottom on a phone, a centred card on a wider
 * screen. While it is open the page behind does not scroll (Radix locks it) and focus stays inside.
 */
export const Modal = ({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
  type,
  actions,
  dismissible = type !== 'confirm',
}: ModalProps) => {
  const { t } = useTranslation();
  const look = type ? looks[type] : undefined;
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-modal-type={type}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6 ${wide ? 'sm:max-w-2xl' : 'sm:max-w-md'}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="flex min-w-0 gap-4">
              {look && (
                <span
                  className={`flex size-10 shrink-0 items-center justify-center rounded-full ${look.tone}`}
                >
                  <look.Icon aria-hidden className="size-5" />
                </span>
              )}
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className="mt-1 text-sm text-gray-600">
                    {description}
                  </Dialog.Description>
                ) : (
                  <Dialog.Description className="sr-only">{title}</Dialog.Description>
                )}
              </div>
            </div>
            {dismissible && (
              <Dialog.Close className="rounded-lg p-1 hover:bg-gray-100" aria-label={t('close')}>
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            )}
          </div>
          {children}
          {actions && (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
