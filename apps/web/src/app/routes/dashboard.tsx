import { formatAcres, formatCount, formatRupees } from '@sangam/domain';
import { BarChart3, IndianRupee, Map, Package, Sprout, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorScreen } from '@/components/ui/error-screen.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { useDashboard } from '@/features/dashboard/api/get-dashboard.ts';
import { DocumentsPanel } from '@/features/dashboard/components/documents-panel.tsx';
import { OpportunityCard } from '@/features/dashboard/components/opportunity-card.tsx';
import { RecentFarmersTable } from '@/features/farmers/components/recent-farmers-table.tsx';

// Fetched after the dashboard paints, with its own texts: the first screen stays within its budget.
const CompliancePanel = lazy(() =>
  import('@/features/compliance/components/compliance-panel.tsx').then((m) => ({
    default: m.CompliancePanel,
  })),
);

const quickLinks = [
  { key: 'farmers', to: '/farmers', Icon: Users },
  { key: 'products', to: '/fpo-product', Icon: Package },
  { key: 'inputs', to: '/input', Icon: Sprout },
  { key: 'reports', to: '/reports', Icon: BarChart3 },
] as const;

export const DashboardScreen = () => {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError)
    return (
      <ErrorScreen message={t('common:errors.network_error')} onAction={() => void dashboard.refetch()} />
    );
  const data = dashboard.data;

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('headline')}</h1>
        <p className="text-sm text-gray-600">{data.fpoName}</p>
      </header>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard Icon={Users} label={t('stats.farmers')} value={formatCount(data.farmers.totalFarmers)} />
        <StatCard
          Icon={Map}
          tone="blue"
          label={t('stats.acres')}
          value={formatAcres(data.farmers.totalAcres)}
        />
        <StatCard
          Icon={IndianRupee}
          tone="amber"
          label={t('stats.productValue')}
          value={formatRupees(data.productValue)}
        />
        <StatCard
          Icon={IndianRupee}
          tone="violet"
          label={t('stats.inputValue')}
          value={formatRupees(data.inputValue)}
        />
      </div>
      <nav aria-label={t('quickLinks.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {quickLinks.map(({ key, to, Icon }) => (
          <Link
            key={key}
            to={to}
            className="flex min-h-14 items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 text-sm font-medium hover:border-brand-600 hover:bg-brand-50"
          >
            <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
            {t(`quickLinks.${key}`)}
          </Link>
        ))}
      </nav>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <section
          aria-labelledby="recent-title"
          className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 lg:col-span-2"
        >
          <h2 id="recent-title" className="mb-3 text-lg font-semibold">
            {t('recent.title')}
          </h2>
          {data.recentFarmers.length ? (
            <RecentFarmersTable farmers={data.recentFarmers} />
          ) : (
            <EmptyState Icon={Users} title={t('recent.empty')}>
              <Link
                to="/farmers?add=1"
                className="mt-2 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
              >
                <UserPlus aria-hidden className="size-4" />
                {t('recent.addFirst')}
              </Link>
            </EmptyState>
          )}
        </section>
        <div className="flex min-w-0 flex-col gap-5">
          <DocumentsPanel documents={data.documents} />
          <Suspense fallback={null}>
            <CompliancePanel />
          </Suspense>
          <OpportunityCard dashboard={data} />
        </div>
      </div>
    </div>
  );
};
