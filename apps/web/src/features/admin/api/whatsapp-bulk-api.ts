import type {
  BulkAudienceOptions,
  BulkFpo,
  BulkPreview,
  BulkPreviewInput,
  BulkRecipients,
  BulkSend,
  BulkSendInput,
  bulkRecipientFilters,
} from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const bulkKey = ['admin', 'whatsapp', 'bulk-sends'] as const;
/** Progress is read every two seconds while a send goes on, and not at all once every send has settled. */
const POLL_MS = 2000;
const going = (send: BulkSend) => send.status === 'queued' || send.status === 'running';

/** FPOs whose name holds the search, the largest first. */
export const useBulkFpos = (search: string) =>
  useQuery({
    queryKey: ['admin', 'whatsapp', 'fpos', search],
    queryFn: () =>
      apiFetch<{ fpos: BulkFpo[] }>(`/api/admin/whatsapp/fpos?search=${encodeURIComponent(search)}`),
    placeholderData: keepPreviousData,
  });

/** The chosen FPO's villages and districts with their farmer counts. */
export const useBulkAudience = (fpoId: string | null) =>
  useQuery({
    queryKey: ['admin', 'whatsapp', 'audience', fpoId],
    queryFn: () => apiFetch<BulkAudienceOptions>(`/api/admin/whatsapp/fpos/${fpoId}/audience`),
    enabled: fpoId !== null,
  });

/** How many farmers a send would reach and in which languages, asked before it starts. */
export const useBulkPreview = () =>
  useMutation({
    mutationFn: (input: BulkPreviewInput) =>
      apiFetch<BulkPreview>('/api/admin/whatsapp/bulk-sends/preview', { method: 'POST', body: input }),
  });

export const useBulkSends = () =>
  useQuery({
    queryKey: bulkKey,
    queryFn: () => apiFetch<{ bulkSends: BulkSend[] }>('/api/admin/whatsapp/bulk-sends'),
    refetchInterval: (query) => (query.state.data?.bulkSends.some(going) ? POLL_MS : false),
  });

/** A send's recipients a page at a time, read again while the send goes on. */
export const useBulkRecipients = (
  send: BulkSend,
  page: number,
  filter: (typeof bulkRecipientFilters)[number],
) =>
  useQuery({
    queryKey: [...bulkKey, send.id, 'recipients', page, filter, going(send) ? send.counts : null],
    queryFn: () =>
      apiFetch<BulkRecipients>(
        `/api/admin/whatsapp/bulk-sends/${send.id}/recipients?page=${page}&filter=${filter}`,
      ),
    placeholderData: keepPreviousData,
  });

/** Starting, cancelling or resuming a send reads the list (and the history) again. */
const useBulkChange = <Input>(request: (input: Input) => Promise<BulkSend>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'whatsapp'] }),
  });
};

export const useStartBulkSend = () =>
  useBulkChange((input: BulkSendInput) =>
    apiFetch<BulkSend>('/api/admin/whatsapp/bulk-sends', { method: 'POST', body: input }),
  );

export const useCancelBulkSend = () =>
  useBulkChange((id: string) =>
    apiFetch<BulkSend>(`/api/admin/whatsapp/bulk-sends/${id}/cancel`, { method: 'POST' }),
  );

export const useResumeBulkSend = () =>
  useBulkChange((id: string) =>
    apiFetch<BulkSend>(`/api/admin/whatsapp/bulk-sends/${id}/resume`, { method: 'POST' }),
  );
