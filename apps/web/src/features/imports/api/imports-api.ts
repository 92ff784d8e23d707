import type {
  ColumnMapping,
  FileDetails,
  FilePreview,
  ImportJob,
  ImportPreview,
  UploadedFile,
} from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client.ts';

export type ImportSettings = { sheet: string; mapping: ColumnMapping; updateExisting: boolean };
export type RejectedRows = {
  headers: string[];
  rows: {
    rowNumber: number;
    cells: string[];
    status: string;
    issues: { field: string; code: string }[];
    duplicateOf: number | null;
  }[];
};

/** Sends one file as multipart/form-data; answers like apiFetch. */
export const uploadSpreadsheet = async (file: File): Promise<UploadedFile> => {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/uploads', { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const data = (await response.json().catch(() => null)) as {
    error?: { code: string; issues?: { field: string; code: string }[] };
  } | null;
  if (!response.ok)
    throw new ApiError(response.status, data?.error?.code ?? 'upload_failed', data?.error?.issues ?? []);
  return data as UploadedFile;
};

export const useUploadSpreadsheet = () => useMutation({ mutationFn: uploadSpreadsheet });

export const useUploadedFile = (fileId: string | null) =>
  useQuery({
    queryKey: ['uploads', fileId],
    queryFn: () => apiFetch<UploadedFile>(`/api/uploads/${fileId}`),
    enabled: !!fileId,
    staleTime: Infinity,
  });

export const useImportPreview = (fileId: string | null, settings: ImportSettings | null) =>
  useQuery({
    queryKey: ['uploads', fileId, 'preview', settings],
    queryFn: () =>
      apiFetch<ImportPreview>(`/api/uploads/${fileId}/preview`, { method: 'POST', body: settings }),
    enabled: !!fileId && !!settings,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useStartImport = (fileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ImportSettings) =>
      apiFetch<ImportJob>(`/api/uploads/${fileId}/import`, { method: 'POST', body: settings }),
    onSuccess: (job) => queryClient.setQueryData(['imports', job.id], job),
  });
};

/** Polls a running import every second; stops once it has finished. */
export const useImportJob = (jobId: string | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['imports', jobId],
    queryFn: async () => {
      const job = await apiFetch<ImportJob>(`/api/imports/${jobId}`);
      if (job.status === 'completed') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['farmers'] }),
          queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
          queryClient.invalidateQueries({ queryKey: ['uploads', 'list'] }),
        ]);
      }
      return job;
    },
    enabled: !!jobId,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
};

export const getLatestImport = (fileId: string) =>
  apiFetch<{ job: ImportJob | null }>(`/api/uploads/${fileId}/import`);
export const getRejectedRows = (jobId: string) => apiFetch<RejectedRows>(`/api/imports/${jobId}/rejected`);

export const useFileDetails = (fileId: string) =>
  useQuery({
    queryKey: ['uploads', fileId, 'details'],
    queryFn: () => apiFetch<FileDetails>(`/api/uploads/${fileId}/details`),
  });

export const useFileRows = (fileId: string, sheet: string | null, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['uploads', fileId, 'rows', sheet, page],
    queryFn: () =>
      apiFetch<FilePreview>(
        `/api/uploads/${fileId}/rows?${new URLSearchParams({ page: String(page), ...(sheet && { sheet }) })}`,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });

export const exportCsvUrl = (fileId: string, sheet: string | null) =>
  `/api/uploads/${fileId}/export.csv${sheet ? `?sheet=${encodeURIComponent(sheet)}` : ''}`;
