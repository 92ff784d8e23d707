import { expiryStatus, formatDate, todayInIndia } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

/** An expiry date in IST with its state: expired, expiring within 30 days, or nothing to flag. */
export const ExpiryCell = ({ date }: { date: string | null }) => {
  const { t } = useTranslation('inventory');
  if (!date) return <span className="text-gray-500">{t('noExpiry')}</span>;
  const status = expiryStatus(date, todayInIndia());
  return (
    <span className="flex flex-col items-start gap-1">
      <span>{formatDate(`${date}T00:00:00+05:30`)}</span>
      {status === 'expired' && <Badge tone="red">{t('badges.expired')}</Badge>}
      {status === 'expiring' && <Badge tone="amber">{t('badges.expiringSoon')}</Badge>}
    </span>
  );
};

const tones = {
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-800',
  green: 'bg-green-100 text-green-800',
  blue: 'bg-sky-100 text-sky-800',
  gray: 'bg-gray-100 text-gray-700',
};

export const Badge = ({ tone, children }: { tone: keyof typeof tones; children: string }) => (
  <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
    {children}
  </span>
);
