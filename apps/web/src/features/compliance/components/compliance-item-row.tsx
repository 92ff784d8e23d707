import { complianceRule, DOCUMENT_TYPES, daysUntil, formatDate, type ComplianceItem } from '@sangam/domain';
import { ExternalLink, FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { proofUrl, useItemProof, useRecordItem, useReopenItem } from '../api/compliance-api.ts';
import { itemPeriod, itemTitle, statusTone } from './compliance-labels.ts';

const actionClass =
  'inline-flex min-h-9 items-center gap-1 rounded-lg border border-gray-300 px-3 text-sm font-medium hover:bg-gray-50 disabled:opacity-60';

/** One due date: what, for which period, when, its state, and what can be done about it. */
export const ComplianceItemRow = ({
  item,
  today,
  onMarkDone,
}: {
  item: ComplianceItem;
  today: string;
  onMarkDone: (item: ComplianceItem) => void;
}) => {
  const { t } = useTranslation('compliance');
  const toast = useToast();
  const confirm = useConfirm();
  const record = useRecordItem();
  const reopen = useReopenItem();
  const proof = useItemProof();
  const rule = complianceRule(item.ruleKey);
  const open = item.status !== 'done' && item.status !== 'not_applicable';
  const left = daysUntil(item.planBy, today);
  const failed = (error: unknown) =>
    toast.show({
      type: 'error',
      title: t('failedTitle'),
      description:
        error instanceof ApiError && error.code === 'storage_unavailable'
          ? t('common:errors.storage_unavailable')
          : t('failedBody'),
    });
  const busy = record.isPending || reopen.isPending || proof.isPending;

  const reopenItem = async () => {
    const ok = await confirm({
      title: t('reopen.title'),
      message: t('reopen.body'),
      type: 'warning',
      confirmText: t('actions.reopen'),
    });
    if (ok) reopen.mutate(item, { onError: failed });
  };

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          {itemTitle(t, item)}
          {itemPeriod(item) && <span className="font-normal text-gray-600"> · {itemPeriod(item)}</span>}
        </p>
        <p className="text-sm text-gray-700">
          <span className={`mr-2 rounded px-1.5 py-0.5 text-xs font-medium ${statusTone[item.status].badge}`}>
            {t(`status.${item.status}`)}
          </span>
          {t('due', { date: formatDate(item.dueDate) })}
          {open && item.planBy !== item.dueDate && <> · {t('planBy', { date: formatDate(item.planBy) })}</>}
          {open &&
            (left >= 0 ? (
              <> · {t('daysLeft', { count: left })}</>
            ) : (
              <> · {t('daysLate', { count: -daysUntil(item.dueDate, today) })}</>
            ))}
          {item.record?.doneOn && <> · {t('doneOn', { date: formatDate(item.record.doneOn) })}</>}
        </p>
        {open && item.estimated && <p className="text-xs text-gray-600">{t('estimated')}</p>}
        {rule && (
          <details className="text-xs text-gray-600">
            <summary className="cursor-pointer">{t('source')}</summary>
            <p className="mt-1">
              {rule.source}{' '}
              <a
                href={rule.sourceUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-0.5 underline"
              >
                {t('sourceLink')}
                <ExternalLink aria-hidden className="size-3" />
              </a>
            </p>
          </details>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {open ? (
          <>
            <button type="button" className={actionClass} disabled={busy} onClick={() => onMarkDone(item)}>
              {t('actions.markDone')}
            </button>
            <button
              type="button"
              className={actionClass}
              disabled={busy}
              onClick={() =>
                record.mutate(
                  { item, status: 'not_applicable', doneOn: null, proof: null },
                  { onError: failed },
                )
              }
            >
              {t('actions.notDue')}
            </button>
          </>
        ) : (
          <>
            {item.status === 'done' &&
              (item.record?.document ? (
                <a href={proofUrl(item)} target="_blank" rel="noreferrer" className={actionClass}>
                  <FileCheck2 aria-hidden className="size-4 text-green-700" />
                  {t('actions.viewProof')}
                </a>
              ) : (
                <label className={`${actionClass} cursor-pointer`}>
                  {t('actions.attachProof')}
                  <input
                    type="file"
                    className="sr-only"
                    accept={DOCUMENT_TYPES.join(',')}
                    disabled={busy}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) proof.mutate({ item, file }, { onError: failed });
                    }}
                  />
                </label>
              ))}
            <button type="button" className={actionClass} disabled={busy} onClick={() => void reopenItem()}>
              {t('actions.reopen')}
            </button>
          </>
        )}
      </div>
    </li>
  );
};
