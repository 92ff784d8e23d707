import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@sangam/domain';

type PaginationProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export const Pagination = ({ page, pageSize, total, onPage }: PaginationProps) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p className="text-gray-600">
        {t('pagination.showing', { from: formatCount(from), to: formatCount(to), total: formatCount(total) })}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-gray-300 bg-white px-3 disabled:opacity-50"
          aria-label={t('pagination.previous')}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <span aria-current="page">{t('pagination.page', { page, pages })}</span>
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-gray-300 bg-white px-3 disabled:opacity-50"
          aria-label={t('pagination.next')}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </nav>
  );
};
