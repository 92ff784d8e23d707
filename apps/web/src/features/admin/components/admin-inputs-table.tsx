import { formatCount, formatDate, formatPrice, shortId, type AdminInput } from '@sangam/domain';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ExpiryBadge, ItemThumbnail } from './admin-inventory-parts.tsx';
import { FpoCell } from './admin-products-table.tsx';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

type May = { edit: boolean; delete: boolean };

/**
 * Every FPO's inputs (document 2, 2.7), nine columns on a wide screen and one card per item on a
 * phone: item details (id as its first 8 characters), chemical and crop, quantity, price with cost,
 * FPO, user, expiry, added date, and the actions the admin may take.
 */
export const AdminInputsTable = ({
  inputs,
  may,
  busyId,
  onEdit,
  onHide,
  onDelete,
}: {
  inputs: AdminInput[];
  may: May;
  busyId: string | null;
  onEdit: (input: AdminInput) => void;
  onHide: (input: AdminInput) => void;
  onDelete: (input: AdminInput) => void;
}) => {
  const { t } = useTranslation('admin');
  const label = (key: string) => t(`inventoryOverview.inputs.columns.${key}`);
  const end = 'flex flex-col items-end md:items-start';
  const columns: Column<AdminInput>[] = [
    {
      key: 'details',
      label: label('details'),
      wide: true,
      cell: (i) => (
        <span className="flex items-center justify-end gap-3 md:justify-start">
          <ItemThumbnail picture={i.picture} />
          <span className={end}>
            <span className="font-medium">{i.itemName}</span>
            <span className="font-mono text-xs text-gray-500">
              {t('inventoryOverview.inputs.id', { id: shortId(i.id) })}
            </span>
            {i.isHidden && (
              <span className="inline-flex rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800">
                {t('inventoryOverview.inputs.hiddenBadge')}
              </span>
            )}
          </span>
        </span>
      ),
    },
    {
      key: 'chemicalCrop',
      label: label('chemicalCrop'),
      wide: true,
      cell: (i) => (
        <span className={end}>
          <span>{i.chemicalName ?? '—'}</span>
          <span className="text-xs text-gray-600">{i.cropUsedFor ?? ''}</span>
        </span>
      ),
    },
    { key: 'quantity', label: label('quantity'), cell: (i) => formatCount(i.quantityAvailable) },
    {
      key: 'price',
      label: label('price'),
      cell: (i) => (
        <span className={end}>
          <span>{formatPrice(i.salePrice)}</span>
          <span className="text-xs text-gray-600">
            {t('inventoryOverview.inputs.cost', { amount: formatPrice(i.purchasePrice) })}
          </span>
        </span>
      ),
    },
    { key: 'fpo', label: label('fpo'), wide: true, cell: (i) => <FpoCell {...i} showOwner={false} /> },
    {
      key: 'user',
      label: label('user'),
      wide: true,
      cell: (i) => (
        <span className={end}>
          <span>{i.userFullName ?? '—'}</span>
          <span className="text-xs text-gray-600">{i.userEmail ?? ''}</span>
        </span>
      ),
    },
    { key: 'expiry', label: label('expiry'), cell: (i) => <ExpiryBadge date={i.expiryDate} /> },
    { key: 'added', label: label('added'), cell: (i) => formatDate(i.createdAt) },
  ];
  if (may.edit || may.delete)
    columns.push({
      key: 'actions',
      label: label('actions'),
      cell: (i) => (
        <span className="flex justify-end gap-1 md:justify-start">
          {may.edit && (
            <>
              <Button
                variant="ghost"
                aria-label={t('inventoryOverview.inputs.editFor', { name: i.itemName })}
                onClick={() => onEdit(i)}
              >
                <Pencil aria-hidden className="size-4" />
              </Button>
              <Button
                variant="ghost"
                busy={busyId === i.id}
                aria-label={t(
                  i.isHidden ? 'inventoryOverview.inputs.showFor' : 'inventoryOverview.inputs.hideFor',
                  { name: i.itemName },
                )}
                onClick={() => onHide(i)}
              >
                {busyId !== i.id &&
                  (i.isHidden ? (
                    <Eye aria-hidden className="size-4" />
                  ) : (
                    <EyeOff aria-hidden className="size-4" />
                  ))}
              </Button>
            </>
          )}
          {may.delete && (
            <Button
              variant="ghost"
              className="text-red-700"
              aria-label={t('inventoryOverview.inputs.deleteFor', { name: i.itemName })}
              onClick={() => onDelete(i)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </span>
      ),
    });
  return (
    <ResponsiveTable
      caption={t('inventoryOverview.inputs.caption')}
      columns={columns}
      rows={inputs}
      rowKey={(i) => i.id}
    />
  );
};
