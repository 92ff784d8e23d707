import { formatCount, isStrength, type Scorecard, type ScorecardRow } from '@sangam/domain';
import { CheckCircle2, Lightbulb, ListChecks, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupeesKM, formatScore } from './scorecard-format.ts';

const actions = ['members', 'documents', 'stock', 'fieldData', 'peers'] as const;

const Figures = ({ items }: { items: [string, ReactNode][] }) => (
  <dl className="flex flex-col gap-1 text-sm">
    {items.map(([term, value]) => (
      <div key={term} className="flex flex-wrap justify-between gap-x-3">
        <dt className="text-gray-600">{term}</dt>
        <dd className="ml-auto text-right font-medium">{value}</dd>
      </div>
    ))}
  </dl>
);

const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
    <h3 className="font-semibold">{title}</h3>
    {children}
  </section>
);

/**
 * What the figures say (document 2, 2.3 and 9): the top performer, the farmer network and the
 * business potential; the metrics that are strengths (an average of three quarters of their points,
 * `isStrength`) and those to improve; and the fixed recommended actions.
 */
export const ScorecardInsights = ({
  analytics,
  leader,
}: {
  analytics: Scorecard['analytics'];
  /** The FPO ranked first, from the first page of the leaderboard. */
  leader: ScorecardRow | undefined;
}) => {
  const { t } = useTranslation('admin');
  const metric = (m: Scorecard['analytics']['performanceByMetric'][number]) => (
    <li key={m.metric} className="flex flex-wrap justify-between gap-x-3">
      <span>{t(`scorecard.metrics.${m.metric}`)}</span>
      <span className="ml-auto text-right font-medium">
        {t('scorecard.insights.averageOf', { average: formatScore(m.average), max: m.max })}
      </span>
    </li>
  );
  const strengths = analytics.performanceByMetric.filter((m) => isStrength(m.metric, m.average));
  const weaker = analytics.performanceByMetric.filter((m) => !isStrength(m.metric, m.average));

  return (
    <>
      <section aria-labelledby="scorecard-insights" className="flex flex-col gap-2">
        <h2 id="scorecard-insights" className="flex items-center gap-2 text-lg font-semibold">
          <Lightbulb aria-hidden className="size-5 text-amber-600" />
          {t('scorecard.insights.title')}
        </h2>
        <div className="grid gap-3 md:grid-cols-3">
          <Panel title={t('scorecard.insights.topPerformer')}>
            {leader ? (
              <Figures
                items={[
                  [t('scorecard.insights.fpo'), leader.fpoName],
                  [t('scorecard.insights.score'), formatScore(leader.total)],
                  [t('scorecard.insights.label'), t(`scorecard.labels.${leader.label}`)],
                ]}
              />
            ) : (
              <p className="text-sm text-gray-600">—</p>
            )}
          </Panel>
          <Panel title={t('scorecard.insights.network')}>
            <Figures
              items={[
                [t('scorecard.insights.farmers'), formatCount(analytics.totalFarmers)],
                [
                  t('scorecard.insights.activeFpos'),
                  t('scorecard.insights.ofFpos', {
                    active: formatCount(analytics.activeFpos),
                    total: formatCount(analytics.fpos),
                  }),
                ],
                [
                  t('scorecard.insights.perActiveFpo'),
                  formatCount(
                    analytics.activeFpos ? Math.round(analytics.totalFarmers / analytics.activeFpos) : 0,
                  ),
                ],
              ]}
            />
          </Panel>
          <Panel title={t('scorecard.insights.potential')}>
            <Figures
              items={[
                [t('scorecard.insights.totalOpportunity'), formatRupeesKM(analytics.totalOpportunity)],
                [
                  t('scorecard.insights.perFpo'),
                  formatRupeesKM(analytics.fpos ? analytics.totalOpportunity / analytics.fpos : 0),
                ],
              ]}
            />
          </Panel>
        </div>
      </section>

      <div className="grid gap-3 md:grid-cols-2">
        <section
          aria-labelledby="scorecard-strengths"
          className="flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950"
        >
          <h2 id="scorecard-strengths" className="flex items-center gap-2 font-semibold">
            <TrendingUp aria-hidden className="size-5" />
            {t('scorecard.strengths.title')}
          </h2>
          {strengths.length ? (
            <ul className="flex flex-col gap-1 text-sm">{strengths.map(metric)}</ul>
          ) : (
            <p className="text-sm">{t('scorecard.strengths.none')}</p>
          )}
        </section>
        <section
          aria-labelledby="scorecard-improve"
          className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="scorecard-improve" className="flex items-center gap-2 font-semibold">
            <ListChecks aria-hidden className="size-5" />
            {t('scorecard.improve.title')}
          </h2>
          {weaker.length ? (
            <ul className="flex flex-col gap-1 text-sm">{weaker.map(metric)}</ul>
          ) : (
            <p className="text-sm">{t('scorecard.improve.none')}</p>
          )}
        </section>
      </div>

      <section
        aria-labelledby="scorecard-actions"
        className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
      >
        <h2 id="scorecard-actions" className="font-semibold">
          {t('scorecard.actions.title')}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {actions.map((action) => (
            <li key={action} className="flex gap-2">
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {t(`scorecard.actions.${action}`)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
};
