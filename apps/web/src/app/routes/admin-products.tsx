import type { AdminProduct } from '@sangam/domain';
import { ArrowLeft, Package } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useAdminProducts, useSetProductActive } from '@/features/admin/api/admin-products-api.ts';
import { SearchBox, useReason } from '@/features/admin/components/admin-inventory-parts.tsx';
import { AdminProductsTable } from '@/features/admin/components/admin-products-table.tsx';
import { PageControl } from '@/features/admin/components/page-control.tsx';
import { useMe } from '@/lib/session.ts';

/**
 * Every FPO's products (document 2, 2.7): searched and paged on the server, each FPO linked to its
 * owner's detail; an admin who may edit products enables or disables them (a disabled product
 * leaves the Mandi).
 */
export const AdminProductsScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const reason = useReason();
  const { data: me } = useMe();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const products = useAdminProducts({ page, pageSize, search: deferred });
  const toggle = useSetProductActive();
  const canEdit = me?.admin?.pages.products.edit ?? false;

  const onToggle = (product: AdminProduct) =>
    toggle.mutate(
      { productId: product.id, isActive: !product.isActive },
      {
        onSuccess: () =>
          toast.show({
            type: 'success',
            title: t('toasts.statusUpdated'),
            description: t(
              product.isActive
                ? 'inventoryOverview.products.disabledToast'
                : 'inventoryOverview.products.enabledToast',
              { name: product.productName },
            ),
          }),
        onError: () =>
          toast.show({
            type: 'error',
            title: t('toasts.toggleFailed'),
            description: t('inventoryOverview.products.toggleFailed'),
          }),
      },
    );

  const data = products.data;
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('backToDashboard')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{t('inventoryOverview.products.title')}</h1>
        <p className="text-sm text-gray-600">{t('inventoryOverview.products.subtitle')}</p>
      </header>

      <SearchBox
        value={search}
        label={t('inventoryOverview.products.searchLabel')}
        placeholder={t('inventoryOverview.products.searchPlaceholder')}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />

      {products.isPending && <Spinner />}
      {products.isError && (
        <AlertBanner
          tone="error"
          title={t('inventoryOverview.loadFailedTitle')}
          action={
            <Button variant="secondary" onClick={() => void products.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        >
          {t('inventoryOverview.products.loadFailed', { reason: reason(products.error) })}
        </AlertBanner>
      )}
      {data && data.items.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState
            Icon={Package}
            title={
              deferred ? t('inventoryOverview.products.noneFound') : t('inventoryOverview.products.none')
            }
          />
        </div>
      )}
      {data && data.items.length > 0 && (
        <AdminProductsTable
          products={data.items}
          canEdit={canEdit}
          busyId={toggle.isPending ? (toggle.variables?.productId ?? null) : null}
          onToggle={onToggle}
        />
      )}
      {data && (
        <PageControl
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </div>
  );
};
