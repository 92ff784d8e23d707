import { formatDateTime } from '@sangam/domain';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';

/**
 * Where the scores shown come from (document 2, 4): the cache, refreshed daily at midnight, or a
 * computation just made; when (IST), and Refresh Now to work them out again.
 */
export const CacheBanner = ({
  calculatedAt,
  fromCache,
  refreshing,
  onRefresh,
}: {
  calculatedAt: string;
  fromCache: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) => {
  const { t } = useTranslation('recommendations');
  const time = formatDateTime(calculatedAt);
  return (
    <AlertBanner
      tone={fromCache ? 'info' : 'success'}
      title={fromCache ? t('banner.cached') : t('banner.fresh')}
      action={
        <Button variant="secondary" busy={refreshing} onClick={onRefresh} className="w-full sm:w-auto">
          {!refreshing && <RefreshCw aria-hidden className="size-4" />}
          {refreshing ? t('banner.refreshing') : t('banner.refresh')}
        </Button>
      }
    >
      <p>{t('banner.updated', { time })}</p>
      {fromCache && <p>{t('banner.daily')}</p>}
    </AlertBanner>
  );
};
