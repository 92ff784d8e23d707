import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { FarmerForm } from '../components/farmer-form.tsx';
import { OutboxCount, useOnline } from './outbox-count.tsx';
import type { OutboxEntry } from './outbox-store.ts';
import { discardEntry, reviseEntry, syncNow, useOutbox } from './outbox.ts';

// Only a conflict needs it; the worker keeps it for offline use with the farmer screens.
const ConflictResolver = lazy(() =>
  import('./conflict-resolver.tsx').then((m) => ({ default: m.ConflictResolver })),
);

/** The problems the conflict screens settle; another refusal is fixed in the form or sent again. */
const conflictCodes = ['farmer_changed', 'duplicate_farmer'];

/**
 * The farmers typed on this phone that Sangam does not have yet (decision 037): each waiting, on
 * its way, or stopped by a refusal the operator settles here (edit, compare, merge). Nothing
 * leaves this list unsent unless the operator discards it.
 */
export const OutboxPanel = () => {
  const { t } = useTranslation(['offline', 'farmers']);
  const { entries, waiting, sendingId } = useOutbox();
  const online = useOnline();
  const confirm = useConfirm();
  const [open, setOpen] = useState<{ entry: OutboxEntry; view: 'edit' | 'resolve' } | null>(null);
  const [sending, setSending] = useState(false);
  if (!entries.length) return null;

  const problemText = (entry: OutboxEntry) => {
    const code = entry.problem?.code ?? '';
    if (code === 'farmer_changed' || code === 'duplicate_farmer' || code === 'validation_failed')
      return t(`problems.${code}`);
    return t('problems.other', {
      reason: t(`common:errors.${code}`, { defaultValue: t('problems.unknown') }),
    });
  };

  const discard = async (entry: OutboxEntry) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('discardTitle'),
      message: t(entry.kind === 'create' ? 'discardNew' : 'discardChange', {
        name: entry.values.farmerName,
      }),
      confirmText: t('discard'),
      cancelText: t('keep'),
    });
    if (confirmed) {
      await discardEntry(entry.id);
      setOpen(null);
    }
  };

  const close = () => setOpen(null);

  return (
    <section
      aria-label={t('listLabel')}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OutboxCount />
        {online && waiting.length > 0 && (
          <Button
            variant="secondary"
            busy={sending || !!sendingId}
            onClick={() => {
              setSending(true);
              void syncNow().finally(() => setSending(false));
            }}
          >
            <RefreshCw aria-hidden className="size-4" />
            {t('sendNow')}
          </Button>
        )}
      </div>
      {!online && <p className="text-sm text-gray-700">{t('noConnection')}</p>}
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => {
          const conflict = !!entry.problem && conflictCodes.includes(entry.problem.code);
          return (
            <li
              key={entry.id}
              className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {entry.values.farmerName}{' '}
                  <span className="ml-1 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-normal text-gray-700">
                    {entry.kind === 'create' ? t('kindCreate') : t('kindUpdate')}
                  </span>
                </p>
                <p className="text-sm break-words text-gray-600">
                  {[entry.values.village, entry.values.phoneNumber].filter(Boolean).join(' · ')}
                </p>
                <p className={`text-sm ${entry.problem ? 'font-medium text-red-700' : 'text-gray-600'}`}>
                  {entry.problem
                    ? problemText(entry)
                    : entry.id === sendingId
                      ? t('sending')
                      : t('statusWaiting')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {conflict && (
                  <Button onClick={() => setOpen({ entry, view: 'resolve' })}>
                    {entry.problem?.code === 'duplicate_farmer' && entry.kind === 'create'
                      ? t('mergeOrKeep')
                      : t('resolve')}
                  </Button>
                )}
                {entry.problem && !conflict && entry.problem.code !== 'validation_failed' && (
                  <Button variant="secondary" onClick={() => void reviseEntry(entry.id, {})}>
                    {t('sendAgain')}
                  </Button>
                )}
                {!conflict && (
                  <Button
                    variant="secondary"
                    disabled={entry.id === sendingId}
                    onClick={() => setOpen({ entry, view: 'edit' })}
                  >
                    {entry.problem?.code === 'validation_failed' ? t('correct') : t('edit')}
                  </Button>
                )}
                {entry.problem && (
                  <Button variant="danger" onClick={() => void discard(entry)}>
                    {t('discard')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Modal
        open={!!open}
        onClose={close}
        wide
        title={
          open?.view === 'resolve'
            ? open.entry.problem?.code === 'duplicate_farmer'
              ? t('compare.duplicateTitle')
              : t('compare.changedTitle')
            : t('farmers:editTitle')
        }
      >
        {open?.view === 'edit' && <FarmerForm entry={open.entry} onDone={close} onCancel={close} />}
        {open?.view === 'resolve' && (
          <Suspense fallback={<PageSpinner />}>
            <ConflictResolver
              entry={open.entry}
              onDone={close}
              onEdit={() => setOpen({ entry: open.entry, view: 'edit' })}
              onDiscard={() => void discard(open.entry)}
            />
          </Suspense>
        )}
      </Modal>
    </section>
  );
};
