import { BarChart3, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useFarmerAnalytics } from '@/features/admin/api/farmer-analytics-api.ts';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
import { FarmerReportCards } from '@/features/admin/components/farmer-report-cards.tsx';
import { FarmerReportFieldNote } from '@/features/admin/components/farmer-report-field-note.tsx';
import { FarmerReportTable } from '@/features/admin/components/farmer-report-table.tsx';
import { PageControl } from '@/features/admin/components/page-control.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';

// Recharts comes with the charts, after the cards and the table have painted.
const charts = () => import('@/features/admin/components/farmer-report-charts.tsx');
const FarmerGenderChart = lazy(() => charts().then((m) => ({ default: m.FarmerGenderChart })));
const FarmerCropPie = lazy(() => charts().then((m) => ({ default: m.FarmerCropPie })));
const FarmerCropBars = lazy(() => charts().then((m) => ({ default: m.FarmerCropBars })));

/**
 * The back office's farmers report at /admin/reports (document 2, 2.8): totals, the gender split,
 * the top crops by acreage from the field records, and every FPO's figures, most farmers first,
 * 20 a page.
 */
export const AdminFarmerReportScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data: me } = useMe();
  const [page, setPage] = useState(1);
  const report = useFarmerAnalytics(page);

  const failure = (error: unknown) =>
    t('farmerReport.loadFailed', {
      reason: t(`errors.${error instanceof ApiError ? error.code : 'network_error'}`, {
        defaultValue: t('errors.generic'),
      }),
    });
  // 'Load Failed' with the reason (document 2, 8), once per failure; the page says so in place too.
  useEffect(() => {
    if (report.error)
      toast.show({
        type: 'error',
        title: t('farmerReport.loadFailedTitle'),
        description: failure(report.error),
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not per render
  }, [report.error]);

  const data = report.data;
  const chartsLoading = <Spinner label={t('farmerReport.charts.loading')} />;

  return (
    <div className="flex flex-col gap-5">
      <AdminScreenHeader title={t('farmerReport.title')} subtitle={t('farmerReport.subtitle')} />

      {report.isPending && <Spinner />}
      {report.isError && !data && (
        <AlertBanner
          tone="error"
          title={t('farmerReport.loadFailedTitle')}
          action={
            <Button variant="secondary" onClick={() => void report.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        >
          {failure(report.error)}
        </AlertBanner>
      )}

      {data && data.fpos.total === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={BarChart3} title={t('farmerReport.empty.title')}>
            <p className="text-sm text-gray-600">{t('farmerReport.empty.body')}</p>
          </EmptyState>
        </div>
      )}

      {data && data.fpos.total > 0 && (
        <>
          <FarmerReportCards totals={data.totals} />

          <div className="grid gap-3 lg:grid-cols-2">
            {data.totals.farmers > 0 ? (
              <Suspense fallback={chartsLoading}>
                <FarmerGenderChart totals={data.totals} />
              </Suspense>
            ) : (
              <div className="rounded-xl border border-gray-200 bg-white">
                <EmptyState Icon={Users} title={t('farmerReport.charts.noFarmers')} />
              </div>
            )}
            {data.topCrops.length > 0 ? (
              <Suspense fallback={chartsLoading}>
                <FarmerCropPie crops={data.topCrops} />
              </Suspense>
            ) : (
              <FarmerReportFieldNote
                anyCrops={data.totals.uniqueCrops > 0}
                linkRefresh={me?.admin?.pages.data_refresh.view ?? false}
              />
            )}
          </div>
          {data.topCrops.length > 0 && (
            <Suspense fallback={chartsLoading}>
              <FarmerCropBars crops={data.topCrops} />
            </Suspense>
          )}

          <section aria-labelledby="farmer-report-fpos" className="flex flex-col gap-3">
            <h2 id="farmer-report-fpos" className="text-lg font-semibold">
              {t('farmerReport.table.title')}
            </h2>
            <div aria-busy={report.isPlaceholderData} className="aria-busy:opacity-60">
              <FarmerReportTable rows={data.fpos.items} />
            </div>
            <PageControl page={page} pageSize={data.fpos.pageSize} total={data.fpos.total} onPage={setPage} />
          </section>
        </>
      )}
    </div>
  );
};
