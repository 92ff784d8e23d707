import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import {
  useSendWhatsappMessage,
  useSyncWhatsappTemplates,
  useWhatsappMessages,
  useWhatsappTemplates,
} from '@/features/admin/api/whatsapp-api.ts';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
import { WhatsappHistory } from '@/features/admin/components/whatsapp-history.tsx';
import { WhatsappSendForm } from '@/features/admin/components/whatsapp-send-form.tsx';
import { WhatsappTemplates } from '@/features/admin/components/whatsapp-templates.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';

/**
 * WhatsApp Messaging (document 2, 2.11): the approved templates with a sync, the send form, and the
 * history of the last 50 messages with their statuses. Says plainly when messages go to the local
 * outbox and reach no one (DECISIONS D4; decisions 024, 025).
 */
export const AdminWhatsappScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data: me } = useMe();
  const may = me?.admin?.pages.whatsapp ?? { view: false, edit: false, delete: false };
  const templates = useWhatsappTemplates();
  const messages = useWhatsappMessages();
  const sync = useSyncWhatsappTemplates();
  const send = useSendWhatsappMessage();
  const reason = (error: unknown, fallback: string) =>
    t(`whatsapp.errors.${error instanceof ApiError ? error.code : 'network_error'}`, {
      defaultValue: fallback,
    });
  const approved = (templates.data?.templates ?? []).filter((template) => template.usable);

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: (data) => {
        const count = data.templates.filter((template) => template.usable).length;
        toast.show(
          count
            ? {
                type: 'success',
                title: t('whatsapp.toasts.synced.title'),
                description: t('whatsapp.toasts.synced.message', { count }),
              }
            : {
                type: 'warning',
                title: t('whatsapp.toasts.none.title'),
                description: t('whatsapp.toasts.none.message'),
              },
        );
      },
      onError: (error) =>
        toast.show({
          type: 'error',
          title: t('whatsapp.toasts.syncFailed'),
          description: reason(error, t('errors.generic')),
        }),
    });

  const sendOne = async (input: { to: string; template: string; language: string; parameters: string[] }) => {
    try {
      await send.mutateAsync(input);
      toast.show({ type: 'success', title: t('whatsapp.toasts.sent') });
      return true;
    } catch (error) {
      toast.show({
        type: 'error',
        title: t('whatsapp.toasts.sendFailed.title'),
        description: reason(error, t('whatsapp.toasts.sendFailed.message')),
      });
      return false;
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <AdminScreenHeader title={t('whatsapp.title')} subtitle={t('whatsapp.subtitle')} />
      {templates.data?.provider === 'outbox' && (
        <AlertBanner tone="info" title={t('whatsapp.outbox.title')}>
          {t('whatsapp.outbox.body')}
        </AlertBanner>
      )}
      {templates.isPending ? (
        <PageSpinner />
      ) : templates.isError ? (
        <AlertBanner tone="error" title={t('whatsapp.loadFailed')}>
          {t('whatsapp.templatesLoadFailed')}
        </AlertBanner>
      ) : (
        <div className="grid min-w-0 gap-5 lg:grid-cols-2">
          <WhatsappTemplates
            templates={approved}
            canSync={may.edit}
            syncing={sync.isPending}
            onSync={runSync}
          />
          {may.edit && <WhatsappSendForm templates={approved} sending={send.isPending} onSend={sendOne} />}
        </div>
      )}
      <section aria-labelledby="whatsapp-history" className="flex min-w-0 flex-col gap-3">
        <h2 id="whatsapp-history" className="text-lg font-semibold">
          {t('whatsapp.history.title')}
        </h2>
        {messages.isError ? (
          <AlertBanner tone="error" title={t('whatsapp.loadFailed')}>
            {t('whatsapp.history.loadFailed')}
          </AlertBanner>
        ) : messages.data && messages.data.messages.length === 0 ? (
          <p className="text-sm text-gray-600">{t('whatsapp.history.none')}</p>
        ) : (
          messages.data && <WhatsappHistory messages={messages.data.messages} />
        )}
      </section>
    </div>
  );
};
