import { formatCount, scoreBands, type Scorecard } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard, LegendItem } from '@/components/ui/chart-card.tsx';
import { formatScore, labelColours } from './scorecard-format.ts';

const AVERAGE = '#0f766e';
const TOP = '#a16207';
const percent = (points: number, max: number) => (max ? Math.round((points / max) * 1000) / 10 : 0);

/**
 * The scorecard's charts (document 2, 2.3 and 9): how many FPOs fall in each band, and each
 * metric's average and top points as a share of its most points (the metrics differ in weight).
 * Recharts comes with this file only, loaded after the leaderboard has painted.
 */
export const ScorecardCharts = ({ analytics }: { analytics: Scorecard['analytics'] }) => {
  const { t } = useTranslation('admin');
  const fpos = (count: number) => t('scorecard.charts.fpos', { count, shown: formatCount(count) });
  const bands = scoreBands.map((band) => ({
    label: band.label,
    name: t(`scorecard.labels.${band.label}`),
    range: t(`scorecard.charts.bands.${band.label}`),
    value: analytics.scoreDistribution.find((d) => d.label === band.label)?.count ?? 0,
    fill: labelColours[band.label].fill,
  }));
  const metrics = analytics.performanceByMetric.map((m) => ({
    ...m,
    name: t(`scorecard.metrics.${m.metric}`),
    averageShare: percent(m.average, m.max),
    topShare: percent(m.top, m.max),
  }));
  const averageName = t('scorecard.charts.averageBar');
  const topName = t('scorecard.charts.topBar');

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <ChartCard
        title={t('scorecard.charts.distribution')}
        footer={
          <ul className="flex flex-col gap-1 text-sm text-gray-700">
            {bands.map((band) => (
              <LegendItem
                key={band.label}
                colour={band.fill}
                name={`${band.name} (${band.range})`}
                value={fpos(band.value)}
              />
            ))}
          </ul>
        }
      >
        <ResponsiveContainer>
          <PieChart accessibilityLayer={false}>
            <Pie
              rootTabIndex={-1}
              data={bands.filter((band) => band.value > 0)}
              dataKey="value"
              nameKey="name"
              innerRadius="45%"
              outerRadius="80%"
              isAnimationActive={false}
              // White seams between slices; none when one band holds every FPO.
              stroke={bands.filter((band) => band.value > 0).length > 1 ? '#fff' : 'none'}
            >
              {bands
                .filter((band) => band.value > 0)
                .map((band) => (
                  <Cell key={band.label} fill={band.fill} />
                ))}
            </Pie>
            <Tooltip formatter={(value) => fpos(Number(value))} />
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={t('scorecard.charts.metrics')}
        height={300}
        footer={
          <>
            <p className="text-xs text-gray-500">{t('scorecard.charts.metricsNote')}</p>
            <ul className="flex flex-col gap-1 text-sm text-gray-700">
              {metrics.map((m) => (
                <li key={m.metric} className="flex flex-wrap justify-between gap-x-3">
                  <span>{m.name}</span>
                  <span className="ml-auto text-right font-medium">
                    {t('scorecard.charts.metricLine', {
                      average: formatScore(m.average),
                      top: formatScore(m.top),
                      max: m.max,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        }
      >
        <ResponsiveContainer>
          <BarChart
            accessibilityLayer={false}
            data={metrics}
            layout="vertical"
            margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tick={{ fontSize: 11 }}
              tickFormatter={(value: number) => `${value}%`}
            />
            <YAxis type="category" dataKey="name" width={104} tick={{ fontSize: 11 }} tickLine={false} />
            <Tooltip formatter={(value) => `${Number(value)}%`} cursor={{ fill: '#f3f4f6' }} />
            <Legend />
            <Bar dataKey="averageShare" name={averageName} fill={AVERAGE} isAnimationActive={false} />
            <Bar dataKey="topShare" name={topName} fill={TOP} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
};
