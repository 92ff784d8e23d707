import type { WhatsappMessage, WhatsappMessages, WhatsappSendInput, WhatsappTemplates } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const templatesKey = ['admin', 'whatsapp', 'templates'] as const;
const messagesKey = ['admin', 'whatsapp', 'messages'] as const;

/** The templates as the last sync found them, and whether messages go to WhatsApp or the outbox. */
export const useWhatsappTemplates = () =>
  useQuery({
    queryKey: templatesKey,
    queryFn: () => apiFetch<WhatsappTemplates>('/api/admin/whatsapp/templates'),
  });

/** Fetches the provider's templates again (document 2, 7: sync-whatsapp-templates). */
export const useSyncWhatsappTemplates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<WhatsappTemplates>('/api/admin/whatsapp/templates/sync', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(templatesKey, data),
  });
};

/** The last 50 messages, newest first, with their statuses (document 2, 7). */
export const useWhatsappMessages = () =>
  useQuery({
    queryKey: messagesKey,
    queryFn: () => apiFetch<WhatsappMessages>('/api/admin/whatsapp/messages'),
  });

/** Sends one template to one number; the history is read again, a refused send included. */
export const useSendWhatsappMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhatsappSendInput) =>
      apiFetch<WhatsappMessage>('/api/admin/whatsapp/messages', {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
};
