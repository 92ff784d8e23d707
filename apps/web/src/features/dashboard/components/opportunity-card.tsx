import { formatAcres, formatCount, formatRupees, type Dashboard } from '@sangam/domain';
import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';

/** The minimum annual business the FPO's land could bring: acres x 45,000 rupees (spec 9). */
export const OpportunityCard = ({ dashboard }: { dashboard: Dashboard }) => {
  const { t } = useTranslation('dashboard');
  const { farmers, opportunity } = dashboard;
  return (
    <section
      aria-labelledby="opportunity-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-gradient-to-br from-brand-50 to-white p-4"
    >
      <h2 id="opportunity-title" className="flex items-center gap-2 text-lg font-semibold">
        <TrendingUp aria-hidden className="size-5 text-brand-700" />
        {t('opportunity.title')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs text-gray-600">{t('opportunity.farmers')}</dt>
          <dd className="text-lg font-semibold">{formatCount(farmers.totalFarmers)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">{t('opportunity.acres')}</dt>
          <dd className="text-lg font-semibold">{formatAcres(farmers.totalAcres)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">{t('opportunity.average')}</dt>
          <dd className="text-lg font-semibold">{farmers.averageAcres}</dd>
        </div>
      </dl>
      <div>
        <p className="text-sm text-gray-600">{t('opportunity.minimum')}</p>
        {/* In full, as every amount on the operator's screens (spec 9, DECISIONS S8): ₹73,90,000. */}
        <p className="text-3xl font-bold break-all text-brand-800" data-testid="opportunity-amount">
          {formatRupees(opportunity.minimumAnnualRupees)}
        </p>
        <p className="text-xs text-gray-500">{t('opportunity.formula')}</p>
      </div>
      {farmers.totalFarmers === 0 && <AlertBanner tone="warning">{t('opportunity.noFarmers')}</AlertBanner>}
      <Link
        to="/business"
        className="self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t('opportunity.getStarted')}
      </Link>
    </section>
  );
};
