import { businessDocumentKeys, documentBand, type Dashboard } from '@sangam/domain';
import { CheckCircle2, FileText, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const badge = {
  complete: 'bg-green-100 text-green-800',
  partial: 'bg-yellow-100 text-yellow-800',
  low: 'bg-red-100 text-red-800',
} as const;

/** Which of the five business documents the FPO has on file (spec 2.6). */
export const DocumentsPanel = ({ documents }: { documents: Dashboard['documents'] }) => {
  const { t } = useTranslation('dashboard');
  const band = documentBand(documents.completionPercentage);
  return (
    <section
      aria-labelledby="documents-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="documents-title" className="flex items-center gap-2 text-lg font-semibold">
          <FileText aria-hidden className="size-5 text-gray-500" />
          {t('documents.title')}
        </h2>
        <span data-band={band} className={`rounded-full px-2.5 py-1 text-sm font-semibold ${badge[band]}`}>
          {documents.completionPercentage}%
        </span>
      </div>
      <ul className="flex flex-col gap-2">
        {businessDocumentKeys.map((key) => {
          const done = documents.items[key];
          return (
            <li key={key} className="flex items-center justify-between gap-2 text-sm">
              <span>{t(`documents.items.${key}`)}</span>
              <span
                className={`inline-flex items-center gap-1 font-medium ${done ? 'text-green-700' : 'text-red-700'}`}
              >
                {done ? (
                  <CheckCircle2 aria-hidden className="size-4" />
                ) : (
                  <XCircle aria-hidden className="size-4" />
                )}
                {done ? t('documents.complete') : t('documents.missing')}
              </span>
            </li>
          );
        })}
      </ul>
      <Link
        to="/settings"
        className="self-start rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium hover:bg-gray-50"
      >
        {t('documents.update')}
      </Link>
    </section>
  );
};
