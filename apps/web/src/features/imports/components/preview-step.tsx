import { importFields, type ImportPreview, type PreviewRow, type UploadedFile } from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ScrollFrame } from '@/components/ui/scroll-frame.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import type { ImportSettings } from '../api/imports-api.ts';
import { PincodePlaceCounts, PincodePlaceRowNote, placeCell } from './pincode-place-preview.tsx';
import { rowReason } from './row-reason.ts';

const badge: Record<PreviewRow['status'], string> = {
  ready: 'bg-green-100 text-green-800',
  update: 'bg-sky-100 text-sky-800',
  duplicate_existing: 'bg-amber-100 text-amber-800',
  duplicate_in_file: 'bg-amber-100 text-amber-800',
  invalid: 'bg-red-100 text-red-800',
};

type PreviewStepProps = {
  file: UploadedFile;
  settings: ImportSettings;
  preview: ImportPreview | undefined;
  loading: boolean;
  error: unknown;
  starting: boolean;
  onUpdateExisting: (value: boolean) => void;
  onBack: () => void;
  onStartOver: () => void;
  onImport: () => void;
};

/** Step 3: every row checked by the server as the import will check it; the first 100 shown. */
export const PreviewStep = ({
  file,
  settings,
  preview,
  loading,
  error,
  starting,
  onUpdateExisting,
  onBack,
  onStartOver,
  onImport,
}: PreviewStepProps) => {
  // The field names are the farmer form's own (farmers:fields), loaded here too on a direct visit.
  const { t } = useTranslation(['imports', 'farmers']);
  // Every row, the rows that will not be imported, or those whose place is not their pincode's.
  const [shown, setShown] = useState<'all' | 'problems' | 'place'>('all');
  const problemsOnly = shown === 'problems';
  const sheet = file.sheets.find((s) => s.name === settings.sheet);
  if (error)
    return (
      <AlertBanner tone="error">
        {t(
          error instanceof ApiError && error.code === 'file_missing'
            ? 'errors.fileMissing'
            : error instanceof ApiError && error.code === 'storage_unavailable'
              ? 'common:errors.storage_unavailable'
              : 'errors.processFailed',
        )}
      </AlertBanner>
    );
  if (!preview || !sheet) return <PageSpinner label={t('preview.checking')} />;

  const { counts } = preview;
  const importable = counts.ready + counts.update;
  const rows = problemsOnly ? preview.problemRows : shown === 'place' ? preview.placeRows : preview.rows;
  const shownTotal = problemsOnly
    ? preview.totalRows - importable
    : shown === 'place'
      ? counts.placeMismatched
      : preview.totalRows;
  // The fields with a column: the nine, and the preferred language when the sheet has it.
  const shownFields = importFields.flatMap((field) => {
    const column = settings.mapping[field];
    return typeof column === 'number' ? [{ field, column }] : [];
  });

  return (
    <div className="flex flex-col gap-4" aria-busy={loading}>
      <h2 className="text-lg font-semibold">{t('preview.title')}</h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {(
          [
            ['ready', counts.ready],
            ['update', counts.update],
            ['duplicate_existing', counts.duplicateExisting],
            ['duplicate_in_file', counts.duplicateInFile],
            ['invalid', counts.invalid],
            ['dropped', counts.dropped],
          ] as const
        ).map(([key, value]) => (
          <div
            key={key}
            className="rounded-lg border border-gray-200 bg-white p-2 text-center"
            data-count={key}
          >
            <dt className="text-xs text-gray-600">{t(`counts.${key}`)}</dt>
            <dd className="text-xl font-semibold">{value.toLocaleString('en-IN')}</dd>
          </div>
        ))}
      </dl>
      <PincodePlaceCounts filled={counts.placeFilled} mismatched={counts.placeMismatched} />

      <div className="flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={settings.updateExisting}
            onChange={(e) => onUpdateExisting(e.target.checked)}
          />
          {t('preview.updateExisting')}
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={problemsOnly}
            onChange={(e) => setShown(e.target.checked ? 'problems' : 'all')}
          />
          {t('preview.problemsOnly')}
        </label>
        {counts.placeMismatched > 0 && (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={shown === 'place'}
              onChange={(e) => setShown(e.target.checked ? 'place' : 'all')}
            />
            {t('pincodePlaces.placeOnly')}
          </label>
        )}
      </div>

      <p className="text-sm text-gray-600">
        {t('preview.showing', { shown: rows.length, total: shownTotal })}
      </p>
      <ScrollFrame label={t('preview.title')} className="rounded-lg border border-gray-200 bg-white">
        <table className="w-full min-w-[56rem] text-left text-xs">
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className="px-2 py-2">
                {t('preview.row')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('preview.status')}
              </th>
              {shownFields.map(({ field }) => (
                <th key={field} scope="col" className="px-2 py-2 whitespace-nowrap">
                  {t(`farmers:fields.${field}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rowNumber} className="border-t border-gray-100 align-top">
                <td className="px-2 py-1.5">{row.rowNumber}</td>
                <td className="px-2 py-1.5">
                  <span
                    className={`rounded-full px-2 py-0.5 font-medium whitespace-nowrap ${badge[row.status]}`}
                  >
                    {t(`status.${row.status}`)}
                  </span>
                  {row.status !== 'ready' && row.status !== 'update' && (
                    <p className="mt-1 max-w-64 text-red-700">{rowReason(t, row)}</p>
                  )}
                  <PincodePlaceRowNote row={row} />
                </td>
                {shownFields.map(({ field, column }) => {
                  const bad = row.issues.some((issue) => issue.field === field);
                  const place = placeCell(row, field);
                  return (
                    <td
                      key={field}
                      className={`px-2 py-1.5 whitespace-nowrap ${bad ? 'bg-red-50 font-medium text-red-800' : place.mismatched ? 'bg-amber-50 font-medium text-amber-900' : ''}`}
                    >
                      {place.filled ? (
                        <span className="text-sky-800 italic">{place.filled}</span>
                      ) : (
                        (row.cells[column] ?? '')
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>

      {importable === 0 && <AlertBanner tone="warning">{t('preview.nothingToImport')}</AlertBanner>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onBack}>
            {t('back')}
          </Button>
          <Button variant="ghost" onClick={onStartOver}>
            {t('startOver')}
          </Button>
        </div>
        <Button onClick={onImport} busy={starting} disabled={importable === 0 || loading}>
          {t('preview.include', { count: importable })}
        </Button>
      </div>
    </div>
  );
};
