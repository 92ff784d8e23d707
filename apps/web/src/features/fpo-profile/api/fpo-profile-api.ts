import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { sessionQueryKey } from '@/lib/query-client.ts';

export type FpoProfile = {
  fpoName: string | null;
  fpoPhone: string | null;
  missing: ('fpoName' | 'fpoPhone')[];
};

export const getFpoProfile = () => apiFetch<FpoProfile>('/api/fpo/profile');

export const useSaveFpoProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { fpoName?: string; fpoPhone?: string }) =>
      apiFetch<FpoProfile>('/api/fpo/profile', { method: 'PUT', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
};
