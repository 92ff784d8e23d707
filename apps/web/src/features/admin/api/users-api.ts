import type { AdminUsersPage, Plan, TrialAdjustment, TrialStatus, UserDeletion } from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const usersKey = ['admin', 'users'] as const;
const userUrl = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

export const useAdminUsers = (query: { page: number; pageSize: number; search: string }) =>
  useQuery({
    queryKey: [...usersKey, query],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
      if (query.search) params.set('search', query.search);
      return apiFetch<AdminUsersPage>(`/api/admin/users?${params}`);
    },
    placeholderData: keepPreviousData,
  });

/** What deleting an account would remove, asked for just before the confirmation. */
export const fetchDeletion = (userId: string) => apiFetch<UserDeletion>(`${userUrl(userId)}/deletion`);

type Change =
  | { kind: 'trial'; userId: string; adjustment: TrialAdjustment }
  | { kind: 'plan'; fpoId: string; plan: Plan }
  | { kind: 'delete'; userId: string };

/** Every change to a user from the table; the table is read again after each. */
export const useChangeUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      switch (change.kind) {
        case 'trial':
          return apiFetch<TrialStatus>(`${userUrl(change.userId)}/trial`, {
            method: 'POST',
            body: change.adjustment,
          });
        case 'plan':
          return apiFetch<null>(`/api/admin/fpos/${encodeURIComponent(change.fpoId)}/plan`, {
            method: 'PUT',
            body: { plan: change.plan },
          });
        case 'delete':
          return apiFetch<null>(userUrl(change.userId), { method: 'DELETE' });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
};
