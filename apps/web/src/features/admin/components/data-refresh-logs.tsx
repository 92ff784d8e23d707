import { formatCount, formatDateTime, formatDuration, type RefreshLog } from '@sangam/domain';
import { ListX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Badge, statusTone } from './data-refresh-badge.tsx';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

/** The last 50 page logs, newest first (document 2, 2.9 and 9). */
export const DataRefreshLogs = ({ logs }: { logs: RefreshLog[] }) => {
  const { t } = useTranslation('admin');
  const label = (column: string) => t(`dataRefresh.logs.columns.${column}`);
  const columns: Column<RefreshLog>[] = [
    {
      key: 'time',
      label: label('time'),
      cell: (log) => <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>,
    },
    { key: 'page', label: label('page'), cell: (log) => t(`dataRefresh.pages.${log.pageName}`) },
    {
      key: 'status',
      label: label('status'),
      cell: (log) => <Badge tone={statusTone(log.status)}>{t(`dataRefresh.statuses.${log.status}`)}</Badge>,
    },
    { key: 'records', label: label('records'), cell: (log) => formatCount(log.recordsProcessed) },
    { key: 'duration', label: label('duration'), cell: (log) => formatDuration(log.durationMs) },
    {
      key: 'error',
      label: label('error'),
      wide: true,
      cell: (log) => (log.errorMessage ? <span className="text-red-800">{log.errorMessage}</span> : '—'),
    },
  ];
  return (
    <section aria-labelledby="refresh-logs" className="flex flex-col gap-2">
      <h2 id="refresh-logs" className="text-lg font-semibold">
        {t('dataRefresh.logs.title')}
      </h2>
      {logs.length === 0 ? (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={ListX} title={t('dataRefresh.logs.none')} />
        </div>
      ) : (
        <ResponsiveTable
          caption={t('dataRefresh.logs.title')}
          columns={columns}
          rows={logs}
          rowKey={(log) => log.id}
        />
      )}
    </section>
  );
};
