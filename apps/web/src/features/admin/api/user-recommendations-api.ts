import type { StoredRecommendations } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** The finance and schemes tabs of the user detail (document 2, 2.4), read when one opens. */
export const useUserRecommendations = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'user', userId, 'recommendations'],
    queryFn: () =>
      apiFetch<StoredRecommendations>(`/api/admin/users/${encodeURIComponent(userId)}/recommendations`),
    enabled,
  });
