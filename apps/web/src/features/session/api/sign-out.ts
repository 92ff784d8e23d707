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
    },
  });
};
