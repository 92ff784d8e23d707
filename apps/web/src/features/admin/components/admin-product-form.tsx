import type { Product } from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';

type Values = {
  productName: string;
  packagingType: 'packaged' | 'open';
  quantityAvailable: string;
  packetSizeGms: string;
  quantityTonnes: string;
  salePrice: string;
  expiryDate: string;
  isActive: boolean;
};

const valuesOf = (product: Product | null): Values => ({
  productName: product?.productName ?? '',
  // An added product is packaged unless changed (document 2, 5).
  packagingType: product?.packagingType ?? 'packaged',
  quantityAvailable: product?.quantityAvailable?.toString() ?? '',
  packetSizeGms: product?.packetSizeGms?.toString() ?? '',
  quantityTonnes: product?.quantityTonnes?.toString() ?? '',
  salePrice: product?.salePrice.toString() ?? '',
  expiryDate: product?.expiryDate ?? '',
  isActive: product?.isActive ?? true,
});

/**
 * The admin product form (document 2, 5): name and a price above 0 are required ('Please fill in all
 * required fields'); packaged shows packets and packet size, open shows tonnes. The server checks
 * every number again.
 */
export const AdminProductForm = ({
  product,
  busy,
  onSubmit,
  onClose,
}: {
  product: Product | null;
  busy: boolean;
  onSubmit: (body: object) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(valuesOf(product));
  const [missing, setMissing] = useState(false);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const packaged = values.packagingType === 'packaged';
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const submit = () => {
    if (!values.productName.trim() || !((number(values.salePrice) ?? 0) > 0)) return setMissing(true);
    onSubmit({
      productName: values.productName,
      packagingType: values.packagingType,
      quantityAvailable: packaged ? number(values.quantityAvailable) : null,
      packetSizeGms: packaged ? number(values.packetSizeGms) : null,
      quantityTonnes: packaged ? null : number(values.quantityTonnes),
      salePrice: number(values.salePrice),
      expiryDate: values.expiryDate || null,
      isActive: values.isActive,
    });
  };
  const field = (id: keyof Values, label: string, input: React.ReactNode) => (
    <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`admin-product-${id}`}>
      {label}
      {input}
    </label>
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={product ? t('products.editTitle') : t('products.addTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button busy={busy} onClick={submit}>
            {t('products.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {missing && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
            <strong>{t('products.validationTitle')}: </strong>
            {t('products.required')}
          </p>
        )}
        {field(
          'productName',
          `${t('products.name')} *`,
          <input
            id="admin-product-productName"
            value={values.productName}
            maxLength={120}
            onChange={set('productName')}
            className={inputClass}
          />,
        )}
        {field(
          'packagingType',
          t('products.packaging'),
          <select
            id="admin-product-packagingType"
            value={values.packagingType}
            onChange={set('packagingType')}
            className={inputClass}
          >
            <option value="packaged">{t('detail.packaging.packaged')}</option>
            <option value="open">{t('detail.packaging.open')}</option>
          </select>,
        )}
        {packaged ? (
          <div className="grid grid-cols-2 gap-3">
            {field(
              'quantityAvailable',
              t('products.packets'),
              <input
                id="admin-product-quantityAvailable"
                type="number"
                min={0}
                step={1}
                value={values.quantityAvailable}
                onChange={set('quantityAvailable')}
                className={inputClass}
              />,
            )}
            {field(
              'packetSizeGms',
              t('products.packetSize'),
              <input
                id="admin-product-packetSizeGms"
                type="number"
                min={0}
                step={1}
                value={values.packetSizeGms}
                onChange={set('packetSizeGms')}
                className={inputClass}
              />,
            )}
          </div>
        ) : (
          field(
            'quantityTonnes',
            t('products.tonnes'),
            <input
              id="admin-product-quantityTonnes"
              type="number"
              min={0}
              step={0.01}
              value={values.quantityTonnes}
              onChange={set('quantityTonnes')}
              className={inputClass}
            />,
          )
        )}
        {field(
          'salePrice',
          `${t('products.price')} *`,
          <input
            id="admin-product-salePrice"
            type="number"
            min={0}
            step={0.01}
            value={values.salePrice}
            onChange={set('salePrice')}
            className={inputClass}
          />,
        )}
        {field(
          'expiryDate',
          t('products.expiry'),
          <input
            id="admin-product-expiryDate"
            type="date"
            value={values.expiryDate}
            onChange={set('expiryDate')}
            className={inputClass}
          />,
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={values.isActive}
            onChange={(event) => setValues((v) => ({ ...v, isActive: event.target.checked }))}
          />
          {t('products.active')}
        </label>
      </div>
    </Modal>
  );
};
