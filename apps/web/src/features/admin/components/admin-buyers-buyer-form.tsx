import { zodResolver } from '@hookform/resolvers/zod';
import { globalBuyerUpdateSchema, type AdminGlobalBuyer, type GlobalBuyerUpdate } from '@sangam/domain';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useUpdateGlobalBuyer } from '../api/admin-buyers-api.ts';
import { buyerFields } from './admin-buyers-details.tsx';
import { BuyersField, useFormToasts } from './admin-buyers-shared.tsx';

type FieldName = (typeof buyerFields)[number];
type Values = Record<FieldName, string>;

const required = new Set<FieldName>(['name', 'phone', 'address', 'cropInterest']);
/** A blank number is no number: what the API reads as nothing. */
const numbers = new Set<FieldName>(['monthlyVolumeTonnes', 'priceMin', 'priceMax']);
const toBody = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      numbers.has(key as FieldName) && !value.trim() ? null : value,
    ]),
  );
const schemaResolver = zodResolver(globalBuyerUpdateSchema);
const resolver: Resolver<Values> = (values, context, options) =>
  schemaResolver(toBody(values) as never, context, options as never) as never;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * The back office's correction of a shared buyer record (document 2, 2.7; decision 015): the FPO
 * form's rules for the record's fields, no rating or review. Every FPO that keeps the buyer sees
 * the change, which is recorded; a phone another buyer has is refused.
 */
export const GlobalBuyerEditDialog = ({
  buyer,
  onClose,
}: {
  buyer: AdminGlobalBuyer;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const { invalid, failed, toast } = useFormToasts();
  const save = useUpdateGlobalBuyer();
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: buyer.name,
      phone: buyer.phone.replace(/^\+91/, ''),
      address: buyer.address,
      cropInterest: buyer.cropInterest,
      monthlyVolumeTonnes: text(buyer.monthlyVolumeTonnes),
      priceMin: text(buyer.priceMin),
      priceMax: text(buyer.priceMax),
      quantityRequirements: text(buyer.quantityRequirements),
      qualityDescription: text(buyer.qualityDescription),
    },
  });
  const { errors } = form.formState;

  // The resolver hands over the schema's output: the record as the API takes it.
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: buyer.id, input: values as unknown as GlobalBuyerUpdate },
        {
          onSuccess: (saved) => {
            toast.show({
              type: 'success',
              title: t('buyers.toasts.buyerUpdated'),
              description: t('buyers.toasts.buyerUpdatedBody', { name: saved.name }),
            });
            onClose();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.issues.length) {
              for (const issue of error.issues)
                if ((buyerFields as readonly string[]).includes(issue.field))
                  form.setError(issue.field as FieldName, { message: issue.code });
              return invalid(error.issues.map((issue) => issue.code));
            }
            failed(t('buyers.toasts.updateFailed'), t('buyers.toasts.detailsFailed'))(error);
          },
        },
      ),
    (found: FieldErrors<Values>) => invalid(buyerFields.map((name) => found[name]?.message)),
  );

  const field = (name: FieldName, extra: object = {}, multiline = false) => {
    const id = `global-buyer-${name}`;
    const props = {
      id,
      className: inputClass,
      'aria-invalid': !!errors[name],
      'aria-describedby': errors[name] ? `${id}-error` : undefined,
      ...form.register(name),
    };
    return (
      <BuyersField
        id={id}
        label={t(`buyers.global.fields.${name}`)}
        error={errors[name]?.message}
        required={required.has(name)}
      >
        {multiline ? <textarea rows={2} {...props} /> : <input {...extra} {...props} />}
      </BuyersField>
    );
  };
  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

  return (
    <Modal
      open
      wide
      onClose={onClose}
      title={t('buyers.global.editTitle')}
      description={t('buyers.global.sharedNote')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('buyers.cancel')}
          </Button>
          <Button type="submit" form="global-buyer-edit" busy={save.isPending}>
            {t('buyers.save')}
          </Button>
        </>
      }
    >
      <form id="global-buyer-edit" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {field('name')}
        {field('phone', { type: 'tel', inputMode: 'tel' })}
        <div className="sm:col-span-2">{field('address', {}, true)}</div>
        <div className="sm:col-span-2">{field('cropInterest')}</div>
        {field('monthlyVolumeTonnes', money)}
        <span className="hidden sm:block" />
        {field('priceMin', money)}
        {field('priceMax', money)}
        <div className="sm:col-span-2">{field('quantityRequirements')}</div>
        <div className="sm:col-span-2">{field('qualityDescription', {}, true)}</div>
      </form>
    </Modal>
  );
};
