import { formatAcres, formatCount, type FarmerReport } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const colours = { male: '#0369a1', female: '#be185d' } as const;
const genders = ['male', 'female'] as const;

const ChartCard = ({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) => (
  <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
    <figcaption className="font-semibold">{title}</figcaption>
    {/* The drawing is for the eye; a screen reader gets the same figures as one sentence. */}
    <p className="sr-only">{summary}</p>
    <div aria-hidden className="h-60 w-full">
      {children}
    </div>
  </figure>
);

/**
 * The gender pie (farmers) and the acres-by-gender bar (spec 2.13): each gender's own acres, not a
 * share of the total. Charts draw Male and Female; the farmers of any other gender are counted
 * beneath them so no one goes missing.
 */
export const GenderCharts = ({ report }: { report: FarmerReport }) => {
  const { t } = useTranslation('reports');
  const label = (gender: (typeof genders)[number]) => t(`charts.${gender}`);
  const counted = genders.map((gender) => ({
    name: label(gender),
    value: report.genders[gender],
    fill: colours[gender],
  }));
  const acres = genders.map((gender) => ({
    name: label(gender),
    acres: report.acresByGender[gender],
    fill: colours[gender],
  }));
  const farmers = (count: number) => t('charts.farmers', { count, shown: formatCount(count) });
  const acresText = (value: number) => t('charts.acres', { shown: formatAcres(value) });

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 lg:grid-cols-2">
        <ChartCard
          title={t('charts.genderTitle')}
          summary={counted.map((slice) => `${slice.name}: ${farmers(slice.value)}`).join(', ')}
        >
          <ResponsiveContainer>
            <PieChart accessibilityLayer={false}>
              <Pie
                rootTabIndex={-1}
                data={counted.filter((slice) => slice.value > 0)}
                dataKey="value"
                nameKey="name"
                innerRadius="45%"
                outerRadius="80%"
                isAnimationActive={false}
                label={({ name, percent }: { name?: string; percent?: number }) =>
                  `${name ?? ''} ${Math.round((percent ?? 0) * 100)}%`
                }
              >
                {counted
                  .filter((slice) => slice.value > 0)
                  .map((slice) => (
                    <Cell key={slice.name} fill={slice.fill} />
                  ))}
              </Pie>
              <Tooltip formatter={(value) => farmers(Number(value))} />
            </PieChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title={t('charts.acresTitle')}
          summary={acres.map((bar) => `${bar.name}: ${acresText(bar.acres)}`).join(', ')}
        >
          <ResponsiveContainer>
            <BarChart
              accessibilityLayer={false}
              data={acres}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tickLine={false} />
              <YAxis width={56} tickFormatter={(value: number) => formatAcres(value, 0)} />
              <Tooltip formatter={(value) => acresText(Number(value))} cursor={{ fill: '#f3f4f6' }} />
              <Bar dataKey="acres" isAnimationActive={false} maxBarSize={72}>
                {acres.map((bar) => (
                  <Cell key={bar.name} fill={bar.fill} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
        {genders.map((gender) => (
          <div key={gender} className="flex items-center gap-2">
            <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: colours[gender] }} />
            <dt>{label(gender)}</dt>
            <dd className="font-medium">
              {farmers(report.genders[gender])} · {acresText(report.acresByGender[gender])}
            </dd>
          </div>
        ))}
        <div className="flex items-center gap-2">
          <dt>{t('charts.other')}</dt>
          <dd className="font-medium">{farmers(report.genders.other)}</dd>
        </div>
      </dl>
    </div>
  );
};
