import type { AdminProductsPage } from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const productsKey = ['admin', 'products'] as const;

export type AdminListQuery = { page: number; pageSize: number; search: string };

/** The query string of a back-office list page. */
export const listParams = (query: AdminListQuery) => {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return params;
};

/** A page of every FPO's products (document 2, 2.7), searched on the server. */
export const useAdminProducts = (query: AdminListQuery) =>
  useQuery({
    queryKey: [...productsKey, query],
    queryFn: () => apiFetch<AdminProductsPage>(`/api/admin/products?${listParams(query)}`),
    placeholderData: keepPreviousData,
  });

/** Enable or disable a product; the list is read again after. */
export const useSetProductActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isActive }: { productId: string; isActive: boolean }) =>
      apiFetch<null>(`/api/admin/products/${encodeURIComponent(productId)}/active`, {
        method: 'PUT',
        body: { isActive },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
};
