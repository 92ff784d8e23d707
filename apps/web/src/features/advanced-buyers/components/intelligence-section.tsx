import {
  formatCount,
  formatPrice,
  formatRupees,
  type IntelligenceRow,
  type IntelligenceSummary,
} from '@sangam/domain';
import { Lightbulb, Package, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBuyerIntelligence } from '../api/advanced-buyers-api.ts';
import { formatTonnes } from '../format-tonnes.ts';
import { priceText, VerifiedBadge } from './buyer-card.tsx';
import { RatingStars } from './rating-stars.tsx';

type T = (key: string, options?: Record<string, unknown>) => string;

const missingText = (t: T, row: IntelligenceRow) =>
  row.missing.length === 2 ? t('intelligence.missing.both') : t(`intelligence.missing.${row.missing[0]}`);

const Opportunity = ({ row }: { row: IntelligenceRow }) => {
  const { t } = useTranslation('advancedBuyers');
  return row.opportunity === null ? (
    <span className="flex flex-col">
      <span className="font-medium text-gray-700">{t('intelligence.noFigure')}</span>
      <span className="text-xs text-gray-500">{missingText(t, row)}</span>
    </span>
  ) : (
    <span className="font-semibold text-brand-800">{formatRupees(row.opportunity)}</span>
  );
};

const Rating = ({ row }: { row: IntelligenceRow }) => {
  const { t } = useTranslation('advancedBuyers');
  if (row.kind === 'requirement')
    return <span className="text-xs text-gray-600">{t('intelligence.requirement')}</span>;
  if (row.averageRating === null) return <span className="text-xs text-gray-600">{t('card.noRatings')}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <RatingStars
        value={Math.round(row.averageRating * 2) / 2}
        label={t('ratings.outOf', { rating: row.averageRating })}
      />
      <span className="text-xs text-gray-600">{row.averageRating}</span>
    </span>
  );
};

const volumeOf = (t: T, row: IntelligenceRow) =>
  row.monthlyVolumeTonnes !== null
    ? t('card.volume', { tonnes: formatTonnes(row.monthlyVolumeTonnes) })
    : (row.quantityRequirements ?? t('detail.notStated'));

/** The top five: a table from md up, a card per buyer below it (360 px first). */
const TopBuyers = ({ rows }: { rows: IntelligenceRow[] }) => {
  const { t } = useTranslation('advancedBuyers');
  const price = (row: IntelligenceRow) => priceText(t, row.priceMin, row.priceMax) ?? t('detail.notStated');
  return (
    <>
      <ol className="flex flex-col gap-3 md:hidden" aria-label={t('intelligence.top')}>
        {rows.map((row) => (
          <li
            key={row.id}
            aria-label={row.name}
            className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
          >
            <div className="flex items-start justify-between gap-2">
              <h4 className="min-w-0 font-semibold break-words">
                {row.rank}. {row.name}
              </h4>
              <VerifiedBadge verified={row.verified} />
            </div>
            <p className="text-xs text-gray-600">{row.place}</p>
            <Rating row={row} />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-gray-500">{t('intelligence.table.volume')}</dt>
                <dd className="break-words">{volumeOf(t, row)}</dd>
              </div>
              <div>
                <dt className="text-xs text-gray-500">{t('intelligence.table.price')}</dt>
                <dd>{price(row)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-gray-500">{t('intelligence.table.opportunity')}</dt>
                <dd>
                  <Opportunity row={row} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <div className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('intelligence.top')}</caption>
          <thead className="bg-gray-50 text-xs text-gray-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('intelligence.table.rank')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('intelligence.table.buyer')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('intelligence.table.volume')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('intelligence.table.price')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('intelligence.table.rating')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('intelligence.table.opportunity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-gray-100 align-top">
                <td className="px-3 py-2 font-semibold">{row.rank}</td>
                <td className="px-3 py-2">
                  <span className="flex flex-col gap-1">
                    <span className="font-medium">{row.name}</span>
                    <span className="text-xs text-gray-600">{row.place}</span>
                    <VerifiedBadge verified={row.verified} />
                  </span>
                </td>
                <td className="px-3 py-2">{volumeOf(t, row)}</td>
                <td className="px-3 py-2">{price(row)}</td>
                <td className="px-3 py-2">
                  <Rating row={row} />
                </td>
                <td className="px-3 py-2">
                  <Opportunity row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};

const Summary = ({ product, summary }: { product: string; summary: IntelligenceSummary }) => {
  const { t } = useTranslation('advancedBuyers');
  const tiles = [
    [t('intelligence.summary.buyers'), formatCount(summary.buyers)],
    [t('intelligence.summary.requirements'), formatCount(summary.requirements)],
    [t('intelligence.summary.verified'), formatCount(summary.verifiedBuyers)],
    [
      t('intelligence.summary.volume'),
      t('intelligence.summary.volumeValue', { tonnes: formatTonnes(summary.monthlyVolumeTonnes) }),
    ],
    [
      t('intelligence.summary.prices'),
      summary.priceMin === null || summary.priceMax === null
        ? t('intelligence.summary.noPrices')
        : t('card.priceRange', { min: formatPrice(summary.priceMin), max: formatPrice(summary.priceMax) }),
    ],
  ] as const;
  return (
    <section
      aria-label={t('intelligence.summary.title', { product })}
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <h4 className="font-semibold">{t('intelligence.summary.title', { product })}</h4>
      <div>
        <p className="text-xs text-gray-600">{t('intelligence.summary.total')}</p>
        <p className="text-2xl font-bold text-brand-800">
          {summary.buyersWithFigures ? formatRupees(summary.totalOpportunity) : t('intelligence.noFigure')}
        </p>
        <p className="text-xs text-gray-600">
          {t('intelligence.summary.totalHint', {
            count: summary.buyersWithFigures,
            shown: formatCount(summary.buyersWithFigures),
          })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {tiles.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/**
 * The buyer intelligence (document 2, 2.16; decision 028): for one of the FPO's own products, the
 * buyers whose crops it names, ranked by opportunity then rating, a summary of the market, and where
 * the figures come from.
 */
export const IntelligenceSection = ({
  productId,
  onProduct,
}: {
  productId: string | undefined;
  onProduct: (id: string) => void;
}) => {
  const { t } = useTranslation('advancedBuyers');
  const intelligence = useBuyerIntelligence(productId);
  const data = intelligence.data;
  return (
    <section aria-labelledby="intelligence-title" className="flex min-w-0 flex-col gap-3">
      <header className="flex items-start gap-2">
        <Lightbulb aria-hidden className="mt-1 size-5 shrink-0 text-amber-500" />
        <div>
          <h2 id="intelligence-title" className="text-lg font-semibold">
            {t('intelligence.title')}
          </h2>
          <p className="text-sm text-gray-600">{t('intelligence.body')}</p>
        </div>
      </header>
      {intelligence.isPending && <Spinner label={t('intelligence.loading')} />}
      {intelligence.isError && !data && (
        <AlertBanner
          tone="error"
          title={t('intelligence.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void intelligence.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {data && !data.product && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Package} title={t('intelligence.noProducts')}>
            <p className="text-sm text-gray-600">{t('intelligence.noProductsHint')}</p>
            <Link to="/fpo-product" className="text-sm font-medium text-brand-700 underline">
              {t('intelligence.addProducts')}
            </Link>
          </EmptyState>
        </div>
      )}
      {data?.product && (
        <div
          aria-busy={intelligence.isPlaceholderData}
          className="flex min-w-0 flex-col gap-3 aria-busy:opacity-60"
        >
          <label className="flex max-w-md flex-col gap-1 text-sm font-medium text-gray-800">
            {t('intelligence.product')}
            <select
              className={inputClass}
              value={data.product.id}
              onChange={(event) => onProduct(event.target.value)}
            >
              {data.products.map((product) => (
                <option key={product.id} value={product.id}>
                  {t('intelligence.productOption', { name: product.name, count: product.matches })}
                </option>
              ))}
            </select>
          </label>
          {data.rows.length === 0 ? (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={SearchX} title={t('intelligence.noMatches', { product: data.product.name })}>
                <p className="text-sm text-gray-600">{t('intelligence.noMatchesHint')}</p>
              </EmptyState>
            </div>
          ) : (
            <>
              <h3 className="font-semibold">{t('intelligence.topOf', { product: data.product.name })}</h3>
              <TopBuyers rows={data.rows} />
              {data.summary && <Summary product={data.product.name} summary={data.summary} />}
            </>
          )}
          <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900">{t('intelligence.disclaimer')}</p>
        </div>
      )}
    </section>
  );
};
