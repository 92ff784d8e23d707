import { formatCount, messageCategories, type MessageCategory, type Mobilization } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard, LegendItem } from '@/components/ui/chart-card.tsx';
import { categoryColours } from '../categories.ts';
import { dayLabel } from '../day-label.ts';

const TOTAL = '#15803d';
const NEW = '#0369a1';
/** White seams between slices; none when one slice is the whole circle (it would draw a line). */
const seams = (slices: number) => (slices > 1 ? '#fff' : 'none');

const useWords = () => {
  const { t, i18n } = useTranslation('mobilization');
  return {
    t,
    day: (date: string) => dayLabel(date, i18n.language),
    farmers: (count: number) => t('charts.farmers', { count, shown: formatCount(count) }),
    messages: (count: number) => t('charts.messages', { count, shown: formatCount(count) }),
  };
};

/**
 * Farmer growth (document 2, 2.12): the register's total after each day (left scale) and the
 * farmers who joined that day (right scale).
 */
export const GrowthChart = ({ growth }: { growth: Mobilization['growth'] }) => {
  const { t, day, farmers } = useWords();
  const first = growth[0];
  const last = growth.at(-1);
  const joined = growth.reduce((sum, entry) => sum + entry.newFarmers, 0);
  return (
    <ChartCard
      title={t('charts.growth')}
      summary={
        first && last
          ? t('charts.growthSummary', {
              joined: farmers(joined),
              from: day(first.date),
              to: day(last.date),
              total: farmers(last.totalFarmers),
            })
          : undefined
      }
    >
      <ResponsiveContainer>
        <LineChart accessibilityLayer={false} data={growth} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={day} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis
            yAxisId="total"
            width={60}
            // The register's total moves little against its size: the scale starts near it, not at 0.
            domain={['auto', 'auto']}
            allowDecimals={false}
            tick={{ fontSize: 11, fill: TOTAL }}
            tickFormatter={(value: number) => formatCount(value)}
          />
          <YAxis
            yAxisId="new"
            orientation="right"
            width={36}
            allowDecimals={false}
            tick={{ fontSize: 11, fill: NEW }}
            tickFormatter={(value: number) => formatCount(value)}
          />
          <Tooltip labelFormatter={(label) => day(String(label))} />
          <Legend itemSorter={(item) => (item.dataKey === 'totalFarmers' ? 0 : 1)} />
          <Line
            yAxisId="total"
            type="monotone"
            dataKey="totalFarmers"
            name={t('charts.total')}
            stroke={TOTAL}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            yAxisId="new"
            type="monotone"
            dataKey="newFarmers"
            name={t('charts.new')}
            stroke={NEW}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
};

/** Messages sent in the period by category (document 2, 2.12), with a legend of the counts. */
export const CategoriesPie = ({ categories }: { categories: Mobilization['categories'] }) => {
  const { t, messages } = useWords();
  // "Other messages" (sent one at a time, outside a campaign) only when there are some.
  const shown = messageCategories.filter((category) => category !== 'other' || categories.other > 0);
  const drawn = shown.filter((category) => categories[category] > 0);
  return (
    <ChartCard
      title={t('charts.categories')}
      footer={
        <ul className="flex flex-col gap-1 text-sm text-gray-700">
          {shown.map((category) => (
            <LegendItem
              key={category}
              colour={categoryColours[category]}
              name={t(`categories.${category}`)}
              value={messages(categories[category])}
            />
          ))}
        </ul>
      }
    >
      <ResponsiveContainer>
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={drawn.map((category) => ({
              name: t(`categories.${category}`),
              value: categories[category],
            }))}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            isAnimationActive={false}
            stroke={seams(drawn.length)}
          >
            {drawn.map((category) => (
              <Cell key={category} fill={categoryColours[category]} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => messages(Number(value))} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
};

/** Messages sent each day, stacked by category (document 2, 2.12). */
export const DailyBars = ({
  daily,
  categories,
}: {
  daily: Mobilization['daily'];
  categories: Mobilization['categories'];
}) => {
  const { t, day, messages } = useWords();
  const shown = messageCategories.filter((category) => category !== 'other' || categories.other > 0);
  const busiest = daily.filter((entry) => shown.some((category) => entry[category] > 0));
  return (
    <ChartCard
      title={t('charts.daily')}
      summary={busiest
        .map(
          (entry) =>
            `${day(entry.date)}: ${shown
              .filter((category) => entry[category] > 0)
              .map((category) => `${t(`categories.${category}`)} ${messages(entry[category])}`)
              .join(', ')}`,
        )
        .join('; ')}
    >
      <ResponsiveContainer>
        <BarChart accessibilityLayer={false} data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={day} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis
            width={52}
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            tickFormatter={(value: number) => formatCount(value)}
          />
          <Tooltip labelFormatter={(label) => day(String(label))} cursor={{ fill: '#f3f4f6' }} />
          <Legend itemSorter={(item) => messageCategories.indexOf(item.dataKey as MessageCategory)} />
          {shown.map((category) => (
            <Bar
              key={category}
              dataKey={category}
              name={t(`categories.${category}`)}
              stackId="messages"
              fill={categoryColours[category]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
};
