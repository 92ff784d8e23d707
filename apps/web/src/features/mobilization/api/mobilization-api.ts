import type {
  Mobilization,
  MobilizationPeriod,
  MobilizationReplies,
  MobilizationReply,
  ReplyOutcome,
} from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const figuresKey = ['mobilization', 'figures'] as const;
const repliesKey = ['mobilization', 'replies'] as const;

/** The advisory page's figures for one period; the last period's stay on screen while the next loads. */
export const useMobilization = (period: MobilizationPeriod) =>
  useQuery({
    queryKey: [...figuresKey, period],
    queryFn: () => apiFetch<Mobilization>(`/api/mobilization?period=${period}`),
    placeholderData: keepPreviousData,
  });

/** A page of the farmers' replies, newest first. */
export const useMobilizationReplies = (page: number) =>
  useQuery({
    queryKey: [...repliesKey, page],
    queryFn: () => apiFetch<MobilizationReplies>(`/api/mobilization/replies?page=${page}`),
    placeholderData: keepPreviousData,
  });

/**
 * Marks what a reply led to (null takes the mark away). The reply changes in place; the figures are
 * read again, since the conversion rate counts the marks.
 */
export const useMarkReplyOutcome = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: ReplyOutcome | null }) =>
      apiFetch<MobilizationReply>(`/api/mobilization/replies/${id}`, { method: 'PATCH', body: { outcome } }),
    onSuccess: (reply) => {
      queryClient.setQueriesData<MobilizationReplies>(
        { queryKey: repliesKey },
        (page) => page && { ...page, items: page.items.map((item) => (item.id === reply.id ? reply : item)) },
      );
      void queryClient.invalidateQueries({ queryKey: figuresKey });
    },
  });
};
