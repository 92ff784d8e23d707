import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useDeleteBuyer } from '../api/buyers-api.ts';

/** Delete after the danger confirmation naming the buyer (spec 2.15), then say so. */
export const useConfirmDeleteBuyer = () => {
  const { t } = useTranslation('buyers');
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteBuyer();
  return async (buyer: { id: string; name: string }, onDeleted?: () => void) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('delete.title'),
      message: t('delete.message', { name: buyer.name }),
      confirmText: t('delete.confirm'),
    });
    if (!confirmed) return;
    remove.mutate(buyer.id, {
      onSuccess: () => {
        toast.show({
          type: 'success',
          title: t('toasts.deletedTitle'),
          description: t('toasts.deletedBody'),
        });
        onDeleted?.();
      },
      onError: () =>
        toast.show({
          type: 'error',
          title: t('toasts.deleteFailedTitle'),
          description: t('toasts.deleteFailedBody'),
        }),
    });
  };
};
