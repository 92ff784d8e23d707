import { formatDate, formatPrice, formatRupees, productValue, type Product } from '@sangam/domain';
import { ArrowLeft, PackageX, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useInventoryItem } from '@/features/inventory/api/inventory-api.ts';
import { Badge, ExpiryCell } from '@/features/inventory/components/expiry-badge.tsx';
import { ProductForm } from '@/features/inventory/components/product-form.tsx';
import { ApiError } from '@/lib/api-client.ts';

const BackLink = () => {
  const { t } = useTranslation('inventory');
  return (
    <Link to="/fpo-product" className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      {t('products.back')}
    </Link>
  );
};

const Facts = ({ product }: { product: Product }) => {
  const { t } = useTranslation('inventory');
  const packaged = product.packagingType === 'packaged';
  const rows: [string, React.ReactNode][] = [
    [
      t('products.fields.packagingType'),
      <Badge key="p" tone={packaged ? 'blue' : 'green'}>
        {t(`packaging.${product.packagingType}`)}
      </Badge>,
    ],
    packaged
      ? [t('products.fields.quantityAvailable'), product.quantityAvailable]
      : [t('products.fields.quantityTonnes'), product.quantityTonnes],
    ...(packaged && product.packetSizeGms !== null
      ? [[t('products.fields.packetSizeGms'), product.packetSizeGms] as [string, React.ReactNode]]
      : []),
    [
      packaged ? t('products.fields.pricePerPacket') : t('products.fields.pricePerTonne'),
      formatPrice(product.salePrice),
    ],
    [t('stats.totalValue'), formatRupees(productValue(product))],
    [t('products.fields.expiryDate'), <ExpiryCell key="e" date={product.expiryDate} />],
    [t('products.fields.isActive'), product.isActive ? t('yes') : t('no')],
    [t('products.updatedAt'), formatDate(product.updatedAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-xs text-gray-500 uppercase">{label}</dt>
          <dd className="text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** One product, read and edited in place (spec 2.10, product detail). */
export const ProductDetailScreen = () => {
  const { t } = useTranslation('inventory');
  const { productId = '' } = useParams();
  const product = useInventoryItem('products', productId);
  const [editing, setEditing] = useState(false);
  // A picture that does not load is hidden (spec 8), as in the list.
  const [failedPicture, setFailedPicture] = useState<string | null>(null);

  if (product.isPending) return <PageSpinner />;
  if (product.isError) {
    const missing =
      product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <EmptyState
          Icon={PackageX}
          title={missing ? t('products.notFoundTitle') : t('products.loadOneFailed')}
        >
          <p className="text-sm text-gray-600">
            {missing
              ? t('products.notFoundBody')
              : t('products.loadOneFailedBody', {
                  message: t(`common:errors.${product.error.message}`, {
                    defaultValue: t('common:errors.internal_error'),
                  }),
                })}
          </p>
        </EmptyState>
      </div>
    );
  }
  const item = product.data;
  return (
    <div className="flex flex-col gap-5">
      <BackLink />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">{item.productName}</h1>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </Button>
        )}
      </header>
      <section className="grid gap-5 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-[minmax(0,20rem)_1fr]">
        {item.picture && item.picture.url !== failedPicture ? (
          <img
            src={item.picture.url}
            alt={item.productName}
            onError={() => setFailedPicture(item.picture?.url ?? null)}
            className="w-full rounded-lg object-cover"
          />
        ) : (
          <span className="hidden md:block" />
        )}
        {editing ? (
          <ProductForm product={item} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
        ) : (
          <Facts product={item} />
        )}
      </section>
    </div>
  );
};
