import { zodResolver } from '@hookform/resolvers/zod';
import { inputItemInputSchema, type InputItem } from '@sangam/domain';
import { useState, type InputHTMLAttributes } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { useSaveItem, type PictureChange } from '../api/inventory-api.ts';
import { FormButtons, FormField } from './form-parts.tsx';
import { PictureField } from './picture-field.tsx';
import { useSaveFailure } from './use-save-failure.ts';

type InputFormValues = {
  itemName: string;
  quantityAvailable: string;
  purchasePrice: string;
  salePrice: string;
  expiryDate: string;
  chemicalName: string;
  cropUsedFor: string;
};
type FieldName = keyof InputFormValues;

const fromItem = (item?: InputItem): InputFormValues => ({
  itemName: item?.itemName ?? '',
  quantityAvailable: item ? String(item.quantityAvailable) : '',
  purchasePrice: item ? String(item.purchasePrice) : '',
  salePrice: item ? String(item.salePrice) : '',
  expiryDate: item?.expiryDate ?? '',
  chemicalName: item?.chemicalName ?? '',
  cropUsedFor: item?.cropUsedFor ?? '',
});

const resolver = zodResolver(inputItemInputSchema) as unknown as Resolver<InputFormValues>;

/** Add or edit an input item (spec 2.11, 5: item, quantity, both prices, expiry, picture, chemical, crop). */
export const InputForm = ({
  item,
  onDone,
  onCancel,
  onProfileIncomplete,
}: {
  item?: InputItem;
  onDone: () => void;
  onCancel: () => void;
  onProfileIncomplete?: () => void;
}) => {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const save = useSaveItem('inputs', item?.id);
  const [picture, setPicture] = useState<PictureChange>(undefined);
  const form = useForm<InputFormValues>({ resolver, mode: 'onTouched', defaultValues: fromItem(item) });
  const onFailure = useSaveFailure({
    setFieldError: (field, code) => form.setError(field as FieldName, { message: code }),
    failedBody: t('inputs.saveFailedBody'),
    onProfileIncomplete,
    onSavedWithoutPicture: onDone,
  });

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { body: values, picture },
        {
          onSuccess: () => {
            toast.show({ type: 'success', title: item ? t('inputs.updated') : t('inputs.added') });
            onDone();
          },
          onError: onFailure,
        },
      ),
    // The marketplace's one message for a missing name or price (spec 5).
    () => toast.show({ type: 'error', title: t('validationTitle'), description: t('inputs.fillRequired') }),
  );

  const field = (name: FieldName, input?: InputHTMLAttributes<HTMLInputElement>, required = true) => (
    <FormField form={form} name={name} label={t(`inputs.fields.${name}`)} input={input} required={required} />
  );
  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('itemName')}</div>
        {field('quantityAvailable', { type: 'number', inputMode: 'numeric', step: '1', min: '0' })}
        {field('expiryDate', { type: 'date' }, false)}
        {field('purchasePrice', money)}
        {field('salePrice', money)}
        {field('chemicalName', undefined, false)}
        {field('cropUsedFor', undefined, false)}
        <div className="sm:col-span-2">
          <PictureField current={item?.picture ?? null} value={picture} onChange={setPicture} />
        </div>
      </div>
      <FormButtons
        saving={save.isPending}
        onCancel={onCancel}
        saveText={item ? t('saveChanges') : t('inputs.add')}
      />
    </form>
  );
};
