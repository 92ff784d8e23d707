import { formatCount, toCsv, type ImportJob } from '@sangam/domain';
import { CheckCircle2, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { saveFile } from '@/lib/save-file.ts';
import { getRejectedRows } from '../api/imports-api.ts';
import { rowReason } from './row-reason.ts';

/** After a clean import the dashboard follows (spec 9: 1.5 s); with rejected rows the user stays to download them. */
export const IMPORT_REDIRECT_MS = 1500;

/** A finished import's counts; `droppedRows` (rows without a name) when the preview counted them. */
export const ImportResults = ({
  job,
  filename,
  droppedRows,
  onStartOver,
}: {
  job: ImportJob;
  filename: string;
  droppedRows?: number;
  onStartOver: () => void;
}) => {
  const { t } = useTranslation('imports');
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const clean = job.status === 'completed' && !job.hasRejectedRows;

  useEffect(() => {
    if (!clean) return;
    const timer = setTimeout(() => void navigate('/dashboard'), IMPORT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [clean, navigate]);

  const downloadRejected = async () => {
    setDownloading(true);
    try {
      const rejected = await getRejectedRows(job.id);
      const rows = rejected.rows.map((row) => [row.rowNumber, ...row.cells, rowReason(t, row)]);
      saveFile(
        `${filename.replace(/\.[^.]+$/, '')}_rejected.csv`,
        toCsv([[t('results.rowColumn'), ...rejected.headers, t('results.reasonColumn')], ...rows]),
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden className="size-8 text-green-600" />
        <div>
          <h2 className="text-lg font-semibold">{t('results.title')}</h2>
          <p className="text-sm text-gray-600">{t('results.added', { count: job.inserted })}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {(
          [
            ['inserted', t('results.inserted'), job.inserted],
            ['updated', t('results.updated'), job.updated],
            ['skipped', t('results.skipped'), job.skipped],
            ['failed', t('results.failed'), job.failed],
            // Counted as the preview counts them, so the two screens add up the same file.
            ...(droppedRows === undefined ? [] : [['dropped', t('counts.dropped'), droppedRows] as const]),
          ] as const
        ).map(([key, label, value]) => (
          <div
            key={key}
            className="rounded-lg border border-gray-200 bg-white p-3 text-center"
            data-result={key}
          >
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-2xl font-semibold">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {clean && <AlertBanner tone="success">{t('results.redirecting')}</AlertBanner>}
      {job.hasRejectedRows && (
        <AlertBanner
          tone="warning"
          action={
            <Button variant="secondary" busy={downloading} onClick={() => void downloadRejected()}>
              <Download aria-hidden className="size-4" />
              {t('results.downloadRejected')}
            </Button>
          }
        >
          {t('results.rejectedHint', { count: job.skipped + job.failed })}
        </AlertBanner>
      )}
      <div className="flex flex-wrap gap-2">
        <Link
          to="/farmers"
          className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          {t('results.toFarmers')}
        </Link>
        <Link
          to={`/file-details/${job.fileId}`}
          className="inline-flex min-h-10 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium hover:bg-gray-50"
        >
          {t('results.toFile')}
        </Link>
        <Button variant="ghost" onClick={onStartOver}>
          {t('results.another')}
        </Button>
      </div>
    </div>
  );
};
