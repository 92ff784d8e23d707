import { reportFileName, type FarmerReport, type ReportFormat } from '@sangam/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/save-file.ts';

/** The report of one range; the last range's figures stay on screen while the next one loads. */
export const useFarmerReport = (days: number) =>
  useQuery({
    queryKey: ['reports', 'farmers', days],
    queryFn: () => apiFetch<FarmerReport>(`/api/reports/farmers?days=${days}`),
    placeholderData: keepPreviousData,
  });

export const exportReport = (days: number, format: ReportFormat) =>
  downloadFile(
    `/api/reports/farmers/export?${new URLSearchParams({ days: String(days), format })}`,
    reportFileName(days, new Date(), format),
  );
