import type { UploadsList } from '@sangam/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export const listUploads = (page: number) => apiFetch<UploadsList>(`/api/uploads?page=${page}`);

/** The FPO's uploaded files, newest first, one page at a time. */
export const useUploadsList = (page: number) =>
  useQuery({
    queryKey: ['uploads', 'list', page],
    queryFn: () => listUploads(page),
    placeholderData: keepPreviousData,
  });
