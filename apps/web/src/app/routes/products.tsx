import { todayInIndia, type Product } from '@sangam/domain';
import { FileText, PackageOpen, PackagePlus, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { useInventoryList } from '@/features/inventory/api/inventory-api.ts';
import { ProductForm } from '@/features/inventory/components/product-form.tsx';
import {
  filterProducts,
  ProductTable,
  type ProductFilters,
} from '@/features/inventory/components/product-table.tsx';
import { useItemEditor } from '../use-item-editor.tsx';
import { StockListStates } from '@/features/inventory/components/stock-list-states.tsx';
import { StockStatCards } from '@/features/inventory/components/stock-stat-cards.tsx';
import { useConfirmDelete } from '@/features/inventory/components/use-confirm-delete.ts';
import { useMe } from '@/lib/session.ts';

/** The product inventory, titled FPO Product (spec 2.10). */
export const ProductsScreen = () => {
  const { t } = useTranslation('inventory');
  const me = useMe();
  const fpoId = me.data?.fpo?.id ?? '';
  const list = useInventoryList('products');
  const confirmDelete = useConfirmDelete('products');
  const [filters, setFilters] = useState<ProductFilters>({ expiringOnly: false, packaging: 'all' });
  const { checking, openAdd, openEdit, dialogs } = useItemEditor<Product>();
  const items = list.data?.items ?? [];
  const shown = filterProducts(items, filters, todayInIndia());
  const linkClass =
    'inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-50';

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('products.title')}</h1>
          <p className="text-sm text-gray-600">{t('products.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {items.length ? (
            <Link to={`/mandi/fpo/${fpoId}`} className={linkClass}>
              <Store aria-hidden className="size-4" />
              {t('products.generateBrochure')}
            </Link>
          ) : (
            <Button variant="secondary" disabled>
              <Store aria-hidden className="size-4" />
              {t('products.generateBrochure')}
            </Button>
          )}
          {items.length > 0 && (
            <Link to={`/product-brochure?userId=${fpoId}`} className={linkClass}>
              <FileText aria-hidden className="size-4" />
              {t('products.printBrochure')}
            </Link>
          )}
          <Button busy={checking} onClick={openAdd}>
            <PackagePlus aria-hidden className="size-4" />
            {t('products.add')}
          </Button>
        </div>
      </header>

      {list.data && <StockStatCards stats={list.data.stats} />}

      <section
        aria-label={t('products.listLabel')}
        className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
      >
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={filters.expiringOnly}
              onChange={(e) => setFilters({ ...filters, expiringOnly: e.target.checked })}
            />
            {t('showExpiringSoon')}
          </label>
          <select
            aria-label={t('products.packagingFilter')}
            className={`${inputClass} w-auto`}
            value={filters.packaging}
            onChange={(e) =>
              setFilters({ ...filters, packaging: e.target.value as ProductFilters['packaging'] })
            }
          >
            <option value="all">{t('products.filter.all')}</option>
            <option value="packaged">{t('products.filter.packaged')}</option>
            <option value="open">{t('products.filter.open')}</option>
          </select>
        </div>
        <StockListStates
          kind="products"
          query={list}
          held={items.length}
          shown={shown.length}
          Icon={PackageOpen}
          onAdd={openAdd}
        >
          <ProductTable
            products={shown}
            onEdit={openEdit}
            onDelete={(product) => void confirmDelete({ id: product.id, name: product.productName })}
          />
        </StockListStates>
      </section>

      {dialogs({ add: t('products.addTitle'), edit: t('products.editTitle') }, ({ item, ...actions }) => (
        <ProductForm product={item} {...actions} />
      ))}
    </div>
  );
};
