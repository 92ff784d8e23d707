import { cropFilters, type CropFilter } from '@sangam/domain';
import { Wheat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useAdminCrops, useChangeCrop, type CropAction } from '@/features/admin/api/crops-api.ts';
import { AdminList, useAdminList } from '@/features/admin/components/admin-list.tsx';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
import { CropsStats } from '@/features/admin/components/crops-stats.tsx';
import { CropsTable } from '@/features/admin/components/crops-table.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';

/** Each change's toasts (document 2, 8): a success title and message, a failure title and message. */
const outcomes = {
  approve: { done: 'approved', failed: 'approveFailed' },
  reject: { done: 'rejected', failed: 'rejectFailed' },
  deactivate: { done: 'deactivated', failed: 'statusFailed' },
  reactivate: { done: 'reactivated', failed: 'statusFailed' },
  delete: { done: 'deleted', failed: 'deleteFailed' },
} as const;

/**
 * Crop management (document 2, 2.10): stat cards, a banner while crops wait for approval, search,
 * the All / Pending / Approved / Rejected filter, the table with each status's changes, and paging.
 */
export const AdminCropsScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const { data: me } = useMe();
  const [status, setStatus] = useState<CropFilter>('all');
  const list = useAdminList(20);
  const crops = useAdminCrops({ status, ...list.query });
  const change = useChangeCrop();
  const may = me?.admin?.pages.crops ?? { view: false, edit: false, delete: false };

  const filterBy = (next: CropFilter) => {
    setStatus(next);
    list.setPage(1);
  };

  const act = async (action: CropAction) => {
    const { kind, crop } = action;
    if (kind === 'reject' || kind === 'delete') {
      const confirmed = await confirm({
        type: kind === 'delete' ? 'danger' : 'warning',
        title: t(`crops.confirm.${kind}.title`),
        message: t(`crops.confirm.${kind}.message`, { name: crop.name }),
        confirmText: t(`crops.confirm.${kind}.confirm`),
      });
      if (!confirmed) return;
    }
    const outcome = outcomes[kind];
    change.mutate(action, {
      onSuccess: () =>
        toast.show({
          type: 'success',
          title: t(`crops.toasts.${outcome.done}.title`),
          description: t(`crops.toasts.${outcome.done}.message`, { name: crop.name }),
        }),
      onError: (error) =>
        toast.show({
          type: 'error',
          title: t(`crops.toasts.${outcome.failed}.title`),
          description: t(`crops.errors.${error instanceof ApiError ? error.code : 'network_error'}`, {
            defaultValue: t(`crops.toasts.${outcome.failed}.message`),
          }),
        }),
    });
  };

  const data = crops.data;
  const busy =
    change.isPending && change.variables ? `${change.variables.kind}:${change.variables.crop.id}` : null;
  return (
    <div className="flex flex-col gap-5">
      <AdminScreenHeader title={t('crops.title')} subtitle={t('crops.subtitle')} />

      {data && <CropsStats counts={data.counts} />}

      {data && data.counts.pending > 0 && (
        <AlertBanner
          tone="warning"
          title={t('crops.pendingBanner.title', { count: data.counts.pending })}
          action={
            status === 'pending' ? undefined : (
              <Button variant="secondary" onClick={() => filterBy('pending')}>
                {t('crops.pendingBanner.show')}
              </Button>
            )
          }
        >
          {t('crops.pendingBanner.body')}
        </AlertBanner>
      )}

      <AdminList
        query={crops}
        list={list}
        // The server reads at most 60 characters of a crop search.
        search={{ label: t('crops.searchLabel'), placeholder: t('crops.searchPlaceholder'), maxLength: 60 }}
        filters={
          <div role="group" aria-label={t('crops.filterLabel')} className="flex flex-wrap gap-2">
            {cropFilters.map((filter) => (
              <button
                key={filter}
                type="button"
                aria-pressed={status === filter}
                onClick={() => filterBy(filter)}
                className="min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {t(`crops.filters.${filter}`)}
              </button>
            ))}
          </div>
        }
        failed={{ title: t('crops.loadFailed') }}
        empty={{ Icon: Wheat, none: t('crops.none') }}
      >
        {(items) => (
          <CropsTable crops={items} may={may} busy={busy} onAction={(action) => void act(action)} />
        )}
      </AdminList>
    </div>
  );
};
