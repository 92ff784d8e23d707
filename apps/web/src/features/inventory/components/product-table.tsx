import {
  formatCount,
  formatPrice,
  formatRupees,
  isExpiringSoon,
  isLowStock,
  productValue,
  type PackagingType,
  type Product,
} from '@sangam/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Badge, ExpiryCell } from './expiry-badge.tsx';
import { Thumbnail } from './thumbnail.tsx';

export type ProductFilters = { expiringOnly: boolean; packaging: 'all' | PackagingType };

/** The Show Expiring Soon toggle and the packaging filter (spec 2.10). */
export const filterProducts = (products: Product[], filters: ProductFilters, today: string) =>
  products.filter(
    (p) =>
      (!filters.expiringOnly || isExpiringSoon(p.expiryDate, today)) &&
      (filters.packaging === 'all' || p.packagingType === filters.packaging),
  );

type RowActions = { onEdit: (product: Product) => void; onDelete: (product: Product) => void };

/** Quantity in the product's own unit, and its packet size. */
const Quantity = ({ product }: { product: Product }) => {
  const { t } = useTranslation('inventory');
  if (product.packagingType === 'open')
    return (
      <span>{t('units.tonnes', { count: product.quantityTonnes ?? 0, value: product.quantityTonnes })}</span>
    );
  return (
    <span className="flex flex-col items-start gap-1">
      <span>
        {t('units.packets', {
          count: product.quantityAvailable ?? 0,
          value: formatCount(product.quantityAvailable ?? 0),
        })}
      </span>
      {product.packetSizeGms !== null && (
        <span className="text-xs text-gray-500">
          {t('units.packetSize', { grams: formatCount(product.packetSizeGms) })}
        </span>
      )}
      {/* The badge only for packaged products, while the card counts all (spec 4). */}
      {isLowStock(product.quantityAvailable ?? 0) && <Badge tone="amber">{t('badges.lowStock')}</Badge>}
    </span>
  );
};

const Pricing = ({ product }: { product: Product }) => {
  const { t } = useTranslation('inventory');
  return (
    <span className="flex flex-col">
      <span>
        {formatPrice(product.salePrice)}{' '}
        {product.packagingType === 'packaged' ? t('units.perPacket') : t('units.perTonne')}
      </span>
      <span className="text-xs text-gray-500">
        {t('products.value', { amount: formatRupees(productValue(product)) })}
      </span>
    </span>
  );
};

const Actions = ({ product, onEdit, onDelete }: { product: Product } & RowActions) => {
  const { t } = useTranslation('inventory');
  return (
    <span className="flex gap-1">
      <Button
        variant="ghost"
        aria-label={t('editNamed', { name: product.productName })}
        onClick={() => onEdit(product)}
      >
        <Pencil aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        className="text-red-700"
        aria-label={t('deleteNamed', { name: product.productName })}
        onClick={() => onDelete(product)}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </span>
  );
};

const Details = ({ product }: { product: Product }) => {
  const { t } = useTranslation('inventory');
  return (
    <span className="flex items-center gap-3">
      <Thumbnail picture={product.picture} />
      <span className="flex flex-col items-start">
        <Link to={`/fpo-product/${product.id}`} className="font-medium text-brand-800 hover:underline">
          {product.productName}
        </Link>
        {!product.isActive && <span className="text-xs text-gray-500">{t('products.notListed')}</span>}
      </span>
    </span>
  );
};

/** Products as a table on a wide screen and as cards on a phone (spec 2.10's columns). */
export const ProductTable = ({ products, ...actions }: { products: Product[] } & RowActions) => {
  const { t } = useTranslation('inventory');
  const packagingBadge = (p: Product) => (
    <Badge tone={p.packagingType === 'packaged' ? 'blue' : 'green'}>
      {t(`packaging.${p.packagingType}`)}
    </Badge>
  );
  return (
    <>
      <ul className="flex flex-col gap-3 sm:hidden">
        {products.map((p) => (
          <li key={p.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
            <div className="flex items-start justify-between gap-2">
              <Details product={p} />
              <Actions product={p} {...actions} />
            </div>
            <div className="grid grid-cols-2 gap-2 text-sm">
              <Quantity product={p} />
              <Pricing product={p} />
              <ExpiryCell date={p.expiryDate} />
              <span>{packagingBadge(p)}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
            <tr>
              {(['details', 'quantity', 'pricing', 'expiry', 'packaging', 'actions'] as const).map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-medium">
                  {t(`products.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {products.map((p) => (
              <tr key={p.id}>
                <td className="px-3 py-2">
                  <Details product={p} />
                </td>
                <td className="px-3 py-2">
                  <Quantity product={p} />
                </td>
                <td className="px-3 py-2">
                  <Pricing product={p} />
                </td>
                <td className="px-3 py-2">
                  <ExpiryCell date={p.expiryDate} />
                </td>
                <td className="px-3 py-2">{packagingBadge(p)}</td>
                <td className="px-3 py-2">
                  <Actions product={p} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};
