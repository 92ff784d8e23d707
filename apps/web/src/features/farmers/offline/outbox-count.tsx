import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from './outbox.ts';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
/** Whether the browser believes it has a connection. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** "3 farmers waiting to sync", for the list and the form. */
export const OutboxCount = ({ className = '' }: { className?: string }) => {
  const { t } = useTranslation('offline');
  const { entries } = useOutbox();
  if (!entries.length) return null;
  return (
    <p role="status" className={`flex items-center gap-2 text-sm font-medium text-amber-800 ${className}`}>
      <CloudOff aria-hidden className="size-4 shrink-0" />
      {t('waiting', { count: entries.length })}
    </p>
  );
};
