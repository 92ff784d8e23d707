import {
  globalBuyerVerifiedFilters,
  minRatingFilters,
  type GlobalBuyerVerifiedFilter,
  type MinRatingFilter,
} from '@sangam/domain';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  useAdvancedBuyers,
  type DirectoryFilters,
} from '@/features/advanced-buyers/api/advanced-buyers-api.ts';
import { BuyerCard } from '@/features/advanced-buyers/components/buyer-card.tsx';
import { BuyerDetailDialog } from '@/features/advanced-buyers/components/buyer-detail-dialog.tsx';
import { BuyerFilters } from '@/features/advanced-buyers/components/buyer-filters.tsx';
import { IntelligenceSection } from '@/features/advanced-buyers/components/intelligence-section.tsx';
import { SeekingList } from '@/features/advanced-buyers/components/seeking-list.tsx';

/** The filters, page and product in the address, so a view can be bookmarked; anything unknown is dropped. */
const filtersOf = (params: URLSearchParams): DirectoryFilters => {
  const minRating = Number(params.get('minRating'));
  const verified = params.get('verified') ?? 'all';
  const page = Number(params.get('page'));
  return {
    crop: params.get('crop') || undefined,
    minRating: (minRatingFilters as readonly number[]).includes(minRating)
      ? (minRating as MinRatingFilter)
      : undefined,
    verified: (globalBuyerVerifiedFilters as readonly string[]).includes(verified)
      ? (verified as GlobalBuyerVerifiedFilter)
      : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

/**
 * Advanced Buyers (document 2, 2.16, Pro; decision 028): every buyer the FPOs on Sangam trade with,
 * rated by the FPOs, the buyers seeking crops, and the buyer intelligence for the FPO's own products.
 */
export const AdvancedBuyersScreen = () => {
  const { t } = useTranslation('advancedBuyers');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const product = params.get('product') ?? undefined;
  const [openId, setOpenId] = useState<string | null>(null);
  const directory = useAdvancedBuyers(filters);
  const data = directory.data;
  const filtered = Boolean(filters.crop || filters.minRating || filters.verified !== 'all');

  const update = (next: DirectoryFilters, nextProduct = product) => {
    const search = new URLSearchParams();
    if (next.crop) search.set('crop', next.crop);
    if (next.minRating) search.set('minRating', String(next.minRating));
    if (next.verified !== 'all') search.set('verified', next.verified);
    if (next.page > 1) search.set('page', String(next.page));
    if (nextProduct) search.set('product', nextProduct);
    setParams(search, { replace: true });
  };

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle')}</p>
      </header>

      <BuyerFilters
        filters={filters}
        crops={data?.crops ?? []}
        onChange={(next) => update({ ...next, page: 1 })}
      />

      <section aria-labelledby="directory-title" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="directory-title" className="text-lg font-semibold">
            {t('list.title')}
          </h2>
          {data && <p className="text-sm text-gray-600">{t('list.count', { count: data.total })}</p>}
        </div>
        {directory.isPending && <Spinner label={t('loading')} />}
        {directory.isError && !data && (
          <AlertBanner
            tone="error"
            title={t('loadFailed')}
            action={
              <Button variant="secondary" onClick={() => void directory.refetch()}>
                {t('common:tryAgain')}
              </Button>
            }
          />
        )}
        {data && data.items.length === 0 && (
          <div className="rounded-xl border border-gray-200 bg-white">
            <EmptyState Icon={Users} title={filtered ? t('list.emptyFiltered') : t('list.empty')}>
              {filtered ? (
                <p className="text-sm text-gray-600">{t('list.emptyFilteredHint')}</p>
              ) : (
                <>
                  <p className="text-sm text-gray-600">{t('list.emptyHint')}</p>
                  <Link to="/buyer" className="text-sm font-medium text-brand-700 underline">
                    {t('list.addBuyers')}
                  </Link>
                </>
              )}
            </EmptyState>
          </div>
        )}
        {data && data.items.length > 0 && (
          <div aria-busy={directory.isPlaceholderData} className="flex flex-col gap-3 aria-busy:opacity-60">
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((buyer) => (
                <BuyerCard key={buyer.id} buyer={buyer} onOpen={() => setOpenId(buyer.id)} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => update({ ...filters, page })}
            />
          </div>
        )}
      </section>

      {data && <SeekingList items={data.seeking} />}

      <IntelligenceSection productId={product} onProduct={(id) => update(filters, id)} />

      <BuyerDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
};
