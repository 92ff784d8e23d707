import { FILE_PREVIEW_PAGE_SIZE, toCsv } from '@sangam/domain';
import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { saveFile } from '@/lib/save-file.ts';
import { LocalReadError, readSpreadsheetLocally, type LocalSheet } from '../local-spreadsheet.ts';
import { SheetTable } from './sheet-table.tsx';

const readErrorKey: Record<LocalReadError['code'], string> = {
  wrong_type: 'errors.wrongType',
  file_empty: 'errors.emptyExcel',
  parse_failed: 'errors.parseFailed',
};

/**
 * When the stored copy of a file cannot be loaded (spec 2.14): the operator picks the file again and
 * sees it here, read in the browser, 50 rows a page, with sheet switching and Export CSV. Nothing
 * is sent to the server, so no second upload record appears.
 */
export const LocalFilePreview = ({ filename }: { filename: string }) => {
  const { t } = useTranslation('imports');
  const inputId = useId();
  const [sheets, setSheets] = useState<LocalSheet[] | null>(null);
  const [picked, setPicked] = useState('');
  const [sheetIndex, setSheetIndex] = useState(0);
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setReading(file.name);
    setError(null);
    try {
      setSheets(await readSpreadsheetLocally(file));
      setPicked(file.name);
      setSheetIndex(0);
      setPage(1);
    } catch (caught) {
      setError(caught instanceof LocalReadError ? readErrorKey[caught.code] : 'errors.parseFailed');
    } finally {
      setReading(null);
    }
  };

  const sheet = sheets?.[sheetIndex];
  const start = (page - 1) * FILE_PREVIEW_PAGE_SIZE;
  return (
    <section
      aria-labelledby="local-preview-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="local-preview-title" className="text-lg font-semibold">
          {t('details.preview')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {sheets && sheets.length > 1 && (
            <select
              aria-label={t('mapping.sheet')}
              className={`${inputClass} w-auto`}
              value={sheetIndex}
              onChange={(e) => {
                setSheetIndex(Number(e.target.value));
                setPage(1);
              }}
            >
              {sheets.map((s, i) => (
                <option key={s.name} value={i}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
          {sheet && (
            <button
              type="button"
              onClick={() =>
                saveFile(
                  `${filename.replace(/\.[^.]+$/, '')}_export.csv`,
                  toCsv([sheet.headers, ...sheet.rows]),
                )
              }
              className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium hover:bg-gray-50"
            >
              <Download aria-hidden className="size-4" />
              {t('details.export')}
            </button>
          )}
          <label
            htmlFor={inputId}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-medium text-white focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-800"
          >
            <FileUp aria-hidden className="size-4" />
            {reading ? t('upload.reading', { name: reading }) : t('details.pickAgain')}
            <input
              id={inputId}
              type="file"
              accept=".xlsx,.xls,.csv"
              className="sr-only"
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
      </div>
      <p className="text-sm text-gray-600">{t('details.localOnly')}</p>
      {error && <AlertBanner tone="error">{t(error)}</AlertBanner>}
      {picked && picked !== filename && (
        <AlertBanner tone="warning">{t('details.otherName', { picked, filename })}</AlertBanner>
      )}
      {sheet && (
        <>
          <SheetTable
            headers={sheet.headers}
            rows={sheet.rows.slice(start, start + FILE_PREVIEW_PAGE_SIZE)}
            firstRowNumber={start + 2}
            labelledBy="local-preview-title"
          />
          <Pagination
            page={page}
            pageSize={FILE_PREVIEW_PAGE_SIZE}
            total={sheet.rows.length}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
};
