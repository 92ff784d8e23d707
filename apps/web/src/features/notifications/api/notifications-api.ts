import type { NotificationList } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const key = ['notifications'] as const;

/** The bell's list: read every minute and whenever the window gets focus again (decision 032). */
export const useNotifications = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<NotificationList>('/api/notifications', { signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** Opening the list marks everything read; the list keeps its rows, now read, and the badge clears. */
export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/notifications/read', { method: 'POST' }),
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(
        key,
        (list) =>
          list && {
            unread: 0,
            items: list.items.map((item) => (item.readAt ? item : { ...item, readAt: now })),
          },
      );
    },
  });
};
