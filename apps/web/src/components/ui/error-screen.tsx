import { AlertOctagon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

type ErrorScreenProps = {
  title?: string;
  message?: string;
  actionLabel?: string;
  onAction?: () => void;
};

/** The generic failure screen: 'Something went wrong' with what went wrong and a way out. */
export const ErrorScreen = ({ title, message, actionLabel, onAction }: ErrorScreenProps) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <AlertOctagon aria-hidden className="size-12 text-red-500" />
      <h1 className="text-xl font-semibold">{title ?? t('somethingWentWrong')}</h1>
      {message && <p className="text-sm break-words text-gray-600">{message}</p>}
      <Button onClick={onAction ?? (() => window.location.reload())}>{actionLabel ?? t('tryAgain')}</Button>
    </div>
  );
};
