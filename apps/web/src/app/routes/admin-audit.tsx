import { formatDateTime } from '@sangam/domain';
import { ArrowLeft, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuditLog } from '@/features/admin/api/user-detail-api.ts';
import { PageControl } from '@/features/admin/components/page-control.tsx';

/** The audit log (DECISIONS D5): who changed which shared record or admin setting, and when. */
export const AdminAuditScreen = () => {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const log = useAuditLog(page, pageSize);
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('backToDashboard')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
        <p className="text-sm text-gray-600">{t('audit.subtitle')}</p>
      </header>
      {log.isPending && <Spinner />}
      {log.isError && <p className="text-sm text-red-700">{t('errors.auditLoadFailed')}</p>}
      {log.data && log.data.items.length === 0 && <EmptyState Icon={ScrollText} title={t('audit.none')} />}
      {log.data && log.data.items.length > 0 && (
        <ol className="flex flex-col gap-2">
          {log.data.items.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-3 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                </span>
                <time dateTime={entry.createdAt} className="text-gray-600">
                  {formatDateTime(entry.createdAt)}
                </time>
              </div>
              <span className="text-gray-700">
                {t('audit.by', {
                  who: entry.actorEmail ?? t('audit.system'),
                  target: `${entry.targetType} ${entry.targetId}`,
                })}
              </span>
              <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs whitespace-pre-wrap break-all text-gray-700">
                {JSON.stringify(entry.details, null, 1)}
              </pre>
            </li>
          ))}
        </ol>
      )}
      {log.data && (
        <PageControl
          page={page}
          pageSize={pageSize}
          total={log.data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </div>
  );
};
