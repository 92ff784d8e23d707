import type { FieldDataImport, FieldDataImportResult } from '@sangam/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/**
 * The admin's import of field data: one CSV of business- or farmer-intelligence rows, all or
 * nothing. A refusal is `validation_failed` with issues on `csv`, `columns.<key>` or
 * `rows.<row>.<key>`.
 */
export const useImportFieldData = () =>
  useMutation({
    mutationFn: (body: FieldDataImport) =>
      apiFetch<FieldDataImportResult>('/api/admin/field-data', { method: 'POST', body }),
  });
