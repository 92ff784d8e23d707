import { formatDateTime, type FileDetails } from '@sangam/domain';
import { BarChart3, Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inputClass } from '@/components/ui/field.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { exportCsvUrl, useFileRows } from '../api/imports-api.ts';
import { SheetTable } from './sheet-table.tsx';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const FileInfo = ({ details }: { details: FileDetails }) => {
  const { t } = useTranslation('imports');
  const { file } = details;
  return (
    <section
      aria-label={t('details.info')}
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <p className="flex items-center gap-2 font-medium break-all">
        <FileSpreadsheet aria-hidden className="size-5 shrink-0 text-brand-700" />
        {file.filename}
      </p>
      <p className="text-sm text-gray-700">
        {t('details.typeSize', { type: file.fileType.toUpperCase(), size: sizeText(file.fileSize) })}
      </p>
      <p className="text-sm text-gray-700">
        {t('details.uploaded', { date: formatDateTime(file.createdAt) })}
      </p>
      <p className="text-sm text-gray-700">
        {t('details.status')}: {t(`details.statuses.${file.analysisStatus}`)}
      </p>
    </section>
  );
};

export const AnalysisSummary = ({ details }: { details: FileDetails }) => {
  const { t } = useTranslation('imports');
  const analysis = details.analysis;
  return (
    <section
      aria-labelledby="analysis-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id="analysis-title" className="text-lg font-semibold">
        {t('details.analysis')}
      </h2>
      {analysis ? (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div>
              <dt className="text-xs text-gray-600">{t('details.rowCount')}</dt>
              <dd className="text-xl font-semibold">{analysis.rowCount.toLocaleString('en-IN')}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600">{t('details.quality')}</dt>
              <dd className="text-xl font-semibold">{analysis.dataQualityScore}%</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600">{t('details.complexity')}</dt>
              <dd className="text-xl font-semibold">{analysis.complexityScore}</dd>
            </div>
          </dl>
          <p className="text-xs text-gray-500">{t('details.scoresExplained')}</p>
        </>
      ) : (
        <p className="text-sm text-gray-600">{t('details.noAnalysis')}</p>
      )}
    </section>
  );
};

/** The stored spreadsheet, 50 rows a page, with sheet switching and CSV export (spec 2.14). */
export const SpreadsheetPreview = ({ details }: { details: FileDetails }) => {
  const { t } = useTranslation('imports');
  const [sheet, setSheet] = useState<string | null>(details.sheetNames[0] ?? null);
  const [page, setPage] = useState(1);
  const rows = useFileRows(details.file.id, sheet, page, details.available);
  return (
    <section
      aria-labelledby="sheet-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="sheet-title" className="text-lg font-semibold">
          {t('details.preview')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {details.sheetNames.length > 1 && (
            <select
              aria-label={t('mapping.sheet')}
              className={`${inputClass} w-auto`}
              value={sheet ?? ''}
              onChange={(e) => {
                setSheet(e.target.value);
                setPage(1);
              }}
            >
              {details.sheetNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
          <a
            href={exportCsvUrl(details.file.id, sheet)}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium hover:bg-gray-50"
          >
            <Download aria-hidden className="size-4" />
            {t('details.export')}
          </a>
          <Link
            to="/reports"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium hover:bg-gray-50"
          >
            <BarChart3 aria-hidden className="size-4" />
            {t('details.viewAnalysis')}
          </Link>
        </div>
      </div>
      {!rows.data ? (
        <PageSpinner />
      ) : (
        <>
          <SheetTable
            headers={rows.data.headers}
            rows={rows.data.rows}
            firstRowNumber={(rows.data.page - 1) * rows.data.pageSize + 2}
            labelledBy="sheet-title"
          />
          <Pagination
            page={rows.data.page}
            pageSize={rows.data.pageSize}
            total={rows.data.totalRows}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
};

/** View Analysis leads to the reports; shown wherever the file has an analysis (spec 2.14). */
export const ViewAnalysisLink = () => {
  const { t } = useTranslation('imports');
  return (
    <Link
      to="/reports"
      className="inline-flex min-h-10 items-center gap-2 self-start rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-50"
    >
      <BarChart3 aria-hidden className="size-4" />
      {t('details.viewAnalysis')}
    </Link>
  );
};
