import { mandiFilters, type MandiFilter, type MandiProduct } from '@sangam/domain';
import { ClipboardList, LayoutGrid, List, PackageOpen, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useMandiProduct, useMandiProducts } from '@/features/mandi/api/mandi-api.ts';
import { ProductCard } from '@/features/mandi/components/product-card.tsx';
import { PublicHeader } from '@/features/mandi/components/public-header.tsx';

// Radix's dialog and the details come with the first product a buyer opens, not with the page.
const ProductDetails = lazy(() =>
  import('@/features/mandi/components/product-details.tsx').then((m) => ({ default: m.ProductDetails })),
);

const isFilter = (value: string | null): value is MandiFilter =>
  (mandiFilters as readonly (string | null)[]).includes(value);

/** Waits until typing pauses, so each keystroke is not a request on a slow connection. */
const useSettled = (value: string, ms = 350) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** The public Mandi (document 2, 2.20): listed products of every FPO, searched on the server. */
export const MandiScreen = () => {
  const { t } = useTranslation('mandi');
  const [params, setParams] = useSearchParams();
  const packaging = isFilter(params.get('packaging')) ? (params.get('packaging') as MandiFilter) : 'all';
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const search = useSettled(typed.trim());
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const { listing, error, loading, loadMore, retry } = useMandiProducts(search, packaging);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  useEffect(() => setParam('search', search || null), [search]); // eslint-disable-line react-hooks/exhaustive-deps

  // A shared link names a product; it may not be on the first page, so it is fetched by itself.
  const openId = params.get('product');
  const onPage = listing?.items.find((p) => p.id === openId);
  const linked = useMandiProduct(openId && !onPage ? openId : null);
  const opened: MandiProduct | undefined = onPage ?? linked.data;

  const filtered = Boolean(search) || packaging !== 'all';
  return (
    <div className="min-h-full bg-gray-50">
      <PublicHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
        <div>
          <h1 className="text-2xl font-bold">{t('heading')}</h1>
          <p className="text-sm text-gray-600">{t('subheading')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label className="relative flex-1">
            <span className="sr-only">{t('searchLabel')}</span>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
            />
            <input
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={t('searchPlaceholder')}
              maxLength={100}
              className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-9 text-base"
            />
          </label>
          <div className="flex gap-2">
            <label className="flex-1">
              <span className="sr-only">{t('filterLabel')}</span>
              <select
                value={packaging}
                onChange={(event) =>
                  setParam('packaging', event.target.value === 'all' ? null : event.target.value)
                }
                className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm"
              >
                {mandiFilters.map((filter) => (
                  <option key={filter} value={filter}>
                    {t(`filters.${filter}`)}
                  </option>
                ))}
              </select>
            </label>
            <div
              role="group"
              aria-label={t('layoutLabel')}
              className="flex rounded-lg border border-gray-300 bg-white"
            >
              {(
                [
                  ['grid', LayoutGrid],
                  ['list', List],
                ] as const
              ).map(([value, Icon]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={layout === value}
                  aria-label={t(`layouts.${value}`)}
                  onClick={() => setLayout(value)}
                  className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-gray-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
                >
                  <Icon aria-hidden className="size-5" />
                </button>
              ))}
            </div>
          </div>
        </div>

        <p aria-live="polite" className="text-sm text-gray-700">
          {listing && t('found', { count: listing.total })}
        </p>

        {error && !listing ? (
          <EmptyState Icon={PackageOpen} title={t('loadFailed')}>
            <Button variant="secondary" onClick={retry}>
              {t('common:tryAgain')}
            </Button>
          </EmptyState>
        ) : !listing ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-8" />
          </div>
        ) : listing.items.length === 0 ? (
          filtered ? (
            <EmptyState Icon={Search} title={t('empty.noneFound')}>
              <p className="text-sm text-gray-600">{t('empty.adjust')}</p>
            </EmptyState>
          ) : (
            <EmptyState Icon={PackageOpen} title={t('empty.noneListed')}>
              <p className="max-w-md text-sm text-gray-600">{t('empty.noneListedBody')}</p>
            </EmptyState>
          )
        ) : (
          <>
            <ul
              className={
                layout === 'grid'
                  ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4'
                  : 'flex flex-col gap-3'
              }
            >
              {listing.items.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  layout={layout}
                  onOpen={(p) => setParam('product', p.id)}
                />
              ))}
            </ul>
            {listing.items.length < listing.total && (
              <Button
                variant="secondary"
                busy={loading}
                onClick={() => void loadMore()}
                className="self-center"
              >
                {t('showMore')}
              </Button>
            )}
          </>
        )}

        <aside className="flex flex-col items-start gap-2 rounded-xl border border-brand-100 bg-white p-4 sm:flex-row sm:items-center">
          <ClipboardList aria-hidden className="size-6 shrink-0 text-brand-700" />
          <p className="flex-1 text-sm text-gray-700">{t('requirementPrompt')}</p>
          <Link
            to="/public/buyer_requirement"
            className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('postRequirement')}
          </Link>
        </aside>
      </main>
      {opened && (
        <Suspense fallback={null}>
          <ProductDetails product={opened} onClose={() => setParam('product', null)} />
        </Suspense>
      )}
    </div>
  );
};
