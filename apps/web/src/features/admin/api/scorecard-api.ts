import type { Scorecard } from '@sangam/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const scorecardKey = ['admin', 'scorecard'] as const;

/**
 * The scorecard (document 2, 2.3): the analytics over every FPO and one page of 50 of the
 * leaderboard, found by FPO, contact name or email. The first page without a search is the
 * overview the cards, charts and insights read; it is one request when the list shows it too.
 */
export const useScorecard = (query: { page: number; search: string }) =>
  useQuery({
    queryKey: [...scorecardKey, query],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.search) params.set('search', query.search);
      return apiFetch<Scorecard>(`/api/admin/scorecard?${params}`);
    },
    placeholderData: keepPreviousData,
  });

/**
 * 'Refresh Data': reads every scorecard query on the page again (the scores are computed on each
 * read, decision 022). Rejects when a read fails, so the screen can say which happened.
 */
export const useRefreshScorecard = () => {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: scorecardKey, type: 'active' }, { throwOnError: true });
};
