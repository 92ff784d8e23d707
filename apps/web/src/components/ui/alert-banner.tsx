import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const tones = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Info },
  success: { box: 'border-green-200 bg-green-50 text-green-900', Icon: CheckCircle2 },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: XCircle },
} as const;

export type AlertTone = keyof typeof tones;

type AlertBannerProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  onDismiss?: () => void;
};

/** A message that stays on the page until its cause is gone (or the user dismisses it). */
export const AlertBanner = ({ tone = 'info', title, children, action, onDismiss }: AlertBannerProps) => {
  const { t } = useTranslation();
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={`flex flex-wrap items-start gap-3 rounded-lg border p-3 sm:p-4 ${box}`}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-sm">{children}</div>}
      </div>
      {action}
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="rounded p-1 hover:bg-black/5"
          aria-label={t('close')}
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
};
