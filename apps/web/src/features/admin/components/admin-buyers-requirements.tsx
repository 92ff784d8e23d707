import { formatDate, type AdminBuyerRequirement, type PageFlags } from '@sangam/domain';
import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useAdminRequirements, useChangeRequirement } from '../api/admin-buyers-api.ts';
import { FlagSwitch, useFormToasts } from './admin-buyers-shared.tsx';
import { RequirementEditDialog } from './admin-buyers-requirement-form.tsx';
import { AdminList, useAdminList } from './admin-list.tsx';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

type Flag = 'verified' | 'published';

/** The Public Buyer Requirements tab (document 2, 2.7, 4 and 5). */
export const RequirementsTab = ({ may }: { may: PageFlags }) => {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const { failed, toast } = useFormToasts();
  const list = useAdminList();
  const requirements = useAdminRequirements(list.query);
  const change = useChangeRequirement();
  const [editing, setEditing] = useState<AdminBuyerRequirement | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = (row: AdminBuyerRequirement, flag: Flag) => {
    const on = !(flag === 'verified' ? row.isVerified : row.isPublished);
    setBusy(`${row.id}:${flag}`);
    change.mutate(
      { kind: flag, id: row.id, on },
      {
        onSuccess: () =>
          toast.show({
            type: 'success',
            title: t('buyers.toasts.statusUpdated'),
            description: t(
              `buyers.toasts.${flag === 'verified' ? (on ? 'verified' : 'unverified') : on ? 'published' : 'unpublished'}`,
              {
                name: row.name,
              },
            ),
          }),
        onError: failed(
          t('buyers.toasts.updateFailed'),
          t(flag === 'verified' ? 'buyers.toasts.verifyFailed' : 'buyers.toasts.publishFailed'),
        ),
        onSettled: () => setBusy(null),
      },
    );
  };

  const remove = async (row: AdminBuyerRequirement) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('buyers.requirements.deleteTitle'),
      message: t('buyers.requirements.deleteMessage', { name: row.name }),
      confirmText: t('buyers.requirements.delete'),
      cancelText: t('buyers.cancel'),
    });
    if (!confirmed) return;
    change.mutate(
      { kind: 'delete', id: row.id },
      {
        onSuccess: () =>
          toast.show({
            type: 'success',
            title: t('buyers.toasts.requirementDeleted'),
            description: t('buyers.toasts.requirementDeletedBody', { name: row.name }),
          }),
        onError: failed(t('buyers.toasts.deleteFailed'), t('buyers.toasts.deleteFailedBody')),
      },
    );
  };

  const columns: Column<AdminBuyerRequirement>[] = [
    {
      key: 'buyer',
      label: t('buyers.requirements.columns.buyer'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    {
      key: 'phone',
      label: t('buyers.requirements.columns.phone'),
      cell: (row) => (
        <a href={`tel:+91${row.phone}`} className="text-brand-800 hover:underline">
          {row.phone}
        </a>
      ),
    },
    {
      key: 'place',
      label: t('buyers.requirements.columns.place'),
      cell: (row) => `${row.city}, ${row.state} ${row.pincode}`,
      wide: true,
    },
    {
      key: 'crops',
      label: t('buyers.requirements.columns.crops'),
      cell: (row) => row.crops.map((crop) => crop.name).join(', '),
      wide: true,
    },
    {
      key: 'quantity',
      label: t('buyers.requirements.columns.quantity'),
      cell: (row) => row.quantityRequirements ?? '—',
      wide: true,
    },
    {
      key: 'quality',
      label: t('buyers.requirements.columns.quality'),
      cell: (row) => row.qualityDescription ?? '—',
      wide: true,
    },
    {
      key: 'date',
      label: t('buyers.requirements.columns.date'),
      cell: (row) => formatDate(row.createdAt),
    },
    {
      key: 'status',
      label: t('buyers.requirements.columns.status'),
      cell: (row) => (
        <span className="flex flex-wrap justify-end gap-2 md:flex-col md:items-start">
          <FlagSwitch
            on={row.isVerified}
            onText={t('buyers.requirements.verified')}
            offText={t('buyers.requirements.notVerified')}
            label={t('buyers.requirements.verifiedFor', { name: row.name })}
            canEdit={may.edit}
            busy={busy === `${row.id}:verified`}
            onToggle={() => toggle(row, 'verified')}
          />
          <FlagSwitch
            on={row.isPublished}
            onText={t('buyers.requirements.published')}
            offText={t('buyers.requirements.unpublished')}
            label={t('buyers.requirements.publishedFor', { name: row.name })}
            canEdit={may.edit}
            busy={busy === `${row.id}:published`}
            onToggle={() => toggle(row, 'published')}
          />
        </span>
      ),
    },
  ];
  if (may.edit || may.delete)
    columns.push({
      key: 'actions',
      label: t('buyers.columns.actions'),
      cell: (row) => (
        <span className="flex justify-end gap-2">
          {may.edit && (
            <Button
              variant="secondary"
              onClick={() => setEditing(row)}
              aria-label={t('buyers.requirements.editFor', { name: row.name })}
            >
              <Pencil aria-hidden className="size-4" />
              {t('buyers.edit')}
            </Button>
          )}
          {may.delete && (
            <Button
              variant="danger"
              onClick={() => void remove(row)}
              aria-label={t('buyers.requirements.deleteFor', { name: row.name })}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('buyers.requirements.delete')}
            </Button>
          )}
        </span>
      ),
    });

  return (
    <div className="flex flex-col gap-4">
      <AdminList
        query={requirements}
        list={list}
        search={{ label: t('buyers.searchLabel'), placeholder: t('buyers.requirements.searchPlaceholder') }}
        failed={{ title: t('buyers.requirements.loadFailed') }}
        empty={{
          Icon: ClipboardList,
          none: t('buyers.requirements.none'),
          noneFound: t('buyers.requirements.noneFound'),
        }}
      >
        {(rows) => (
          <ResponsiveTable
            caption={t('buyers.tabs.requirements')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
          />
        )}
      </AdminList>
      {editing && <RequirementEditDialog requirement={editing} onClose={() => setEditing(null)} />}
    </div>
  );
};
