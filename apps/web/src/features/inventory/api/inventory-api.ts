import type {
  Brochure,
  InputItem,
  InputList,
  InputOpportunities,
  Product,
  ProductList,
} from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { sendFile } from '@/lib/send-file.ts';

/** The two inventories share every call but their path: `/api/products` or `/api/inputs`. */
export type Kind = 'products' | 'inputs';
type ItemOf<K extends Kind> = K extends 'products' ? Product : InputItem;
type ListOf<K extends Kind> = K extends 'products' ? ProductList : InputList;

export const inventoryKeys = {
  all: (kind: Kind) => [kind] as const,
  list: (kind: Kind) => [kind, 'list'] as const,
  item: (kind: Kind, id: string) => [kind, 'item', id] as const,
};

export const useInventoryList = <K extends Kind>(kind: K) =>
  useQuery({ queryKey: inventoryKeys.list(kind), queryFn: () => apiFetch<ListOf<K>>(`/api/${kind}`) });

/** One item; the page's query client leaves refusals (4xx) unretried, so a 404 shows at once. */
export const useInventoryItem = <K extends Kind>(kind: K, id: string) =>
  useQuery({
    queryKey: inventoryKeys.item(kind, id),
    queryFn: () => apiFetch<ItemOf<K>>(`/api/${kind}/${encodeURIComponent(id)}`),
  });

export const useInputOpportunities = () =>
  useQuery({
    queryKey: ['inputs', 'opportunities'],
    queryFn: () => apiFetch<InputOpportunities>('/api/inputs/opportunities'),
  });

export const useBrochure = (fpoId: string) =>
  useQuery({
    queryKey: ['brochure', fpoId],
    queryFn: () => apiFetch<Brochure>(`/api/brochure?${new URLSearchParams({ userId: fpoId })}`),
    enabled: fpoId !== '',
    retry: false,
  });

/** After any change the list, its stat cards and the dashboard's values are read again. */
const useInvalidate = (kind: Kind) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inventoryKeys.all(kind) }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
};

/** A picture chosen in the form: a new file to send, or `null` to remove the one stored. */
export type PictureChange = File | null | undefined;

/** The picture was refused after the item itself was saved: the item stays, the picture says why. */
export class PictureError<T = unknown> extends Error {
  constructor(
    readonly cause: unknown,
    /** The item as saved, without the new picture. */
    readonly item: T,
  ) {
    super('picture_failed');
  }
}

/** Saves the fields, then the picture when it changed, so a refused picture loses no typed field. */
export const useSaveItem = <K extends Kind>(kind: K, id?: string) => {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: async ({ body, picture }: { body: unknown; picture: PictureChange }) => {
      const item = id
        ? await apiFetch<ItemOf<K>>(`/api/${kind}/${id}`, { method: 'PUT', body })
        : await apiFetch<ItemOf<K>>(`/api/${kind}`, { method: 'POST', body });
      if (picture === undefined || (picture === null && !item.picture)) return item;
      try {
        return await sendFile<ItemOf<K>>(`/api/${kind}/${item.id}/picture`, picture);
      } catch (error) {
        throw new PictureError(error, item);
      }
    },
    onSettled: invalidate,
  });
};

export const useDeleteItem = (kind: Kind) => {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
};
