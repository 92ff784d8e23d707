import {
  formatCount,
  formatPrice,
  formatRupees,
  inputMargin,
  inputValue,
  isLowStock,
  totalRupees,
  type InputItem,
} from '@sangam/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Badge, ExpiryCell } from './expiry-badge.tsx';
import { Thumbnail } from './thumbnail.tsx';

const cell = 'px-3 py-2';

/** The input inventory table (spec 2.11): item, quantity, pricing, expiry, crop/chemical, actions. */
export const InputTable = ({
  items,
  onEdit,
  onDelete,
}: {
  items: InputItem[];
  onEdit: (item: InputItem) => void;
  onDelete: (item: InputItem) => void;
}) => {
  const { t } = useTranslation('inventory');
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
          <tr>
            {(['details', 'quantity', 'pricing', 'expiry', 'cropChemical', 'actions'] as const).map((c) => (
              <th key={c} scope="col" className={`${cell} font-medium`}>
                {t(`inputs.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {items.map((item) => (
            <tr key={item.id}>
              <td className={cell}>
                <span className="flex items-center gap-3">
                  <Thumbnail picture={item.picture} />
                  <span className="font-medium">{item.itemName}</span>
                </span>
              </td>
              <td className={cell}>
                <span className="flex flex-col items-start gap-1">
                  {formatCount(item.quantityAvailable)}
                  {isLowStock(item.quantityAvailable) && <Badge tone="amber">{t('badges.lowStock')}</Badge>}
                </span>
              </td>
              <td className={cell}>
                <span className="flex flex-col">
                  <span>{t('inputs.sale', { amount: formatPrice(item.salePrice) })}</span>
                  <span className="text-xs text-gray-500">
                    {t('inputs.purchase', { amount: formatPrice(item.purchasePrice) })}
                  </span>
                </span>
              </td>
              <td className={cell}>
                <ExpiryCell date={item.expiryDate} />
              </td>
              <td className={cell}>
                <span className="flex flex-col">
                  <span>{item.cropUsedFor ?? '—'}</span>
                  <span className="text-xs text-gray-500">{item.chemicalName ?? ''}</span>
                </span>
              </td>
              <td className={cell}>
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    aria-label={t('editNamed', { name: item.itemName })}
                    onClick={() => onEdit(item)}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className="text-red-700"
                    aria-label={t('deleteNamed', { name: item.itemName })}
                    onClick={() => onDelete(item)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** Input Business (spec 2.11): each item's value, its margin over the purchase price, and the totals. */
export const InputBusiness = ({ items }: { items: InputItem[] }) => {
  const { t } = useTranslation('inventory');
  const margin = (value: number) => (
    <span className={value < 0 ? 'text-red-700' : undefined}>{formatRupees(value)}</span>
  );
  return (
    <section
      aria-labelledby="input-business"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <h2 id="input-business" className="text-lg font-semibold">
        {t('inputs.business.title')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
            <tr>
              <th scope="col" className={cell}>
                {t('inputs.business.item')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('inputs.business.value')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('inputs.business.margin')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {items.map((item) => (
              <tr key={item.id}>
                <td className={cell}>{item.itemName}</td>
                <td className={`${cell} text-right`}>{formatRupees(inputValue(item))}</td>
                <td className={`${cell} text-right`}>{margin(inputMargin(item))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <th scope="row" className={cell}>
                {t('inputs.business.total')}
              </th>
              <td className={`${cell} text-right`}>{formatRupees(totalRupees(items.map(inputValue)))}</td>
              <td className={`${cell} text-right`}>{margin(totalRupees(items.map(inputMargin)))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
};
