import type { LucideIcon } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PageControl } from './page-control.tsx';

/**
 * Where a back-office list stands: its page, page size and search. A new search or page size starts
 * again from the first page, since the page the admin was on may no longer exist. The server is
 * asked for the search trimmed and deferred (`query`), so typing stays quick while the list follows.
 */
export const useAdminList = (firstPageSize = 10) => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(firstPageSize);
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  return {
    page,
    pageSize,
    search,
    query: { page, pageSize, search: searched },
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
  };
};

type AdminListState = ReturnType<typeof useAdminList>;

/** What the list needs of its TanStack query: one page of items and how many there are in all. */
type PageQuery<T> = {
  data?: { items: T[]; total: number };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * A back-office list (document 2, 2.6 to 2.10): the search box (with any filter beside it), a
 * spinner while the first page loads, a banner with 'Try again' when it fails, an empty state that
 * tells an empty list from a search that found nothing, the screen's own table of the page's items,
 * and the page control. It renders siblings, so the screen's column spaces them like its other parts.
 */
export const AdminList = <T,>({
  query,
  list,
  search,
  filters,
  failed,
  empty,
  children,
}: {
  query: PageQuery<T>;
  list: AdminListState;
  /** Without it the list has no search box (the audit log). */
  search?: { label: string; placeholder: string; maxLength?: number };
  /** Shown beside the search box, such as the crops' status buttons. */
  filters?: ReactNode;
  failed: { title: string; detail?: string };
  /** `noneFound` is said when a search finds nothing; without it `none` serves for both. */
  empty: { Icon: LucideIcon; none: string; noneFound?: string };
  children: (items: T[]) => ReactNode;
}) => {
  const { t } = useTranslation('admin');
  const data = query.data;
  const searchBox = search && (
    <label className={filters ? 'min-w-0 flex-1' : undefined}>
      <span className="sr-only">{search.label}</span>
      <input
        type="search"
        value={list.search}
        maxLength={search.maxLength ?? 100}
        onChange={(event) => list.setSearch(event.target.value)}
        placeholder={search.placeholder}
        className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
      />
    </label>
  );
  return (
    <>
      {filters ? (
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          {searchBox}
          {filters}
        </div>
      ) : (
        searchBox
      )}
      {query.isPending && <Spinner />}
      {query.isError && (
        <AlertBanner
          tone="error"
          title={failed.title}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        >
          {failed.detail}
        </AlertBanner>
      )}
      {data && data.items.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState
            Icon={empty.Icon}
            title={list.query.search && empty.noneFound ? empty.noneFound : empty.none}
          />
        </div>
      )}
      {data && data.items.length > 0 && children(data.items)}
      {data && (
        <PageControl
          page={list.page}
          pageSize={list.pageSize}
          total={data.total}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </>
  );
};
