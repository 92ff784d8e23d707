import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useDeleteItem, type Kind } from '../api/inventory-api.ts';

const texts = { products: 'products', inputs: 'inputs' } as const;

/** Delete after the spec's danger confirmation ('Delete Product', 'Delete Input Item'), then say so. */
export const useConfirmDelete = (kind: Kind) => {
  const { t } = useTranslation('inventory');
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteItem(kind);
  const k = texts[kind];
  return async (item: { id: string; name: string }) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t(`${k}.delete.title`),
      message: t('deleteMessage', { name: item.name }),
      confirmText: t(`${k}.delete.confirm`),
      cancelText: t(`${k}.delete.cancel`),
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(item.id);
      toast.show({ type: 'success', title: t(`${k}.delete.done`) });
      return true;
    } catch {
      toast.show({ type: 'error', title: t('deleteFailedTitle'), description: t(`${k}.delete.failed`) });
      return false;
    }
  };
};
