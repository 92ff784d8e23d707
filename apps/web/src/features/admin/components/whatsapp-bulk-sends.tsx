import { bulkRecipientFilters, type BulkSend } from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useBulkRecipients } from '@/features/admin/api/whatsapp-bulk-api.ts';
import { PageControl } from '@/features/admin/components/page-control.tsx';
import { templateLanguageName } from '@/features/admin/components/whatsapp-bulk-form.tsx';
import { whatsappBadge, whatsappDateTime } from '@/features/admin/components/whatsapp-history.tsx';

const sendBadge: Record<BulkSend['status'], string> = {
  queued: 'bg-gray-100 text-gray-800',
  running: 'bg-blue-100 text-blue-800',
  stopped: 'bg-amber-100 text-amber-800',
  finished: 'bg-green-100 text-green-800',
  cancelled: 'bg-gray-200 text-gray-700',
};

/** Handed to WhatsApp (or refused), out of the total: what the progress bar shows. */
const handled = (send: BulkSend) => send.total - send.counts.queued - send.counts.sending;
const reached = (send: BulkSend) =>
  send.counts.accepted + send.counts.sent + send.counts.delivered + send.counts.read;

const Recipients = ({ send }: { send: BulkSend }) => {
  const { t, i18n } = useTranslation('admin');
  const [filter, setFilter] = useState<(typeof bulkRecipientFilters)[number]>('all');
  const [page, setPage] = useState(1);
  const recipients = useBulkRecipients(send, page, filter);
  return (
    <div className="flex min-w-0 flex-col gap-2 border-t border-gray-100 pt-3">
      <div role="group" aria-label={t('whatsapp.bulk.results')} className="flex flex-wrap gap-2">
        {bulkRecipientFilters.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={filter === item}
            className="min-h-9 rounded-full border border-gray-300 px-3 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            onClick={() => {
              setFilter(item);
              setPage(1);
            }}
          >
            {t(`whatsapp.bulk.filters.${item}`)}
          </button>
        ))}
      </div>
      {recipients.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {t('whatsapp.bulk.resultsFailed')}
        </p>
      ) : recipients.data?.recipients.length === 0 ? (
        <p className="text-sm text-gray-600">{t('whatsapp.bulk.noResults')}</p>
      ) : (
        <ul className="flex min-w-0 flex-col divide-y divide-gray-100">
          {recipients.data?.recipients.map((recipient) => (
            <li key={recipient.id} className="flex min-w-0 flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${whatsappBadge[recipient.status]}`}
                >
                  {t(`whatsapp.status.${recipient.status}`)}
                </span>
                <span className="font-medium break-words">{recipient.farmer?.name ?? recipient.phone}</span>
                <span className="text-sm text-gray-600">{recipient.phone}</span>
                {recipient.language && (
                  <span className="text-xs text-gray-500">{templateLanguageName(recipient.language)}</span>
                )}
                <span className="text-xs text-gray-500">
                  {whatsappDateTime(recipient.updatedAt, i18n.language)}
                </span>
              </div>
              {recipient.errorReason && (
                <p className="text-sm text-red-700">
                  {t(`whatsapp.failures.${recipient.errorReason}`, {
                    defaultValue: t('whatsapp.failures.refused'),
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {recipients.data && (
        <PageControl
          page={recipients.data.page}
          pageSize={recipients.data.pageSize}
          total={recipients.data.total}
          onPage={setPage}
        />
      )}
    </div>
  );
};

/**
 * The latest bulk sends (decision 026): each one's FPO, template, campaign and audience, a progress
 * bar, how many reached WhatsApp, were delivered, read or failed, why a send stopped, cancel and
 * resume for admins who may edit, and each recipient's result.
 */
export const WhatsappBulkSends = ({
  sends,
  canEdit,
  busy,
  onCancel,
  onResume,
}: {
  sends: BulkSend[];
  canEdit: boolean;
  busy: boolean;
  onCancel: (send: BulkSend) => void;
  onResume: (send: BulkSend) => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState<string | null>(null);
  if (!sends.length) return <p className="text-sm text-gray-600">{t('whatsapp.bulk.none')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {sends.map((send) => {
        const percent = Math.round((handled(send) / Math.max(1, send.total)) * 100);
        return (
          <li
            key={send.id}
            className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${sendBadge[send.status]}`}>
                {t(`whatsapp.bulk.statuses.${send.status}`)}
              </span>
              <span className="font-medium break-words">{send.fpo.name}</span>
              <span className="text-sm break-all text-gray-600">{send.template}</span>
              <span className="text-xs text-gray-500">{whatsappDateTime(send.createdAt, i18n.language)}</span>
            </div>
            <p className="text-sm text-gray-700">
              {t(`whatsapp.bulk.categories.${send.category}`)} ·{' '}
              {send.audience.kind === 'all'
                ? t('whatsapp.bulk.audienceKinds.all')
                : t(`whatsapp.bulk.audienceOf.${send.audience.kind}`, { name: send.audience.value })}
            </p>
            <div
              role="progressbar"
              aria-label={t('whatsapp.bulk.progress', { name: send.fpo.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-all"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-sm text-gray-800">
              {t('whatsapp.bulk.counts', {
                handled: handled(send),
                total: send.total,
                reached: reached(send),
                delivered: send.counts.delivered + send.counts.read,
                read: send.counts.read,
                failed: send.counts.failed,
              })}
            </p>
            {send.status === 'stopped' && (
              <p role="status" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
                {t(`whatsapp.bulk.stopReasons.${send.stopReason ?? 'provider_unavailable'}`, {
                  defaultValue: t('whatsapp.bulk.stopReasons.provider_unavailable'),
                })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                aria-expanded={open === send.id}
                onClick={() => setOpen(open === send.id ? null : send.id)}
              >
                {open === send.id ? t('whatsapp.bulk.hideResults') : t('whatsapp.bulk.showResults')}
              </Button>
              {canEdit && send.status === 'stopped' && (
                <Button disabled={busy} onClick={() => onResume(send)}>
                  {t('whatsapp.bulk.resume')}
                </Button>
              )}
              {canEdit && ['queued', 'running', 'stopped'].includes(send.status) && (
                <Button variant="danger" disabled={busy} onClick={() => onCancel(send)}>
                  {t('whatsapp.bulk.cancel')}
                </Button>
              )}
            </div>
            {open === send.id && <Recipients send={send} />}
          </li>
        );
      })}
    </ul>
  );
};
