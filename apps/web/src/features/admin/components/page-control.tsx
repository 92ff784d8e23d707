import { ADMIN_PAGE_SIZES, formatCount, pageWindow } from '@sangam/domain';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const buttonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-gray-300 bg-white px-2 text-sm disabled:opacity-40 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/**
 * The back office's pagination (document 2, 2.6 and 9): 'Showing X to Y of Z results', 10/20/50/100
 * a page, first/previous/next/last, numbered pages with ellipses, two either side of the current
 * one. Hidden when everything fits on one page. Without `onPageSize` the server's page size is
 * fixed (the scorecard's 50, the farmers report's 20) and no size is offered.
 */
export const PageControl = ({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
}) => {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= (onPageSize ? ADMIN_PAGE_SIZES[0] : pageSize)) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const step = (label: string, target: number, Icon: typeof ChevronLeft) => (
    <button
      type="button"
      className={buttonClass}
      aria-label={label}
      disabled={target === page || target < 1 || target > pages}
      onClick={() => onPage(target)}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-gray-600">
        {t('pagination.showing', { from: formatCount(from), to: formatCount(to), total: formatCount(total) })}
      </p>
      {onPageSize && (
        <label className="flex items-center gap-2 text-gray-600">
          {t('pagination.perPage')}
          <select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="min-h-10 rounded-lg border border-gray-300 bg-white px-2"
          >
            {ADMIN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
      {pages > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          <li>{step(t('pagination.first'), 1, ChevronsLeft)}</li>
          <li>{step(t('pagination.previous'), page - 1, ChevronLeft)}</li>
          {pageWindow(page, pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden className="px-1 text-gray-500">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  className={buttonClass}
                  aria-current={p === page ? 'page' : undefined}
                  onClick={() => onPage(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
          <li>{step(t('pagination.next'), page + 1, ChevronRight)}</li>
          <li>{step(t('pagination.last'), pages, ChevronsRight)}</li>
        </ul>
      )}
    </nav>
  );
};
