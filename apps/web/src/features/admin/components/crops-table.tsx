import { cropChangesFor, formatCount, formatDate, type AdminCrop, type CropStatus } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/components/ui/button.tsx';
import type { CropAction } from '@/features/admin/api/crops-api.ts';
import { Badge, type BadgeTone } from './data-refresh-badge.tsx';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

const statusTones: Record<CropStatus, BadgeTone> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const variants: Record<CropAction['kind'], ButtonVariant> = {
  approve: 'primary',
  reject: 'warning',
  deactivate: 'secondary',
  reactivate: 'secondary',
  delete: 'danger',
};

/**
 * The crops table (document 2, 2.10): name, category, status, usage count, submitted date (IST),
 * and the changes the crop's status allows, each offered only to an admin who may make it. A crop a
 * buyer requirement names cannot be deleted (the server refuses it), so it is not offered.
 */
export const CropsTable = ({
  crops,
  may,
  busy,
  onAction,
}: {
  crops: AdminCrop[];
  may: { edit: boolean; delete: boolean };
  busy: string | null;
  onAction: (action: CropAction) => void;
}) => {
  const { t } = useTranslation(['admin', 'requirements']);
  const label = (column: string) => t(`crops.columns.${column}`);
  const actionsOf = (crop: AdminCrop): CropAction['kind'][] => [
    ...(may.edit ? cropChangesFor(crop.status) : []),
    ...(may.delete && crop.requirementCount === 0 ? (['delete'] as const) : []),
  ];
  const columns: Column<AdminCrop>[] = [
    {
      key: 'name',
      label: label('name'),
      wide: true,
      cell: (crop) => <span className="font-medium">{crop.name}</span>,
    },
    {
      key: 'category',
      label: label('category'),
      cell: (crop) => t(`requirements:categories.${crop.category}`),
    },
    {
      key: 'status',
      label: label('status'),
      cell: (crop) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <Badge tone={statusTones[crop.status]}>{t(`crops.status.${crop.status}`)}</Badge>
          {crop.status === 'approved' && crop.approvedAt && (
            <span className="text-xs text-gray-500">
              {/* The starting catalogue, and crops whose approver's account is gone, name no one. */}
              {crop.approvedByEmail
                ? t('crops.approvedBy', { who: crop.approvedByEmail, date: formatDate(crop.approvedAt) })
                : t('crops.approvedOn', { date: formatDate(crop.approvedAt) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'usage',
      label: label('usage'),
      cell: (crop) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <span>{formatCount(crop.usageCount)}</span>
          {crop.requirementCount > 0 && (
            <span className="text-xs text-gray-500">
              {t('crops.inRequirements', { count: crop.requirementCount })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'submitted',
      label: label('submitted'),
      cell: (crop) => <time dateTime={crop.createdAt}>{formatDate(crop.createdAt)}</time>,
    },
  ];
  if (may.edit || may.delete)
    columns.push({
      key: 'actions',
      label: label('actions'),
      cell: (crop) => (
        <span className="flex flex-wrap justify-end gap-2 md:justify-start">
          {actionsOf(crop).map((kind) => (
            <Button
              key={kind}
              variant={variants[kind]}
              className="min-h-9 px-3 py-1"
              busy={busy === `${kind}:${crop.id}`}
              disabled={busy !== null}
              aria-label={t(`crops.actionsFor.${kind}`, { name: crop.name })}
              onClick={() => onAction({ kind, crop })}
            >
              {t(`crops.actions.${kind}`)}
            </Button>
          ))}
        </span>
      ),
    });
  return (
    <ResponsiveTable caption={t('crops.title')} columns={columns} rows={crops} rowKey={(crop) => crop.id} />
  );
};
