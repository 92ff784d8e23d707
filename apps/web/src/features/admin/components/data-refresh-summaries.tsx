import { formatCount, formatDateTime, formatDuration, type RefreshRun } from '@sangam/domain';
import { Building2, Clock, Database, Landmark, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { Badge, statusTone } from './data-refresh-badge.tsx';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

const okFailed = (ok: number, failed: number) => `${formatCount(ok)} / ${formatCount(failed)}`;
const duration = (ms: number | null) => (ms === null ? '—' : formatDuration(ms));

/** The latest finished run's figures (document 2, 2.9: summary cards). */
export const DataRefreshLatest = ({ run }: { run: RefreshRun }) => {
  const { t } = useTranslation('admin');
  const hint = t('dataRefresh.latest.okFailed');
  return (
    <section aria-labelledby="refresh-latest" className="flex flex-col gap-2">
      <h2 id="refresh-latest" className="text-lg font-semibold">
        {t('dataRefresh.latest.title', { time: formatDateTime(run.startedAt) })}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard Icon={Building2} label={t('dataRefresh.latest.fpos')} value={formatCount(run.totalFpos)} />
        <StatCard
          Icon={Landmark}
          tone="blue"
          label={t('dataRefresh.latest.finance')}
          value={okFailed(run.financeSuccess, run.financeFailure)}
          hint={hint}
        />
        <StatCard
          Icon={ScrollText}
          tone="violet"
          label={t('dataRefresh.latest.schemes')}
          value={okFailed(run.schemesSuccess, run.schemesFailure)}
          hint={hint}
        />
        <StatCard
          Icon={Clock}
          tone="amber"
          label={t('dataRefresh.latest.duration')}
          value={duration(run.durationMs)}
          hint={t('dataRefresh.latest.durationHint')}
        />
      </div>
    </section>
  );
};

/** The last 10 runs, newest first (document 2, 2.9 and 9). */
export const DataRefreshSummaries = ({ runs }: { runs: RefreshRun[] }) => {
  const { t } = useTranslation('admin');
  const label = (column: string) => t(`dataRefresh.summaries.columns.${column}`);
  const columns: Column<RefreshRun>[] = [
    {
      key: 'date',
      label: label('date'),
      cell: (run) => <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>,
    },
    { key: 'trigger', label: label('trigger'), cell: (run) => t(`dataRefresh.triggers.${run.trigger}`) },
    { key: 'fpos', label: label('fpos'), cell: (run) => formatCount(run.totalFpos) },
    {
      key: 'finance',
      label: label('finance'),
      cell: (run) => okFailed(run.financeSuccess, run.financeFailure),
    },
    {
      key: 'schemes',
      label: label('schemes'),
      cell: (run) => okFailed(run.schemesSuccess, run.schemesFailure),
    },
    { key: 'duration', label: label('duration'), cell: (run) => duration(run.durationMs) },
    {
      key: 'email',
      label: label('email'),
      cell: (run) => t(run.adminEmailSent ? 'dataRefresh.yes' : 'dataRefresh.no'),
    },
    {
      key: 'status',
      label: label('status'),
      cell: (run) => <Badge tone={statusTone(run.status)}>{t(`dataRefresh.statuses.${run.status}`)}</Badge>,
    },
  ];
  return (
    <section aria-labelledby="refresh-summaries" className="flex flex-col gap-2">
      <h2 id="refresh-summaries" className="text-lg font-semibold">
        {t('dataRefresh.summaries.title')}
      </h2>
      {runs.length === 0 ? (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Database} title={t('dataRefresh.summaries.none')} />
        </div>
      ) : (
        <ResponsiveTable
          caption={t('dataRefresh.summaries.title')}
          columns={columns}
          rows={runs}
          rowKey={(run) => run.id}
        />
      )}
    </section>
  );
};
