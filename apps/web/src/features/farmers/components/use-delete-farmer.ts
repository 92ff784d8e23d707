import type { Farmer } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useDeleteFarmer } from '../api/farmers-api.ts';

/** Delete after the spec's danger confirmation, then say what happened. Resolves true when deleted. */
export const useConfirmDeleteFarmer = () => {
  const { t } = useTranslation('farmers');
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteFarmer();
  return async (farmer: Pick<Farmer, 'id' | 'farmerName'>) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('delete.title'),
      message: t('delete.message', { name: farmer.farmerName }),
      confirmText: t('delete.confirm'),
      cancelText: t('delete.cancel'),
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(farmer.id);
      toast.show({ type: 'success', title: t('delete.doneTitle'), description: t('delete.doneBody') });
      return true;
    } catch (error) {
      // A member of the register is taken off it first (decision 031).
      if (error instanceof ApiError && error.code === 'farmer_is_member')
        toast.show({
          type: 'error',
          title: t('delete.isMemberTitle'),
          description: t('delete.isMemberBody', { name: farmer.farmerName }),
        });
      else toast.show({ type: 'error', title: t('delete.failedTitle'), description: t('delete.failedBody') });
      return false;
    }
  };
};
