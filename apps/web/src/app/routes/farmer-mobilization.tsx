import {
  DEFAULT_MOBILIZATION_PERIOD,
  hasEnoughHistory,
  mobilizationPeriods,
  type MobilizationPeriod,
} from '@sangam/domain';
import { Send, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ContactBlock } from '@/components/ui/contact-block.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useMobilization } from '@/features/mobilization/api/mobilization-api.ts';
import { CampaignCards } from '@/features/mobilization/components/campaign-cards.tsx';
import { MobilizationGuide } from '@/features/mobilization/components/mobilization-guide.tsx';
import { MobilizationTiles } from '@/features/mobilization/components/mobilization-tiles.tsx';
import { PeriodToggle } from '@/features/mobilization/components/period-toggle.tsx';
import { RepliesList } from '@/features/mobilization/components/replies-list.tsx';

// Recharts comes with the charts, after the tiles and the cards have painted.
const charts = () => import('@/features/mobilization/components/mobilization-charts.tsx');
const GrowthChart = lazy(() => charts().then((m) => ({ default: m.GrowthChart })));
const CategoriesPie = lazy(() => charts().then((m) => ({ default: m.CategoriesPie })));
const DailyBars = lazy(() => charts().then((m) => ({ default: m.DailyBars })));

/** The period in the address, so a view can be bookmarked or shared; anything else is 30 days. */
const periodOf = (value: string | null): MobilizationPeriod =>
  (mobilizationPeriods as readonly string[]).includes(value ?? '')
    ? (value as MobilizationPeriod)
    : DEFAULT_MOBILIZATION_PERIOD;

/**
 * Advisory and farmer mobilization (document 2, 2.12, Pro): the FPO's farmer growth and WhatsApp
 * campaigns from its own farmers and messages (decision S6), the rates their replies give (decision
 * 027), and the replies to mark with what each led to.
 */
export const FarmerMobilizationScreen = () => {
  const { t } = useTranslation('mobilization');
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const figures = useMobilization(period);
  const setPeriod = (next: MobilizationPeriod) =>
    setParams(next === DEFAULT_MOBILIZATION_PERIOD ? {} : { period: next }, { replace: true });
  const data = figures.data;
  const chartsLoading = <Spinner label={t('charts.loading')} />;

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle')}</p>
      </header>

      <PeriodToggle period={period} onChange={setPeriod} />

      {figures.isError && !data && (
        <AlertBanner
          tone="error"
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void figures.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {figures.isPending && <Spinner label={t('loading')} />}
      {data && (
        <div
          aria-busy={figures.isPlaceholderData}
          className="flex min-w-0 flex-col gap-5 aria-busy:opacity-60"
        >
          {!hasEnoughHistory(data.totals.messagesSent) && (
            <AlertBanner tone="info" title={t('history.title')}>
              {t('history.body', { min: data.minMessages, sent: data.totals.messagesSent })}
            </AlertBanner>
          )}
          <MobilizationTiles totals={data.totals} />

          {data.totals.farmers > 0 ? (
            <Suspense fallback={chartsLoading}>
              <GrowthChart growth={data.growth} />
            </Suspense>
          ) : (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={Users} title={t('charts.noFarmers')}>
                <Link to="/farmers" className="text-sm font-medium text-brand-700 underline">
                  {t('charts.addFarmers')}
                </Link>
              </EmptyState>
            </div>
          )}
          {data.totals.messagesSent > 0 ? (
            <div className="grid min-w-0 gap-3 lg:grid-cols-2">
              <Suspense fallback={chartsLoading}>
                <CategoriesPie categories={data.categories} />
              </Suspense>
              <Suspense fallback={chartsLoading}>
                <DailyBars daily={data.daily} categories={data.categories} />
              </Suspense>
            </div>
          ) : (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={Send} title={t('charts.noMessages')}>
                <p className="text-sm text-gray-600">{t('charts.noMessagesHint')}</p>
              </EmptyState>
            </div>
          )}

          <CampaignCards campaigns={data.campaigns} minMessages={data.minMessages} />
        </div>
      )}

      <RepliesList />

      {data && (
        <>
          <MobilizationGuide readRate={data.totals.readRate} minMessages={data.minMessages} />
          <ContactBlock
            contact={data.contact}
            title={t('contact.title')}
            body={t('contact.body')}
            phoneLabel={t('contact.phone')}
            emailLabel={t('contact.email')}
          />
        </>
      )}
    </div>
  );
};
