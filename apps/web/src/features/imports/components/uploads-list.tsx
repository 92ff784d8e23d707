import { formatCount, formatDateTime } from '@sangam/domain';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '@/components/ui/pagination.tsx';
import { useUploadsList } from '../api/list-uploads.ts';

/**
 * The FPO's uploaded spreadsheets, newest first, each leading to its file details: the way back to
 * a file once its import is done.
 */
export const UploadsList = () => {
  const { t } = useTranslation('imports');
  const [page, setPage] = useState(1);
  const list = useUploadsList(page);
  // Nothing uploaded yet: the section would only be noise beside the upload box.
  if (list.isPending || (list.data && list.data.total === 0)) return null;
  return (
    <section
      aria-labelledby="uploads-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <h2 id="uploads-title" className="flex items-center gap-2 text-lg font-semibold">
        <FileSpreadsheet aria-hidden className="size-5 text-brand-700" />
        {t('uploads.title')}
      </h2>
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('uploads.loadFailed')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-gray-100">
            {list.data.items.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <Link
                  to={`/file-details/${file.id}`}
                  className="min-w-0 font-medium break-all text-brand-700 hover:underline"
                >
                  {file.filename}
                </Link>
                <span className="flex flex-wrap gap-x-3 text-sm text-gray-600">
                  <span>{formatDateTime(file.createdAt)}</span>
                  {file.rowCount !== null && (
                    <span>
                      {t('uploads.rows', { count: file.rowCount, formatted: formatCount(file.rowCount) })}
                    </span>
                  )}
                  <span>{t(`details.statuses.${file.analysisStatus}`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
};
