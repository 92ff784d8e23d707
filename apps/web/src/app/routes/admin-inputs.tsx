import type { AdminInput } from '@sangam/domain';
import { ArrowLeft, Sprout } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useAdminInputs, useChangeAdminInput } from '@/features/admin/api/admin-inputs-api.ts';
import { AdminInputsEditDialog } from '@/features/admin/components/admin-inputs-edit-dialog.tsx';
import { AdminInputsTable } from '@/features/admin/components/admin-inputs-table.tsx';
import { AdminInputsTotals } from '@/features/admin/components/admin-inputs-totals.tsx';
import { SearchBox, useReason } from '@/features/admin/components/admin-inventory-parts.tsx';
import { PageControl } from '@/features/admin/components/page-control.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';

/**
 * Every FPO's inputs (document 2, 2.7): the four totals, a search by item, chemical, crop, FPO or
 * user, the table, and edit, hide/show and delete for an admin who may.
 */
export const AdminInputsScreen = () => {
  const { t } = useTranslation(['admin', 'inventory']);
  const toast = useToast();
  const confirm = useConfirm();
  const reason = useReason();
  const { data: me } = useMe();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const inputs = useAdminInputs({ page, pageSize, search: deferred });
  const change = useChangeAdminInput();
  const [editing, setEditing] = useState<AdminInput | null>(null);
  const may = me?.admin?.pages.inputs ?? { view: false, edit: false, delete: false };

  const failed = (title: string, message: string) => (error: unknown) =>
    toast.show({ type: 'error', title, description: t(message, { reason: reason(error) }) });

  const onHide = (input: AdminInput) =>
    change.mutate(
      { kind: 'hidden', inputId: input.id, isHidden: !input.isHidden },
      {
        onSuccess: () =>
          toast.show({
            type: 'success',
            title: t(input.isHidden ? 'inventoryOverview.inputs.shown' : 'inventoryOverview.inputs.hidden'),
            description: input.itemName,
          }),
        onError: failed(t('toasts.updateFailed'), 'inventoryOverview.inputs.visibilityFailed'),
      },
    );

  const onDelete = async (input: AdminInput) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('inventoryOverview.inputs.deleteTitle'),
      message: t('inventoryOverview.inputs.deleteMessage', { name: input.itemName, fpo: input.fpoName }),
      confirmText: t('inventoryOverview.inputs.deleteConfirm'),
    });
    if (confirmed)
      change.mutate(
        { kind: 'delete', inputId: input.id },
        {
          onSuccess: () =>
            toast.show({
              type: 'success',
              title: t('inventoryOverview.inputs.deleted'),
              description: input.itemName,
            }),
          onError: failed(t('toasts.deleteFailed'), 'inventoryOverview.inputs.deleteFailed'),
        },
      );
  };

  const data = inputs.data;
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
        <h1 className="text-2xl font-bold">{t('inventoryOverview.inputs.title')}</h1>
        <p className="text-sm text-gray-600">{t('inventoryOverview.inputs.subtitle')}</p>
      </header>

      {data && <AdminInputsTotals totals={data.totals} />}

      <SearchBox
        value={search}
        label={t('inventoryOverview.inputs.searchLabel')}
        placeholder={t('inventoryOverview.inputs.searchPlaceholder')}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />

      {inputs.isPending && <Spinner />}
      {inputs.isError && (
        <AlertBanner
          tone="error"
          title={t('inventoryOverview.loadFailedTitle')}
          action={
            <Button variant="secondary" onClick={() => void inputs.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        >
          {t('inventoryOverview.inputs.loadFailed', { reason: reason(inputs.error) })}
        </AlertBanner>
      )}
      {data && data.items.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Sprout} title={t('inventoryOverview.inputs.none')} />
        </div>
      )}
      {data && data.items.length > 0 && (
        <AdminInputsTable
          inputs={data.items}
          may={may}
          busyId={change.isPending && change.variables.kind === 'hidden' ? change.variables.inputId : null}
          onEdit={setEditing}
          onHide={onHide}
          onDelete={(input) => void onDelete(input)}
        />
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

      {editing && (
        <AdminInputsEditDialog
          input={editing}
          busy={change.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(body, fieldError) =>
            change.mutate(
              { kind: 'edit', inputId: editing.id, body },
              {
                onSuccess: () => {
                  toast.show({
                    type: 'success',
                    title: t('inventoryOverview.inputs.updated'),
                    description: editing.itemName,
                  });
                  setEditing(null);
                },
                onError: (error) => {
                  // A field the server refused shows its message beside the field.
                  if (error instanceof ApiError && error.issues.length)
                    for (const issue of error.issues) fieldError(issue.field, issue.code);
                  failed(t('toasts.updateFailed'), 'inventoryOverview.inputs.updateFailed')(error);
                },
              },
            )
          }
        />
      )}
    </div>
  );
};
