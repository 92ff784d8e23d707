import type { AdminInput, AdminInputsPage } from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { listParams, type AdminListQuery } from './admin-products-api.ts';

const inputsKey = ['admin', 'inputs'] as const;

/** A page of every FPO's inputs with the overview's totals (document 2, 2.7), searched on the server. */
export const useAdminInputs = (query: AdminListQuery) =>
  useQuery({
    queryKey: [...inputsKey, query],
    queryFn: () => apiFetch<AdminInputsPage>(`/api/admin/inputs?${listParams(query)}`),
    placeholderData: keepPreviousData,
  });

export type InputChange =
  | { kind: 'edit'; inputId: string; body: object }
  | { kind: 'hidden'; inputId: string; isHidden: boolean }
  | { kind: 'delete'; inputId: string };

/** Every change to an input from the overview; the list and its totals are read again after each. */
export const useChangeAdminInput = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InputChange) => {
      const url = `/api/admin/inputs/${encodeURIComponent(change.inputId)}`;
      switch (change.kind) {
        case 'edit':
          return apiFetch<AdminInput | null>(url, { method: 'PUT', body: change.body });
        case 'hidden':
          return apiFetch<null>(`${url}/hidden`, { method: 'PUT', body: { isHidden: change.isHidden } });
        case 'delete':
          return apiFetch<null>(url, { method: 'DELETE' });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inputsKey }),
  });
};
