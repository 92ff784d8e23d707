import { cropFilters, type CropFilter } from '@sangam/domain';
import { ArrowLeft, Wheat } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useAdminCrops, useChangeCrop, type CropAction } from '@/features/admin/api/crops-api.ts';
import { CropsStats } from '@/features/admin/components/crops-stats.tsx';
import { CropsTable } from '@/features/admin/components/crops-table.tsx';
import { PageControl } from '@/features/admin/components/page-control.tsx';
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
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const deferred = useDeferredValue(search.trim());
  const crops = useAdminCrops({ status, search: deferred, page, pageSize });
  const change = useChangeCrop();
  const may = me?.admin?.pages.crops ?? { view: false, edit: false, delete: false };

  const filterBy = (next: CropFilter) => {
    setStatus(next);
    setPage(1);
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
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('backToDashboard')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{t('crops.title')}</h1>
        <p className="text-sm text-gray-600">{t('crops.subtitle')}</p>
      </header>

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

      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('crops.searchLabel')}</span>
          <input
            type="search"
            value={search}
            maxLength={60}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            placeholder={t('crops.searchPlaceholder')}
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
          />
        </label>
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
      </div>

      {crops.isPending && <Spinner />}
      {crops.isError && (
        <AlertBanner
          tone="error"
          title={t('crops.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void crops.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {data && data.items.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Wheat} title={t('crops.none')} />
        </div>
      )}
      {data && data.items.length > 0 && (
        <CropsTable crops={data.items} may={may} busy={busy} onAction={(action) => void act(action)} />
      )}
      {data && (
        <PageControl
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </div>
  );
};
