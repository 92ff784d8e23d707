import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { checkSession } from '@/lib/session.ts';

export type FpoProfile = {
  fpoName: string | null;
  fpoPhone: string | null;
  missing: ('fpoName' | 'fpoPhone')[];
};

export const getFpoProfile = () => apiFetch<FpoProfile>('/api/fpo/profile');

export const useSaveFpoProfile = () =>
  useMutation({
    mutationFn: (values: { fpoName?: string; fpoPhone?: string }) =>
      apiFetch<FpoProfile>('/api/fpo/profile', { method: 'PUT', body: values }),
    // The profile gate reads the FPO's name and phone from the session.
    onSuccess: checkSession,
  });
