import { expiryStatus, formatDate, todayInIndia, type Picture } from '@sangam/domain';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';

/**
 * Parts the products and inputs overviews share (document 2, 2.7): a thumbnail, an expiry date
 * with its badge, and the wording of a refusal.
 */

/** An item's thumbnail, or a package icon; a picture that fails to load is hidden (document 2, 8). */
export const ItemThumbnail = ({ picture }: { picture: Picture | null }) => {
  const [failed, setFailed] = useState(false);
  if (!picture || failed)
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-400">
        <Package aria-hidden className="size-5" />
      </span>
    );
  return (
    <img
      src={picture.thumbnailUrl}
      alt=""
      loading="lazy"
      width={40}
      height={40}
      onError={() => setFailed(true)}
      className="size-10 shrink-0 rounded-lg object-cover"
    />
  );
};

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium';

/** An expiry date in IST, flagged Expired once past or Expiring Soon from today to 30 days ahead. */
export const ExpiryBadge = ({ date }: { date: string | null }) => {
  const { t } = useTranslation('admin');
  if (!date) return <span className="text-gray-500">—</span>;
  const status = expiryStatus(date, todayInIndia());
  return (
    <span className="inline-flex flex-col items-end gap-1 md:items-start">
      <span className="whitespace-nowrap">{formatDate(`${date}T00:00:00+05:30`)}</span>
      {status === 'expired' && (
        <span className={`${badge} bg-red-100 text-red-800`}>{t('inventoryOverview.expired')}</span>
      )}
      {status === 'expiring' && (
        <span className={`${badge} bg-amber-100 text-amber-800`}>{t('inventoryOverview.expiringSoon')}</span>
      )}
    </span>
  );
};

/** A refusal in the admin's language: the overviews' own word for a code, the back office's, or a generic one. */
export const useReason = () => {
  const { t } = useTranslation('admin');
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'network_error';
    return t([`inventoryOverview.errors.${code}`, `errors.${code}`], { defaultValue: t('errors.generic') });
  };
};
