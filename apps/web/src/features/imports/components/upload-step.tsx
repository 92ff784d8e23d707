import {
  MAX_UPLOAD_BYTES,
  formatCount,
  spreadsheetExtensions,
  spreadsheetLimitFields,
  spreadsheetLimits,
  type UploadedFile,
} from '@sangam/domain';
import { FileSpreadsheet, UploadCloud } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useUploadSpreadsheet } from '../api/imports-api.ts';

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The catalogue message (spec 5, 8) for a refused or failed upload. */
const uploadErrorKey = (error: unknown, filename: string) => {
  const code = error instanceof ApiError ? error.code : 'upload_failed';
  switch (code) {
    case 'file_too_large':
      return 'errors.tooLarge';
    case 'file_type_invalid':
      return 'errors.wrongType';
    case 'file_unreadable':
      return 'errors.parseFailed';
    case 'file_empty':
      return extensionOf(filename) === 'csv' ? 'errors.emptyCsv' : 'errors.emptyExcel';
    case 'no_farmer_rows':
      return 'errors.noFarmerRows';
    case 'file_too_complex': {
      // The server names the limit the file reached; each has its own advice.
      const limit = error instanceof ApiError ? error.issues[0]?.field : undefined;
      return spreadsheetLimitFields.some((field) => field === limit)
        ? `errors.tooComplex.${limit}`
        : 'errors.parseFailed';
    }
    case 'network_error':
      return 'common:errors.network_error';
    case 'storage_unavailable':
      return 'common:errors.storage_unavailable';
    default:
      return 'errors.uploadFailed';
  }
};

/** The limits as the messages quote them, in the user's number format. */
const limitValues = {
  megabytes: spreadsheetLimits.uncompressedBytes / 1024 / 1024,
  rows: formatCount(spreadsheetLimits.rows),
  columns: formatCount(spreadsheetLimits.columns),
  seconds: spreadsheetLimits.seconds,
};

type UploadStepProps = {
  onUploaded: (file: UploadedFile) => void;
  onProfileIncomplete: (retry: () => void) => void;
};

/** Step 1: one spreadsheet by drag-and-drop or the picker, checked here and again on the server. */
export const UploadStep = ({ onUploaded, onProfileIncomplete }: UploadStepProps) => {
  const { t } = useTranslation('imports');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSpreadsheet();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState('');

  const choose = (files: FileList | null) => {
    setProblem(null);
    if (!files?.length) return;
    if (files.length > 1) return setProblem('errors.oneFile');
    const file = files[0] as File;
    setName(file.name);
    if (!(spreadsheetExtensions as readonly string[]).includes(extensionOf(file.name)))
      return setProblem('errors.wrongType');
    if (file.size > MAX_UPLOAD_BYTES) return setProblem('errors.tooLarge');
    const send = () =>
      upload.mutate(file, {
        onSuccess: onUploaded,
        onError: (error) =>
          error instanceof ApiError && error.code === 'profile_incomplete'
            ? onProfileIncomplete(send)
            : setProblem(uploadErrorKey(error, file.name)),
      });
    send();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('upload.title')}</h2>
      {problem && <AlertBanner tone="error">{t(problem, limitValues)}</AlertBanner>}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors ${dragging ? 'border-brand-600 bg-brand-50' : 'border-gray-300 bg-white'}`}
      >
        {upload.isPending ? (
          <>
            <Spinner label={t('upload.reading', { name })} className="size-8" />
            <p className="text-sm text-gray-700">{t('upload.reading', { name })}</p>
          </>
        ) : (
          <>
            <UploadCloud aria-hidden className="size-10 text-brand-700" />
            <p className="font-medium">{t('upload.drop')}</p>
            <p className="text-sm text-gray-600">{t('upload.limits')}</p>
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            >
              <FileSpreadsheet aria-hidden className="size-4" />
              {t('upload.choose')}
            </button>
          </>
        )}
        <input
          ref={input}
          type="file"
          accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
          className="sr-only"
          aria-label={t('upload.choose')}
          data-testid="file-input"
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
};
