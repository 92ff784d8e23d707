import type { AccessGrant, AccessOverview } from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const accessKey = ['admin', 'access'] as const;

/** The grants, and confirmed users without one, found by e-mail, name or FPO. */
export const useAccessOverview = (search: string) =>
  useQuery({
    queryKey: [...accessKey, search],
    queryFn: () =>
      apiFetch<AccessOverview>(`/api/admin/access${search ? `?search=${encodeURIComponent(search)}` : ''}`),
    placeholderData: keepPreviousData,
  });

type GrantBody = Pick<AccessGrant, 'isSuperAdmin' | 'pageAccess' | 'notes'>;
type Change =
  | { kind: 'grant'; userId: string; grant: GrantBody }
  | { kind: 'update'; userId: string; grant: GrantBody }
  | { kind: 'active'; userId: string; isActive: boolean }
  | { kind: 'revoke'; userId: string };

const url = (userId: string) => `/api/admin/access/${encodeURIComponent(userId)}`;

/** Every change to a grant; the list is read again after each. */
export const useChangeAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      switch (change.kind) {
        case 'grant':
          return apiFetch<null>('/api/admin/access', {
            method: 'POST',
            body: { userId: change.userId, ...change.grant },
          });
        case 'update':
          return apiFetch<null>(url(change.userId), { method: 'PUT', body: change.grant });
        case 'active':
          return apiFetch<null>(`${url(change.userId)}/active`, {
            method: 'PUT',
            body: { isActive: change.isActive },
          });
        case 'revoke':
          return apiFetch<null>(url(change.userId), { method: 'DELETE' });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKey }),
  });
};
