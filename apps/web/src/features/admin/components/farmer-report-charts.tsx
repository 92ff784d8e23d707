import { formatAcres, formatCount, type FarmerAnalytics } from '@sangam/domain';
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

const genderColours = { male: '#0369a1', female: '#be185d', other: '#6b7280' } as const;
const cropColours = [
  '#15803d',
  '#0369a1',
  '#b45309',
  '#7c3aed',
  '#be185d',
  '#0f766e',
  '#a16207',
  '#4338ca',
  '#b91c1c',
  '#4d7c0f',
];
const ACRES = '#15803d';
/** White seams between slices; none when one slice is the whole circle (it would draw a line). */
const seams = (slices: number) => (slices > 1 ? '#fff' : 'none');
const FARMERS = '#0369a1';

const useWords = () => {
  const { t } = useTranslation('admin');
  return {
    t,
    farmers: (count: number) => t('farmerReport.charts.farmers', { count, shown: formatCount(count) }),
    acres: (value: number) => t('farmerReport.charts.acres', { shown: formatAcres(value) }),
  };
};

/**
 * The gender split of every FPO's farmers (document 2, 2.8). Farmers recorded as neither male nor
 * female are a slice of their own, so the slices add up to the total.
 */
export const FarmerGenderChart = ({ totals }: { totals: FarmerAnalytics['totals'] }) => {
  const { t, farmers } = useWords();
  const slices = [
    { key: 'male', value: totals.male },
    { key: 'female', value: totals.female },
    { key: 'other', value: Math.max(0, totals.farmers - totals.male - totals.female) },
  ] as const;
  const shown = slices.filter((slice) => slice.value > 0 || slice.key !== 'other');
  return (
    <ChartCard
      title={t('farmerReport.charts.gender')}
      footer={
        <ul className="flex flex-col gap-1 text-sm text-gray-700">
          {shown.map((slice) => (
            <LegendItem
              key={slice.key}
              colour={genderColours[slice.key]}
              name={t(`farmerReport.charts.${slice.key}`)}
              value={farmers(slice.value)}
            />
          ))}
        </ul>
      }
    >
      <ResponsiveContainer>
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={shown
              .filter((slice) => slice.value > 0)
              .map((slice) => ({ name: t(`farmerReport.charts.${slice.key}`), value: slice.value }))}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            isAnimationActive={false}
            stroke={seams(shown.filter((slice) => slice.value > 0).length)}
          >
            {shown
              .filter((slice) => slice.value > 0)
              .map((slice) => (
                <Cell key={slice.key} fill={genderColours[slice.key]} />
              ))}
          </Pie>
          <Tooltip formatter={(value) => farmers(Number(value))} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
};

const coloured = (crops: FarmerAnalytics['topCrops']) =>
  crops.map((crop, i) => ({ ...crop, fill: cropColours[i % cropColours.length] as string }));

/** The top 10 crops by acreage from the field records (document 2, 2.8 and 9). */
export const FarmerCropPie = ({ crops }: { crops: FarmerAnalytics['topCrops'] }) => {
  const { t, farmers, acres } = useWords();
  const total = crops.reduce((sum, crop) => sum + crop.acres, 0);
  const data = coloured(crops);
  return (
    <ChartCard
      title={t('farmerReport.charts.topCrops')}
      footer={
        <ul className="flex flex-col gap-1 text-sm text-gray-700">
          {data.map((crop) => (
            <LegendItem
              key={crop.crop}
              colour={crop.fill}
              name={crop.crop}
              value={t('farmerReport.charts.cropLine', {
                acres: acres(crop.acres),
                share: total ? Math.round((crop.acres / total) * 100) : 0,
                farmers: farmers(crop.farmers),
              })}
            />
          ))}
        </ul>
      }
    >
      <ResponsiveContainer>
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={data.filter((crop) => crop.acres > 0)}
            dataKey="acres"
            nameKey="crop"
            outerRadius="80%"
            isAnimationActive={false}
            stroke={seams(data.filter((crop) => crop.acres > 0).length)}
          >
            {data
              .filter((crop) => crop.acres > 0)
              .map((crop) => (
                <Cell key={crop.crop} fill={crop.fill} />
              ))}
          </Pie>
          <Tooltip formatter={(value) => acres(Number(value))} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
};

/**
 * The same crops' acreage beside the farmers they touch, as one bar chart (document 2, 2.8): a crop
 * a row, so the names fit on a phone, acres on the lower scale and farmers on the upper one.
 */
export const FarmerCropBars = ({ crops }: { crops: FarmerAnalytics['topCrops'] }) => {
  const { t, farmers, acres } = useWords();
  // No `fill` on the rows: Recharts would paint both bars of a crop in the crop's colour.
  const data = crops;
  return (
    <ChartCard
      title={t('farmerReport.charts.cropFigures')}
      summary={data.map((crop) => `${crop.crop}: ${acres(crop.acres)}, ${farmers(crop.farmers)}`).join('; ')}
      height={Math.max(220, 100 + data.length * 44)}
    >
      <ResponsiveContainer>
        <BarChart
          accessibilityLayer={false}
          data={data}
          layout="vertical"
          margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            xAxisId="acres"
            type="number"
            orientation="bottom"
            // Each scale in its series' colour, so the lower one reads as acres and the upper as farmers.
            tick={{ fontSize: 11, fill: ACRES }}
            tickFormatter={(value: number) => formatAcres(value, 0)}
          />
          <XAxis
            xAxisId="farmers"
            type="number"
            orientation="top"
            allowDecimals={false}
            tick={{ fontSize: 11, fill: FARMERS }}
            tickFormatter={(value: number) => formatCount(value)}
          />
          <YAxis type="category" dataKey="crop" width={88} tick={{ fontSize: 11 }} tickLine={false} />
          <Tooltip cursor={{ fill: '#f3f4f6' }} />
          <Legend />
          <Bar
            xAxisId="acres"
            dataKey="acres"
            name={t('farmerReport.charts.acresSeries')}
            fill={ACRES}
            isAnimationActive={false}
          />
          <Bar
            xAxisId="farmers"
            dataKey="farmers"
            name={t('farmerReport.charts.farmersSeries')}
            fill={FARMERS}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
};
