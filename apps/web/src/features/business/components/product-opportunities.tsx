import { formatCount, formatPrice, formatRupees, type BusinessOpportunities } from '@sangam/domain';
import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SectionState, type SectionQuery } from './section-state.tsx';

type Products = BusinessOpportunities['products'];
type Item = Products['items'][number];

/** Tonnes keep their two decimals, in Indian grouping. */
const tonnes = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "120 packets × ₹45.50" or "2.5 tonnes × ₹38,000". */
const useWorking = () => {
  const { t } = useTranslation('business');
  return (item: Item) =>
    item.packagingType === 'packaged'
      ? t('products.packaged', {
          count: item.quantity,
          quantity: formatCount(item.quantity),
          price: formatPrice(item.salePrice),
        })
      : t('products.open', {
          count: item.quantity,
          quantity: tonnes.format(item.quantity),
          price: formatPrice(item.salePrice),
        });
};

const ProductList = ({ products }: { products: Products }) => {
  const { t } = useTranslation('business');
  const working = useWorking();
  return (
    <>
      <p className="text-sm">
        {t('products.total', { amount: formatRupees(products.totalValue), count: products.items.length })}
      </p>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {products.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
            <span className="flex items-start justify-between gap-2">
              <Link
                to={`/fpo-product/${item.id}`}
                className="font-medium break-words text-brand-800 hover:underline"
              >
                {item.productName}
              </Link>
              <span className="font-semibold whitespace-nowrap">{formatRupees(item.value)}</span>
            </span>
            <span className="text-sm text-gray-600">{working(item)}</span>
          </li>
        ))}
      </ul>
    </>
  );
};

/**
 * Product opportunities (document 2, 9): each listed product's stock at its sale price, packets
 * times the packet price or tonnes times the tonne price, largest first, with the total.
 */
export const ProductOpportunities = ({ query }: { query: SectionQuery<Products> }) => {
  const { t } = useTranslation('business');
  return (
    <section
      aria-labelledby="product-opportunities"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <div>
        <h2 id="product-opportunities" className="text-lg font-semibold">
          {t('products.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('products.explain')}</p>
      </div>
      <SectionState query={query} failed={t('products.loadFailed')}>
        {(products) =>
          products.items.length ? (
            <ProductList products={products} />
          ) : (
            <EmptyState Icon={PackageOpen} title={t('products.emptyTitle')}>
              <p className="max-w-md text-sm text-gray-600">{t('products.emptyBody')}</p>
              <Link to="/fpo-product" className="text-sm font-medium text-brand-700 underline">
                {t('products.add')}
              </Link>
            </EmptyState>
          )
        }
      </SectionState>
    </section>
  );
};
