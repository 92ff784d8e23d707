import type { LoanRecommendations, RecommendationKind, SchemeRecommendations } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

type Answers = { loans: LoanRecommendations; schemes: SchemeRecommendations };

export const recommendationKeys = {
  of: (kind: RecommendationKind) => ['recommendations', kind] as const,
};

/**
 * The loan options or schemes scored for this FPO, best first (document 2, 2.13 and 2.14): the
 * server answers from its cache (25 hours) or works them out afresh.
 */
export const useRecommendations = <K extends RecommendationKind>(kind: K) =>
  useQuery({
    queryKey: recommendationKeys.of(kind),
    queryFn: () => apiFetch<Answers[K]>(`/api/recommendations/${kind}`),
  });

/** Refresh Now: the server works the scores out again; its answer replaces what is shown. */
export const useRefreshRecommendations = <K extends RecommendationKind>(kind: K) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Answers[K]>(`/api/recommendations/${kind}/refresh`, { method: 'POST' }),
    onSuccess: (fresh) => queryClient.setQueryData(recommendationKeys.of(kind), fresh),
  });
};
