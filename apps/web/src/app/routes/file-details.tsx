import { ArrowLeft, FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { ErrorScreen } from '@/components/ui/error-screen.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useFileDetails } from '@/features/imports/api/imports-api.ts';
import {
  AnalysisSummary,
  FileInfo,
  SpreadsheetPreview,
  ViewAnalysisLink,
} from '@/features/imports/components/file-details-view.tsx';
import { LocalFilePreview } from '@/features/imports/components/local-file-preview.tsx';
import { ApiError } from '@/lib/api-client.ts';

export const FileDetailsScreen = () => {
  const { t } = useTranslation('imports');
  const navigate = useNavigate();
  const { fileId = '' } = useParams();
  const details = useFileDetails(fileId);
  const toDashboard = () => void navigate('/dashboard');

  if (details.isPending) return <PageSpinner />;
  if (details.isError) {
    const missing = details.error instanceof ApiError && [400, 404].includes(details.error.status);
    return (
      <ErrorScreen
        title={missing ? t('details.notFound') : t('details.loadFailed')}
        actionLabel={t('details.back')}
        onAction={toDashboard}
      />
    );
  }
  const data = details.data;
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        onClick={toDashboard}
        className="inline-flex items-center gap-1 self-start text-sm text-gray-600 hover:text-gray-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('details.back')}
      </button>
      <h1 className="text-2xl font-bold">{t('details.title')}</h1>
      <FileInfo details={data} />
      {data.available ? (
        <SpreadsheetPreview details={data} />
      ) : (
        <>
          <AlertBanner tone="info" title={t('details.unavailableTitle')}>
            <span className="inline-flex items-start gap-1">
              <FileWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('details.unavailableBody')}
            </span>
          </AlertBanner>
          <LocalFilePreview filename={data.file.filename} />
          {data.analysis && <ViewAnalysisLink />}
        </>
      )}
      <AnalysisSummary details={data} />
    </div>
  );
};
