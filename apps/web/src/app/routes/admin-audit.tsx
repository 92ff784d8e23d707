import { formatDateTime } from '@sangam/domain';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '@/features/admin/api/user-detail-api.ts';
import { AdminList, useAdminList } from '@/features/admin/components/admin-list.tsx';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';

/** The audit log (DECISIONS D5): who changed which shared record or admin setting, and when. */
export const AdminAuditScreen = () => {
  const { t } = useTranslation('admin');
  const list = useAdminList(20);
  const log = useAuditLog(list.page, list.pageSize);
  return (
    <div className="flex flex-col gap-5">
      <AdminScreenHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AdminList
        query={log}
        list={list}
        failed={{ title: t('errors.auditLoadFailed') }}
        empty={{ Icon: ScrollText, none: t('audit.none') }}
      >
        {(entries) => (
          <ol className="flex flex-col gap-2">
            {entries.map((entry) => (
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
      </AdminList>
    </div>
  );
};
