import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import {
  useSendWhatsappMessage,
  useSyncWhatsappTemplates,
  useWhatsappMessages,
  useWhatsappTemplates,
} from '@/features/admin/api/whatsapp-api.ts';
import {
  useBulkSends,
  useCancelBulkSend,
  useResumeBulkSend,
  useStartBulkSend,
} from '@/features/admin/api/whatsapp-bulk-api.ts';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
import { WhatsappBulkForm } from '@/features/admin/components/whatsapp-bulk-form.tsx';
import { WhatsappBulkSends } from '@/features/admin/components/whatsapp-bulk-sends.tsx';
import { WhatsappHistory } from '@/features/admin/components/whatsapp-history.tsx';
import { WhatsappSendForm } from '@/features/admin/components/whatsapp-send-form.tsx';
import { WhatsappTemplates } from '@/features/admin/components/whatsapp-templates.tsx';
import type { BulkSend, BulkSendInput } from '@sangam/domain';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';

/**
 * WhatsApp Messaging (document 2, 2.11): the approved templates with a sync, the send form, and the
 * history of the last 50 messages with their statuses; sends to many farmers of an FPO with their
 * progress and each recipient's result. Says plainly when messages go to the local outbox and reach
 * no one (DECISIONS D4; decisions 024, 025, 026).
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
  const bulkSends = useBulkSends();
  const startBulk = useStartBulkSend();
  const cancelBulk = useCancelBulkSend();
  const resumeBulk = useResumeBulkSend();
  const confirm = useConfirm();
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

  const failed = (title: string) => (error: unknown) =>
    toast.show({ type: 'error', title, description: reason(error, t('errors.generic')) });

  const startSend = async (input: BulkSendInput) => {
    try {
      const started = await startBulk.mutateAsync(input);
      toast.show({
        type: 'success',
        title: t('whatsapp.bulk.toasts.started.title'),
        description: t('whatsapp.bulk.toasts.started.message', {
          count: started.total,
          name: started.fpo.name,
        }),
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'validation_failed'))
        failed(t('whatsapp.bulk.toasts.startFailed'))(error);
      throw error;
    }
  };

  const cancelSend = async (bulkSend: BulkSend) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('whatsapp.bulk.confirmCancel.title'),
      message: t('whatsapp.bulk.confirmCancel.message', {
        count: bulkSend.counts.queued,
        name: bulkSend.fpo.name,
      }),
      confirmText: t('whatsapp.bulk.cancel'),
    });
    if (confirmed)
      cancelBulk.mutate(bulkSend.id, { onError: failed(t('whatsapp.bulk.toasts.cancelFailed')) });
  };

  const resumeSend = (bulkSend: BulkSend) =>
    resumeBulk.mutate(bulkSend.id, { onError: failed(t('whatsapp.bulk.toasts.resumeFailed')) });

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
      {may.edit && approved.length > 0 && (
        <WhatsappBulkForm templates={approved} starting={startBulk.isPending} onStart={startSend} />
      )}
      <section aria-labelledby="whatsapp-bulk-sends" className="flex min-w-0 flex-col gap-3">
        <h2 id="whatsapp-bulk-sends" className="text-lg font-semibold">
          {t('whatsapp.bulk.listTitle')}
        </h2>
        {bulkSends.isError ? (
          <AlertBanner tone="error" title={t('whatsapp.loadFailed')}>
            {t('whatsapp.bulk.listFailed')}
          </AlertBanner>
        ) : (
          bulkSends.data && (
            <WhatsappBulkSends
              sends={bulkSends.data.bulkSends}
              canEdit={may.edit}
              busy={cancelBulk.isPending || resumeBulk.isPending}
              onCancel={(bulkSend) => void cancelSend(bulkSend)}
              onResume={resumeSend}
            />
          )
        )}
      </section>
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
