import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFarmerReport } from '@/features/reports/api/reports-api.ts';
import { ExportMenu } from '@/features/reports/components/export-menu.tsx';
import { GenderCharts } from '@/features/reports/components/gender-charts.tsx';
import { RangePicker } from '@/features/reports/components/range-picker.tsx';
import { ReportStatCards } from '@/features/reports/components/report-stat-cards.tsx';
import { reportRanges } from '@sangam/domain';

const DEFAULT_DAYS = 30;

/** The range in the address, so a report can be bookmarked or shared; anything else is 30 days. */
const rangeOf = (value: string | null) =>
  (reportRanges as readonly number[]).includes(Number(value)) ? Number(value) : DEFAULT_DAYS;

/** Reports (spec 2.13, Pro): the farmers who joined in a range, their acres and the gender split. */
export const ReportsScreen = () => {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get('days'));
  const report = useFarmerReport(days);
  const setDays = (next: number) =>
    setParams(next === DEFAULT_DAYS ? {} : { days: String(next) }, { replace: true });

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-sm text-gray-600">{t('subtitle')}</p>
        </div>
        <ExportMenu days={days} />
      </header>

      <RangePicker days={days} onChange={setDays} />

      {report.isError && !report.data && (
        <AlertBanner
          tone="error"
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void report.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {report.isPending && <Spinner />}
      {report.data && (
        <div aria-busy={report.isPlaceholderData} className="flex flex-col gap-5 aria-busy:opacity-60">
          <ReportStatCards report={report.data} />
          {report.data.totalFarmers > 0 ? (
            <GenderCharts report={report.data} />
          ) : (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={BarChart3} title={t('empty.title')}>
                <p className="text-sm text-gray-600">{t('empty.body')}</p>
                <Link to="/farmers" className="text-sm font-medium text-brand-700 underline">
                  {t('empty.add')}
                </Link>
              </EmptyState>
            </div>
          )}
        </div>
      )}
    </div>
  );
};
