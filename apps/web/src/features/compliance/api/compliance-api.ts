import type { ComplianceCalendar, ComplianceRecordStatus } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { sendFile } from '@/lib/send-file.ts';

export const complianceKey = ['compliance'] as const;

export const useCompliance = () =>
  useQuery({ queryKey: complianceKey, queryFn: () => apiFetch<ComplianceCalendar>('/api/compliance') });

export type ItemRef = { ruleKey: string; period: string };
const itemUrl = ({ ruleKey, period }: ItemRef) =>
  `/api/compliance/items/${encodeURIComponent(ruleKey)}/${encodeURIComponent(period)}`;

/** The proof's address, to open in a new tab. */
export const proofUrl = (item: ItemRef) => `${itemUrl(item)}/document`;

/** Every change answers with the whole calendar: the page shows it at once. */
const useCalendarChange = <V>(change: (variables: V) => Promise<ComplianceCalendar>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (calendar) => queryClient.setQueryData(complianceKey, calendar),
  });
};

/**
 * Marks an item done (with its proof when one is chosen) or not due. The record is saved first;
 * a proof that is then refused leaves the item done, and the error says why the file was not kept.
 */
export const useRecordItem = () =>
  useCalendarChange(
    async ({
      item,
      status,
      doneOn,
      proof,
    }: {
      item: ItemRef;
      status: ComplianceRecordStatus;
      doneOn: string | null;
      proof: File | null;
    }) => {
      const saved = await apiFetch<ComplianceCalendar>(itemUrl(item), {
        method: 'PUT',
        body: status === 'done' ? { status, doneOn } : { status },
      });
      return proof ? sendFile<ComplianceCalendar>(proofUrl(item), proof) : saved;
    },
  );

export const useReopenItem = () =>
  useCalendarChange((item: ItemRef) => apiFetch<ComplianceCalendar>(itemUrl(item), { method: 'DELETE' }));

/** Attaches a proof, or removes it with `null`. */
export const useItemProof = () =>
  useCalendarChange(({ item, file }: { item: ItemRef; file: File | null }) =>
    sendFile<ComplianceCalendar>(proofUrl(item), file),
  );
