import type { ColumnMapping, UploadedFile } from '@sangam/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import {
  getLatestImport,
  useImportJob,
  useImportPreview,
  useStartImport,
  useUploadedFile,
  type ImportSettings,
} from '../api/imports-api.ts';
import { ImportProgress } from './import-progress.tsx';
import { ImportResults } from './import-results.tsx';
import { MappingStep } from './mapping-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { UploadStep } from './upload-step.tsx';

const droppedRowsKey = (jobId: string) => ['imports', jobId, 'dropped'] as const;

const steps = ['upload', 'mapping', 'preview', 'import', 'results'] as const;
type Step = (typeof steps)[number];

const Steps = ({ current }: { current: Step }) => {
  const { t } = useTranslation('imports');
  return (
    <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs sm:text-sm" aria-label={t('steps.label')}>
      {steps.map((step, i) => {
        const state = i < steps.indexOf(current) ? 'done' : step === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className={
              state === 'current'
                ? 'font-semibold text-brand-800'
                : state === 'done'
                  ? 'text-gray-700'
                  : 'text-gray-500'
            }
          >
            {i + 1}. {t(`steps.${step}`)}
          </li>
        );
      })}
    </ol>
  );
};

/**
 * The one import flow (DECISIONS S4): upload, map columns, preview every row's result, import with
 * progress, results. The file and the import live in the URL, so leaving and coming back resumes.
 */
export const ImportWizard = ({
  onProfileIncomplete,
}: {
  onProfileIncomplete: (retry: () => void) => void;
}) => {
  const { t } = useTranslation('imports');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const fileId = params.get('file');
  const jobId = params.get('job');
  const file = useUploadedFile(fileId);
  const job = useImportJob(jobId);
  const start = useStartImport(fileId ?? '');
  const [step, setStep] = useState<'mapping' | 'preview'>('mapping');
  const [sheet, setSheet] = useState('');
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  // A failed import sends the user back to the preview, with the file and choices kept (spec 2.8).
  const [failure, setFailure] = useState<string | null>(null);

  const chooseSheet = (data: UploadedFile, name: string) => {
    const chosen = data.sheets.find((s) => s.name === name) ?? data.sheets[0];
    setSheet(chosen?.name ?? '');
    setMapping(chosen?.suggestedMapping ?? null);
  };

  // A file opened from the URL: pick its first sheet, and resume its import if one is running.
  useEffect(() => {
    if (!file.data || mapping) return;
    chooseSheet(file.data, '');
    if (!jobId && fileId) {
      void getLatestImport(fileId).then(({ job: latest }) => {
        if (latest?.status === 'running') setParams({ file: fileId, job: latest.id }, { replace: true });
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the file first arrives
  }, [file.data]);

  const settings: ImportSettings | null = mapping && sheet ? { sheet, mapping, updateExisting } : null;
  const preview = useImportPreview(step === 'preview' && !jobId ? fileId : null, settings);

  useEffect(() => {
    if (job.data?.status !== 'failed' || !fileId) return;
    const code = job.data.errorCode;
    setFailure(
      code === 'import_interrupted'
        ? 'results.interrupted'
        : code === 'storage_unavailable'
          ? 'common:errors.storage_unavailable'
          : 'results.failedBody',
    );
    setStep('preview');
    setParams({ file: fileId }, { replace: true });
  }, [job.data, fileId, setParams]);

  const startImport = () => {
    if (!settings || !fileId) return;
    const dropped = preview.data?.counts.dropped;
    const run = () =>
      start.mutate(settings, {
        onSuccess: (started) => {
          setFailure(null);
          // The job does not count rows without a name; the preview did, so the results can say so.
          if (dropped !== undefined) queryClient.setQueryData(droppedRowsKey(started.id), dropped);
          setParams({ file: fileId, job: started.id });
        },
        onError: (error) =>
          (error as { code?: string }).code === 'profile_incomplete'
            ? onProfileIncomplete(run)
            : toast.show({
                type: 'error',
                title: t('errors.importFailedTitle'),
                description: t('errors.processFailed'),
              }),
      });
    run();
  };

  const startOver = () => {
    setFailure(null);
    setParams({});
    setStep('mapping');
    setMapping(null);
    setUpdateExisting(false);
  };

  const current: Step = !fileId
    ? 'upload'
    : jobId
      ? job.data?.status === 'running' || !job.data
        ? 'import'
        : 'results'
      : step;

  let body;
  if (!fileId) {
    body = (
      <UploadStep
        onProfileIncomplete={onProfileIncomplete}
        onUploaded={(uploaded) => {
          queryClient.setQueryData(['uploads', uploaded.id], uploaded);
          void queryClient.invalidateQueries({ queryKey: ['uploads', 'list'] });
          chooseSheet(uploaded, '');
          setStep('mapping');
          setParams({ file: uploaded.id });
        }}
      />
    );
  } else if (file.isError) {
    body = (
      <AlertBanner
        tone="error"
        action={
          <button type="button" className="underline" onClick={startOver}>
            {t('startOver')}
          </button>
        }
      >
        {t('errors.fileNotFound')}
      </AlertBanner>
    );
  } else if (!file.data || !mapping) {
    body = <PageSpinner />;
  } else if (jobId) {
    body =
      job.data?.status === 'completed' ? (
        <ImportResults
          job={job.data}
          filename={file.data.filename}
          droppedRows={queryClient.getQueryData<number>(droppedRowsKey(job.data.id))}
          onStartOver={startOver}
        />
      ) : (
        <ImportProgress job={job.data} />
      );
  } else if (step === 'mapping') {
    body = (
      <MappingStep
        file={file.data}
        sheet={sheet}
        mapping={mapping}
        onSheet={(name) => chooseSheet(file.data as UploadedFile, name)}
        onMapping={setMapping}
        onBack={startOver}
        onNext={() => setStep('preview')}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {failure && (
          <AlertBanner
            tone="error"
            title={t('results.failedTitle')}
            action={
              <Button busy={start.isPending} disabled={!preview.data} onClick={startImport}>
                {t('common:tryAgain')}
              </Button>
            }
          >
            {t(failure)}
          </AlertBanner>
        )}
        <PreviewStep
          file={file.data}
          settings={settings as ImportSettings}
          preview={preview.data}
          loading={preview.isFetching}
          error={preview.error}
          starting={start.isPending}
          onUpdateExisting={setUpdateExisting}
          onBack={() => setStep('mapping')}
          onStartOver={startOver}
          onImport={startImport}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Steps current={current} />
      <div className="rounded-xl border border-gray-200 bg-white p-3 sm:p-5">{body}</div>
    </div>
  );
};
