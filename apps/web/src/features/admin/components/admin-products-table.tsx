import { formatAcres, formatCount, formatPrice, type AdminProduct } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpiryBadge, ItemThumbnail } from './admin-inventory-parts.tsx';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

/** The FPO, linked to its owner's detail in the back office (document 2, 2.7), and who that is. */
export const FpoCell = ({
  fpoName,
  userId,
  userFullName,
  userEmail,
  showOwner = true,
}: Pick<AdminProduct, 'fpoName' | 'userId' | 'userFullName' | 'userEmail'> & { showOwner?: boolean }) => (
  <span className="flex flex-col items-end md:items-start">
    {userId ? (
      <Link
        to={`/admin/users/${encodeURIComponent(userId)}`}
        className="font-medium text-brand-800 hover:underline"
      >
        {fpoName}
      </Link>
    ) : (
      <span className="font-medium">{fpoName}</span>
    )}
    {showOwner && <span className="text-xs text-gray-600">{userFullName ?? userEmail ?? ''}</span>}
  </span>
);

/** Enabled or disabled: a switch for an admin who may edit, a label for one who may only view. */
const StatusSwitch = ({
  product,
  canEdit,
  busy,
  onToggle,
}: {
  product: AdminProduct;
  canEdit: boolean;
  busy: boolean;
  onToggle: (product: AdminProduct) => void;
}) => {
  const { t } = useTranslation('admin');
  const text = product.isActive
    ? t('inventoryOverview.products.enabled')
    : t('inventoryOverview.products.disabled');
  if (!canEdit)
    return (
      <span
        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${product.isActive ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'}`}
      >
        {text}
      </span>
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={product.isActive}
      aria-label={t('inventoryOverview.products.toggleFor', { name: product.productName })}
      disabled={busy}
      onClick={() => onToggle(product)}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg px-1 text-sm disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${product.isActive ? 'bg-brand-700' : 'bg-gray-300'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${product.isActive ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </span>
      {text}
    </button>
  );
};

/**
 * Every FPO's products (document 2, 2.7): picture, name, FPO, packaging and quantity, price, expiry
 * and the enable/disable switch; one card per product on a phone.
 */
export const AdminProductsTable = ({
  products,
  canEdit,
  busyId,
  onToggle,
}: {
  products: AdminProduct[];
  canEdit: boolean;
  busyId: string | null;
  onToggle: (product: AdminProduct) => void;
}) => {
  const { t } = useTranslation('admin');
  const label = (key: string) => t(`inventoryOverview.products.columns.${key}`);
  const columns: Column<AdminProduct>[] = [
    {
      key: 'product',
      label: label('product'),
      wide: true,
      cell: (p) => (
        <span className="flex items-center justify-end gap-3 md:justify-start">
          <ItemThumbnail picture={p.picture} />
          <span className="font-medium">{p.productName}</span>
        </span>
      ),
    },
    { key: 'fpo', label: label('fpo'), wide: true, cell: (p) => <FpoCell {...p} /> },
    {
      key: 'stock',
      label: label('stock'),
      cell: (p) => (
        <span className="flex flex-col items-end md:items-start">
          <span>{t(`detail.packaging.${p.packagingType}`)}</span>
          <span className="text-xs text-gray-600">
            {p.packagingType === 'packaged'
              ? t(
                  p.packetSizeGms
                    ? 'inventoryOverview.products.packetsOf'
                    : 'inventoryOverview.products.packets',
                  {
                    count: p.quantityAvailable ?? 0,
                    packets: formatCount(p.quantityAvailable ?? 0),
                    grams: formatCount(p.packetSizeGms ?? 0),
                  },
                )
              : t('inventoryOverview.products.tonnes', { tonnes: formatAcres(p.quantityTonnes ?? 0) })}
          </span>
        </span>
      ),
    },
    {
      key: 'price',
      label: label('price'),
      cell: (p) =>
        t(
          p.packagingType === 'packaged'
            ? 'inventoryOverview.products.perPacket'
            : 'inventoryOverview.products.perTonne',
          { amount: formatPrice(p.salePrice) },
        ),
    },
    { key: 'expiry', label: label('expiry'), cell: (p) => <ExpiryBadge date={p.expiryDate} /> },
    {
      key: 'status',
      label: label('status'),
      cell: (p) => <StatusSwitch product={p} canEdit={canEdit} busy={busyId === p.id} onToggle={onToggle} />,
    },
  ];
  return (
    <ResponsiveTable
      caption={t('inventoryOverview.products.caption')}
      columns={columns}
      rows={products}
      rowKey={(p) => p.id}
    />
  );
};
