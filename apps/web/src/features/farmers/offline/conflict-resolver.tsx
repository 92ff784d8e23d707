import {
  existingFarmerOf,
  languageNames,
  type Farmer,
  type FarmerDetail,
  type Language,
} from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ApiError, apiFetch } from '@/lib/api-client.ts';
import { toFormValues } from '../api/farmer-form-values.ts';
import {
  compareFields,
  mergeValues,
  type ComparedField,
  type FieldRow,
  type Side,
} from './compare-fields.ts';
import type { OutboxEntry } from './outbox-store.ts';
import { reviseEntry } from './outbox.ts';

type ResolverProps = {
  entry: OutboxEntry;
  /** Resolved: the entry waits to be sent again (at once when online). */
  onDone: () => void;
  /** Keep separate: the form opens on the entry to change its phone. */
  onEdit: () => void;
  /** Throw it away (the panel asks first). */
  onDiscard: () => void;
};

/** The farmer on Sangam now, read fresh for the comparison. */
const useFarmerNow = (farmerId: string | null) =>
  useQuery({
    queryKey: ['farmers', 'compare', farmerId],
    queryFn: () => apiFetch<FarmerDetail>(`/api/farmers/${encodeURIComponent(farmerId ?? '')}`),
    enabled: !!farmerId,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * A conflict is never resolved silently (decision 037): the farmer changed on Sangam meanwhile
 * (`farmer_changed`) shows both versions to pick from field by field; a farmer already on Sangam
 * with the same phone or details (`duplicate_farmer`) can be merged into it the same way, or kept
 * separate by changing this farmer's phone.
 */
export const ConflictResolver = ({ entry, onDone, onEdit, onDiscard }: ResolverProps) => {
  const { t } = useTranslation(['offline', 'farmers']);
  const duplicate = entry.problem?.code === 'duplicate_farmer';
  const existing = duplicate ? existingFarmerOf(entry.problem?.issues ?? []) : null;
  const farmerId = duplicate ? (existing?.id ?? null) : entry.farmerId;
  const now = useFarmerNow(farmerId);
  const [merging, setMerging] = useState(false);
  const name = entry.values.farmerName;

  if (duplicate && (!existing || entry.kind === 'update'))
    // A change that takes another farmer's phone: only a new phone (or giving up) settles it.
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-gray-700">{t('compare.duplicateOfOther', { name })}</p>
        <Actions>
          <Button variant="secondary" onClick={onDiscard}>
            {t('discard')}
          </Button>
          <Button onClick={onEdit}>{t('compare.changePhone')}</Button>
        </Actions>
      </div>
    );

  if (farmerId && now.isPending) return <PageSpinner />;
  if (now.isError) {
    const gone = now.error instanceof ApiError && now.error.status === 404;
    if (!gone)
      return (
        <div className="flex flex-col gap-3">
          <AlertBanner tone="error">{t('compare.loadFailed')}</AlertBanner>
          <Actions>
            <Button onClick={() => void now.refetch()}>{t('common:tryAgain')}</Button>
          </Actions>
        </div>
      );
    // Deleted on Sangam meanwhile: add it again, or let it go.
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-gray-700">{t('compare.deletedBody', { name })}</p>
        <Actions>
          <Button variant="secondary" onClick={onDiscard}>
            {t('discard')}
          </Button>
          <Button
            onClick={() =>
              void reviseEntry(entry.id, {
                kind: 'create',
                farmerId: null,
                baseVersion: null,
                base: null,
              }).then(onDone)
            }
          >
            {t('compare.addAgain')}
          </Button>
        </Actions>
      </div>
    );
  }
  const theirs = now.data?.farmer;
  if (!theirs) return null;

  if (duplicate && !merging)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-700">
          {existing?.sameRule === 'details'
            ? t('compare.duplicateDetails', { name, theirs: theirs.farmerName })
            : t('compare.duplicatePhone', { name, theirs: theirs.farmerName })}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Choice title={t('compare.merge')} hint={t('compare.mergeHint')} onClick={() => setMerging(true)} />
          <Choice title={t('compare.keepSeparate')} hint={t('compare.keepSeparateHint')} onClick={onEdit} />
        </div>
      </div>
    );

  return (
    <FieldPicker
      entry={entry}
      theirs={theirs}
      merge={duplicate}
      onSave={(picks) => {
        const values = mergeValues(entry.values, theirs, picks);
        // Saved as a change of the farmer on Sangam, from the version just compared.
        void reviseEntry(entry.id, {
          kind: 'update',
          farmerId: theirs.id,
          baseVersion: theirs.version,
          base: toFormValues(theirs),
          values,
        }).then(onDone);
      }}
    />
  );
};

const Actions = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
);

const Choice = ({ title, hint, onClick }: { title: string; hint: string; onClick: () => void }) => (
  <button
    type="button"
    onClick={onClick}
    className="flex flex-col gap-1 rounded-lg border border-gray-300 p-3 text-left hover:border-brand-600 hover:bg-brand-50"
  >
    <span className="font-semibold">{title}</span>
    <span className="text-sm text-gray-600">{hint}</span>
  </button>
);

const FieldPicker = ({
  entry,
  theirs,
  merge,
  onSave,
}: {
  entry: OutboxEntry;
  theirs: Farmer;
  merge: boolean;
  onSave: (picks: Partial<Record<ComparedField, Side>>) => void;
}) => {
  const { t } = useTranslation(['offline', 'farmers']);
  const rows = compareFields({ yours: entry.values, theirs, base: merge ? null : entry.base });
  const differing = rows.filter((row) => !row.same);
  const [picks, setPicks] = useState<Partial<Record<ComparedField, Side>>>(() =>
    Object.fromEntries(differing.flatMap((row) => (row.suggested ? [[row.field, row.suggested]] : []))),
  );
  const [saving, setSaving] = useState(false);
  const chosen = differing.every((row) => picks[row.field]);
  const same = rows.filter((row) => row.same);

  const shown = (row: FieldRow, value: string) => {
    if (row.field === 'gender') return t(`farmers:gender.${value}`, { defaultValue: value });
    if (row.field === 'preferredLanguage') return languageNames[value as Language] ?? value;
    return value;
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        setSaving(true);
        onSave(picks);
      }}
    >
      <p className="text-sm text-gray-700">
        {merge
          ? t('compare.mergeExplain', { name: theirs.farmerName })
          : t('compare.changedExplain', { name: theirs.farmerName })}
      </p>
      {differing.map((row) => (
        <fieldset key={row.field} className="rounded-lg border border-gray-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t(`farmers:fields.${row.field}`)}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['yours', 'theirs'] as const).map((side) => (
              <label
                key={side}
                className={`flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border p-2 text-sm ${
                  picks[row.field] === side ? 'border-brand-600 bg-brand-50' : 'border-gray-200'
                }`}
              >
                <input
                  type="radio"
                  className="mt-1"
                  name={`pick-${row.field}`}
                  checked={picks[row.field] === side}
                  onChange={() => setPicks((current) => ({ ...current, [row.field]: side }))}
                />
                <span className="min-w-0 break-words">
                  <span className="block text-xs text-gray-500">{t(`compare.${side}`)}</span>
                  {shown(row, row[side])}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {same.length > 0 && (
        <p className="text-sm text-gray-600">
          {t('compare.sameOnBoth', {
            fields: same.map((row) => t(`farmers:fields.${row.field}`)).join(', '),
          })}
        </p>
      )}
      {!chosen && <p className="text-sm text-amber-700">{t('compare.choose')}</p>}
      <Actions>
        <Button type="submit" busy={saving} disabled={!chosen}>
          {merge ? t('compare.saveMerge') : t('compare.save')}
        </Button>
      </Actions>
    </form>
  );
};
