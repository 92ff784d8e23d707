import { zodResolver } from '@hookform/resolvers/zod';
import { productInputSchema, type Product } from '@sangam/domain';
import { useState, type InputHTMLAttributes } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { useSaveItem, type PictureChange } from '../api/inventory-api.ts';
import { FormButtons, FormField } from './form-parts.tsx';
import { PictureField } from './picture-field.tsx';
import { useSaveFailure } from './use-save-failure.ts';

export type ProductFormValues = {
  productName: string;
  packagingType: 'packaged' | 'open';
  quantityAvailable: string;
  packetSizeGms: string;
  quantityTonnes: string;
  salePrice: string;
  expiryDate: string;
  isActive: boolean;
};
type FieldName = Exclude<keyof ProductFormValues, 'isActive'>;

const empty: ProductFormValues = {
  productName: '',
  packagingType: 'packaged',
  quantityAvailable: '',
  packetSizeGms: '',
  quantityTonnes: '',
  salePrice: '',
  expiryDate: '',
  isActive: true,
};

const fromProduct = (p: Product): ProductFormValues => ({
  productName: p.productName,
  packagingType: p.packagingType,
  quantityAvailable: p.quantityAvailable === null ? '' : String(p.quantityAvailable),
  packetSizeGms: p.packetSizeGms === null ? '' : String(p.packetSizeGms),
  quantityTonnes: p.quantityTonnes === null ? '' : String(p.quantityTonnes),
  salePrice: String(p.salePrice),
  expiryDate: p.expiryDate ?? '',
  isActive: p.isActive,
});

/**
 * What the API takes: only the unit the packaging uses (spec 4), blanks as nothing (spec 5: an
 * empty expiry becomes null). Numbers go as typed; the server reads them with the same rules.
 */
export const productBody = (v: ProductFormValues) => {
  const packaged = v.packagingType === 'packaged';
  const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    productName: v.productName,
    packagingType: v.packagingType,
    quantityAvailable: packaged ? v.quantityAvailable.trim() : null,
    packetSizeGms: packaged ? blankToNull(v.packetSizeGms) : null,
    quantityTonnes: packaged ? null : v.quantityTonnes.trim(),
    salePrice: v.salePrice.trim(),
    expiryDate: blankToNull(v.expiryDate),
    isActive: v.isActive,
  };
};

// The domain schema judges what would be sent, so the messages are the server's.
const schemaResolver = zodResolver(productInputSchema) as unknown as Resolver<ProductFormValues>;
const resolver: Resolver<ProductFormValues> = async (values, context, options) => {
  const result = await schemaResolver(productBody(values) as never, context, options);
  return Object.keys(result.errors).length ? result : { values, errors: {} };
};

type ProductFormProps = {
  product?: Product;
  onDone: (product: Product) => void;
  onCancel: () => void;
  onProfileIncomplete?: () => void;
};

/** Add or edit a product (spec 2.10, 5): packaging decides which quantity and price unit apply. */
export const ProductForm = ({ product, onDone, onCancel, onProfileIncomplete }: ProductFormProps) => {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const save = useSaveItem('products', product?.id);
  const [picture, setPicture] = useState<PictureChange>(undefined);
  const form = useForm<ProductFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: product ? fromProduct(product) : empty,
  });
  const packaged = form.watch('packagingType') === 'packaged';
  const onFailure = useSaveFailure({
    setFieldError: (field, code) => form.setError(field as FieldName, { message: code }),
    failedBody: t('products.saveFailedBody'),
    onProfileIncomplete,
    onSavedWithoutPicture: onDone,
  });

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { body: productBody(values), picture },
        {
          onSuccess: (saved) => {
            toast.show({ type: 'success', title: product ? t('products.updated') : t('products.added') });
            onDone(saved);
          },
          onError: onFailure,
        },
      ),
    (invalid) => {
      const first = Object.values(invalid)[0]?.message;
      if (first)
        toast.show({ type: 'error', title: t('validationTitle'), description: t(`validation.${first}`) });
    },
  );

  const field = (name: FieldName, input: InputHTMLAttributes<HTMLInputElement>, required = true) => (
    <FormField
      form={form}
      name={name}
      label={t(`products.fields.${name}`)}
      input={input}
      required={required}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('productName', { type: 'text' })}</div>
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-sm font-medium text-gray-800">{t('products.fields.packagingType')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['packaged', 'open'] as const).map((type) => (
              <label
                key={type}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input type="radio" value={type} {...form.register('packagingType')} />
                <span className="text-sm">{t(`packaging.${type}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {packaged ? (
          <>
            {field('quantityAvailable', { type: 'number', inputMode: 'numeric', step: '1', min: '1' })}
            {field('packetSizeGms', { type: 'number', inputMode: 'numeric', step: '1', min: '0' }, false)}
          </>
        ) : (
          field('quantityTonnes', { type: 'number', inputMode: 'decimal', step: '0.01', min: '0.01' })
        )}
        <FormField
          form={form}
          name="salePrice"
          label={packaged ? t('products.fields.pricePerPacket') : t('products.fields.pricePerTonne')}
          input={{ type: 'number', inputMode: 'decimal', step: '0.01', min: '0.01' }}
        />
        {field('expiryDate', { type: 'date' }, false)}
        <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="size-4" {...form.register('isActive')} />
          {t('products.fields.isActive')}
        </label>
        <div className="sm:col-span-2">
          <PictureField current={product?.picture ?? null} value={picture} onChange={setPicture} />
        </div>
      </div>
      <FormButtons
        saving={save.isPending}
        onCancel={onCancel}
        saveText={product ? t('saveChanges') : t('products.add')}
      />
    </form>
  );
};
