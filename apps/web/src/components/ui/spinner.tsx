import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type SpinnerProps = { label?: string; className?: string };

export const Spinner = ({ label, className = 'size-5' }: SpinnerProps) => {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 aria-hidden className={`animate-spin text-brand-700 ${className}`} />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
};

/** The whole-page spinner shown while the session or a screen's code loads. */
export const PageSpinner = ({ label }: { label?: string }) => (
  <div className="flex min-h-[50vh] items-center justify-center">
    <Spinner label={label} className="size-8" />
  </div>
);
