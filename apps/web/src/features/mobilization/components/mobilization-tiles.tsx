import { formatCount, type Mobilization } from '@sangam/domain';
import { MessageCircleReply, Send, ShoppingCart, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card.tsx';

/** A rate as a percentage, or the plain sentence that there is not enough history for one. */
const RateValue = ({ rate }: { rate: number | null }) => {
  const { t } = useTranslation('mobilization');
  return rate === null ? <span className="text-base font-medium">{t('tiles.notEnough')}</span> : <>{rate}%</>;
};

/** Total Farmers, Messages Sent, Response Rate, Conversion Rate (document 2, 2.12), from the FPO's data. */
export const MobilizationTiles = ({ totals }: { totals: Mobilization['totals'] }) => {
  const { t } = useTranslation('mobilization');
  const sent = formatCount(totals.messagesSent);
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t('tiles.farmers')}
        value={formatCount(totals.farmers)}
        hint={t('tiles.newFarmers', { count: totals.newFarmers, shown: formatCount(totals.newFarmers) })}
        Icon={Users}
      />
      <StatCard
        label={t('tiles.messages')}
        value={sent}
        hint={t('tiles.messagesHint')}
        Icon={Send}
        tone="blue"
      />
      <StatCard
        label={t('tiles.response')}
        value={<RateValue rate={totals.responseRate} />}
        hint={t('tiles.responseHint', { part: formatCount(totals.replied), sent })}
        Icon={MessageCircleReply}
        tone="violet"
      />
      <StatCard
        label={t('tiles.conversion')}
        value={<RateValue rate={totals.conversionRate} />}
        hint={t('tiles.conversionHint', { part: formatCount(totals.converted), sent })}
        Icon={ShoppingCart}
        tone="amber"
      />
    </div>
  );
};
