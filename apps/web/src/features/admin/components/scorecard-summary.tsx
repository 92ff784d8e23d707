import { formatCount, OVERALL_WARNING_BELOW, TOP_PERFORMER_FROM, type Scorecard } from '@sangam/domain';
import { Award, IndianRupee, Target, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { formatRupeesKM, formatScore } from './scorecard-format.ts';

/**
 * The scorecard's summary cards (document 2, 2.3): average score, top performers (80 or more),
 * active FPOs (those with farmers; the spec's "active users") and the total opportunity in K or M;
 * and the overall warning when the average is below 50 (document 2, 9).
 */
export const ScorecardSummary = ({ analytics }: { analytics: Scorecard['analytics'] }) => {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          Icon={Target}
          label={t('scorecard.cards.average')}
          value={formatScore(analytics.averageScore)}
          hint={t('scorecard.cards.averageHint', {
            count: analytics.fpos,
            shown: formatCount(analytics.fpos),
          })}
        />
        <StatCard
          Icon={Award}
          tone="amber"
          label={t('scorecard.cards.top')}
          value={formatCount(analytics.topPerformers)}
          hint={t('scorecard.cards.topHint', { from: TOP_PERFORMER_FROM })}
        />
        <StatCard
          Icon={Users}
          tone="blue"
          label={t('scorecard.cards.active')}
          value={formatCount(analytics.activeFpos)}
          hint={t('scorecard.cards.activeHint', {
            count: analytics.fpos,
            total: formatCount(analytics.fpos),
          })}
        />
        <StatCard
          Icon={IndianRupee}
          tone="violet"
          label={t('scorecard.cards.opportunity')}
          value={formatRupeesKM(analytics.totalOpportunity)}
          hint={t('scorecard.cards.opportunityHint')}
        />
      </div>
      {analytics.averageScore < OVERALL_WARNING_BELOW && (
        <AlertBanner tone="warning" title={t('scorecard.warning.title')}>
          {t('scorecard.warning.body', {
            score: formatScore(analytics.averageScore),
            below: OVERALL_WARNING_BELOW,
          })}
        </AlertBanner>
      )}
    </>
  );
};
