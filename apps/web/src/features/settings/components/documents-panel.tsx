import {
  DOCUMENT_TYPES,
  documentKinds,
  formatDate,
  IMAGE_MAX_BYTES,
  type BusinessDocuments,
  type DocumentKind,
} from '@sangam/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileText, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { apiFetch, ApiError } from '@/lib/api-client.ts';
import { sendFile } from '@/lib/send-file.ts';

const documentsKey = ['settings', 'documents'];

/** The document files of the Documents tab: each stored when chosen, viewable, replaceable. */
export const DocumentsPanel = () => {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const queryClient = useQueryClient();
  const documents = useQuery({
    queryKey: documentsKey,
    queryFn: () => apiFetch<BusinessDocuments>('/api/settings/documents'),
  });
  const [busy, setBusy] = useState<DocumentKind | null>(null);

  const change = async (kind: DocumentKind, file: File | null) => {
    if (file && file.size > IMAGE_MAX_BYTES)
      return toast.show({
        type: 'error',
        title: t('documents.file_too_large.title'),
        description: t('documents.file_too_large.body'),
      });
    setBusy(kind);
    try {
      queryClient.setQueryData(
        documentsKey,
        await sendFile<BusinessDocuments>(`/api/settings/documents/${kind}`, file),
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast.show({
        type: 'success',
        title: t(file ? 'documents.uploaded' : 'documents.removed', { name: t(`documents.kinds.${kind}`) }),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const known = code === 'file_too_large' || code === 'file_type_invalid';
      toast.show({
        type: 'error',
        title: known ? t(`documents.${code}.title`) : t('documents.failedTitle'),
        description: known
          ? t(`documents.${code}.body`)
          : t(code === 'storage_unavailable' ? 'common:errors.storage_unavailable' : 'documents.failedBody'),
      });
    } finally {
      setBusy(null);
    }
  };

  if (!documents.data) return documents.isError ? <p role="alert">{t('failedBody')}</p> : null;
  return (
    <section aria-labelledby="documents-files" className="flex flex-col gap-2">
      <h2 id="documents-files" className="text-sm font-medium text-gray-800">
        {t('documents.title')}
      </h2>
      <p className="text-xs text-gray-500">{t('documents.hint')}</p>
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        {documentKinds.map((kind) => {
          const stored = documents.data[kind];
          const name = t(`documents.kinds.${kind}`);
          return (
            <li key={kind} className="flex flex-wrap items-center gap-2 p-3">
              <FileText aria-hidden className="size-5 text-gray-500" />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium">{name}</span>
                <span
                  className={`flex items-center gap-1 text-xs ${stored ? 'text-green-700' : 'text-gray-500'}`}
                >
                  {stored ? (
                    <CheckCircle2 aria-hidden className="size-3" />
                  ) : (
                    <XCircle aria-hidden className="size-3" />
                  )}
                  {stored
                    ? t('documents.storedOn', { date: formatDate(stored.uploadedAt) })
                    : t('documents.missing')}
                </span>
              </span>
              {stored && (
                <a
                  href={`/api/settings/documents/${kind}/file`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-10 items-center rounded-lg px-2 text-sm text-brand-800 hover:underline"
                >
                  {t('documents.view')}
                </a>
              )}
              <label className="inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-gray-300 px-3 text-sm hover:bg-gray-50">
                {stored ? t('photos.replace') : t('photos.upload')}
                <input
                  type="file"
                  accept={DOCUMENT_TYPES.join(',')}
                  className="sr-only"
                  aria-label={`${name}: ${stored ? t('photos.replace') : t('photos.upload')}`}
                  disabled={busy !== null}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void change(kind, file);
                  }}
                />
              </label>
              {stored && (
                <Button
                  variant="ghost"
                  className="text-red-700"
                  busy={busy === kind}
                  onClick={() => void change(kind, null)}
                >
                  {t('photos.remove')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
