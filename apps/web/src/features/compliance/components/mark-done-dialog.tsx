import { DOCUMENT_TYPES, IMAGE_MAX_BYTES, type ComplianceItem } from '@sangam/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useRecordItem } from '../api/compliance-api.ts';
import { itemPeriod, itemTitle } from './compliance-labels.ts';

const meetings = new Set(['agm', 'first_agm']);
/** Refusals the dialog explains; any other is "could not save". */
const explained = new Set([
  'done_on_required',
  'done_on_future',
  'done_on_invalid',
  'file_too_large',
  'file_type_invalid',
  'network_error',
  'storage_unavailable',
]);

/**
 * Marks an item done: the day it was done (for a meeting, the day it was held: the filings after
 * it count from that day) and, optionally, its proof.
 */
export const MarkDoneDialog = ({
  item,
  today,
  onClose,
}: {
  item: ComplianceItem;
  today: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('compliance');
  const record = useRecordItem();
  const [doneOn, setDoneOn] = useState(today);
  const [proof, setProof] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();

  const save = () => {
    if (!doneOn) return setError('done_on_required');
    if (doneOn > today) return setError('done_on_future');
    if (proof && proof.size > IMAGE_MAX_BYTES) return setError('file_too_large');
    setError(null);
    record.mutate(
      { item, status: 'done', doneOn, proof },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const code = failure instanceof ApiError ? (failure.issues[0]?.code ?? failure.code) : 'failed';
          setError(
            explained.has(code)
              ? code
              : failure instanceof ApiError && failure.status === 413
                ? 'file_too_large'
                : 'failed',
          );
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('dialog.title')}
      description={[itemTitle(t, item), itemPeriod(item)].filter(Boolean).join(' · ')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button busy={record.isPending} onClick={save}>
            {t('dialog.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field
          id="compliance-done-on"
          label={meetings.has(item.ruleKey) ? t('dialog.heldOn') : t('dialog.doneOn')}
          namespace="compliance"
          error={error && error.startsWith('done_on') ? error : undefined}
          required
        >
          <input
            id="compliance-done-on"
            type="date"
            max={today}
            className={inputClass}
            value={doneOn}
            onChange={(event) => setDoneOn(event.target.value)}
          />
        </Field>
        <Field
          id={fileId}
          label={t('dialog.proof')}
          hint={t('dialog.proofHint')}
          namespace="compliance"
          error={error && !error.startsWith('done_on') ? error : undefined}
        >
          <input
            id={fileId}
            type="file"
            accept={DOCUMENT_TYPES.join(',')}
            className="text-sm"
            onChange={(event) => setProof(event.target.files?.[0] ?? null)}
          />
        </Field>
      </div>
    </Modal>
  );
};
