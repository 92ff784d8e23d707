import type { AdminInput } from '@sangam/domain';
import { Sprout } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useAdminInputs, useChangeAdminInput } from '@/features/admin/api/admin-inputs-api.ts';
import { AdminInputsEditDialog } from '@/features/admin/components/admin-inputs-edit-dialog.tsx';
import { AdminInputsTable } from '@/features/admin/components/admin-inputs-table.tsx';
import { AdminInputsTotals } from '@/features/admin/components/admin-inputs-totals.tsx';
import { useReason } from '@/features/admin/components/admin-inventory-parts.tsx';
import { AdminList, useAdminList } from '@/features/admin/components/admin-list.tsx';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
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
  const list = useAdminList();
  const inputs = useAdminInputs(list.query);
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

  return (
    <div className="flex flex-col gap-5">
      <AdminScreenHeader
        title={t('inventoryOverview.inputs.title')}
        subtitle={t('inventoryOverview.inputs.subtitle')}
      />

      {inputs.data && <AdminInputsTotals totals={inputs.data.totals} />}

      <AdminList
        query={inputs}
        list={list}
        search={{
          label: t('inventoryOverview.inputs.searchLabel'),
          placeholder: t('inventoryOverview.inputs.searchPlaceholder'),
        }}
        failed={{
          title: t('inventoryOverview.loadFailedTitle'),
          detail: t('inventoryOverview.inputs.loadFailed', { reason: reason(inputs.error) }),
        }}
        empty={{ Icon: Sprout, none: t('inventoryOverview.inputs.none') }}
      >
        {(items) => (
          <AdminInputsTable
            inputs={items}
            may={may}
            busyId={change.isPending && change.variables.kind === 'hidden' ? change.variables.inputId : null}
            onEdit={setEditing}
            onHide={onHide}
            onDelete={(input) => void onDelete(input)}
          />
        )}
      </AdminList>

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
