import type { Settings } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { checkSession } from '@/lib/session.ts';

export type SettingsFormValues = Omit<Settings, 'email' | 'language'>;

export const useSettings = () =>
  useQuery({ queryKey: ['settings'], queryFn: () => apiFetch<Settings>('/api/settings') });

/**
 * After a save the dashboard (name, documents panel) and the session (FPO name in the top bar, the
 * FPO's language a new farmer starts in) change.
 */
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsFormValues) =>
      apiFetch<Settings>('/api/settings', { method: 'PUT', body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['settings'], saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        // The incorporation date and the GST number decide the compliance calendar.
        queryClient.invalidateQueries({ queryKey: ['compliance'] }),
        queryClient.invalidateQueries({ queryKey: ['fpo-profile'] }),
        checkSession(),
      ]);
    },
  });
};
