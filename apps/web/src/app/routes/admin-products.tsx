import type { AdminProduct } from '@sangam/domain';
import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { useAdminProducts, useSetProductActive } from '@/features/admin/api/admin-products-api.ts';
import { useReason } from '@/features/admin/components/admin-inventory-parts.tsx';
import { AdminList, useAdminList } from '@/features/admin/components/admin-list.tsx';
import { AdminProductsTable } from '@/features/admin/components/admin-products-table.tsx';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
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
  const list = useAdminList();
  const products = useAdminProducts(list.query);
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

  return (
    <div className="flex flex-col gap-5">
      <AdminScreenHeader
        title={t('inventoryOverview.products.title')}
        subtitle={t('inventoryOverview.products.subtitle')}
      />
      <AdminList
        query={products}
        list={list}
        search={{
          label: t('inventoryOverview.products.searchLabel'),
          placeholder: t('inventoryOverview.products.searchPlaceholder'),
        }}
        failed={{
          title: t('inventoryOverview.loadFailedTitle'),
          detail: t('inventoryOverview.products.loadFailed', { reason: reason(products.error) }),
        }}
        empty={{
          Icon: Package,
          none: t('inventoryOverview.products.none'),
          noneFound: t('inventoryOverview.products.noneFound'),
        }}
      >
        {(items) => (
          <AdminProductsTable
            products={items}
            canEdit={canEdit}
            busyId={toggle.isPending ? (toggle.variables?.productId ?? null) : null}
            onToggle={onToggle}
          />
        )}
      </AdminList>
    </div>
  );
};
