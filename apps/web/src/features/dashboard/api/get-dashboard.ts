import type { Dashboard } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export const useDashboard = () =>
  useQuery({ queryKey: ['dashboard'], queryFn: () => apiFetch<Dashboard>('/api/dashboard') });
