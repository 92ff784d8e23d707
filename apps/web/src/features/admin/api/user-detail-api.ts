import type {
  AdminUserDetail,
  AuditPage,
  BuyerList,
  FarmerList,
  InputList,
  ProductList,
} from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const base = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

export const useUserDetail = (userId: string) =>
  useQuery({ queryKey: ['admin', 'user', userId], queryFn: () => apiFetch<AdminUserDetail>(base(userId)) });

export type UserTab = 'farmers' | 'products' | 'inputs' | 'buyers';
type TabData = { farmers: FarmerList; products: ProductList; inputs: InputList; buyers: BuyerList };

/** One tab's list, read when the tab is opened. */
export const useUserTab = <T extends UserTab>(userId: string, tab: T, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'user', userId, tab],
    queryFn: () => apiFetch<TabData[T]>(`${base(userId)}/${tab}`),
    enabled,
  });

/** The badges an admin sets after checking the FPO's documents. */
export const useSetBadges = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fpoId, ...badges }: { fpoId: string; isVerified?: boolean; hfnCertified?: boolean }) =>
      apiFetch<null>(`/api/admin/fpos/${encodeURIComponent(fpoId)}/badges`, { method: 'PUT', body: badges }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'user', userId] }),
  });
};

export const useAuditLog = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['admin', 'audit', page, pageSize],
    queryFn: () => apiFetch<AuditPage>(`/api/admin/audit?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });

type ProductChange =
  | { kind: 'add'; body: object }
  | { kind: 'edit'; productId: string; body: object }
  | { kind: 'delete'; productId: string };

/** The owner's product controls on the user detail (document 2, 2.4). */
export const useChangeUserProduct = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProductChange) => {
      const url = `${base(userId)}/products`;
      if (change.kind === 'add') return apiFetch<unknown>(url, { method: 'POST', body: change.body });
      const one = `${url}/${encodeURIComponent(change.productId)}`;
      return change.kind === 'edit'
        ? apiFetch<unknown>(one, { method: 'PUT', body: change.body })
        : apiFetch<unknown>(one, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'user', userId] }),
  });
};
