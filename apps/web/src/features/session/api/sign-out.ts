import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { setSession } from '@/lib/session.ts';

export const signOut = () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

/** Ends the session on the server, then forgets everything cached for this user. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      setSession(null);
      queryClient.clear();
      // The answers the service worker kept for offline use are the person's who leaves (decision
      // 037; lib/service-worker.ts names the cache, written out here to keep it off the first load).
      if (typeof caches !== 'undefined') void caches.delete('sangam-data').catch(() => false);
    },
  });
};
