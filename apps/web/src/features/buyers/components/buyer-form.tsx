import { zodResolver } from '@hookform/resolvers/zod';
import {
  buyerInputSchema,
  buyerRatings,
  type Buyer,
  type BuyerInput,
  type BuyerReview,
} from '@sangam/domain';
import type { InputHTMLAttributes } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useBuyerReviews, useSaveBuyer } from '../api/buyers-api.ts';

type Values = { [K in keyof BuyerInput]: string };
type FieldName = keyof Values;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const fromBuyer = (buyer?: Buyer, review?: BuyerReview): Values => ({
  name: text(buyer?.name),
  phone: text(buyer?.phone.replace(/^\+91/, '')),
  address: text(buyer?.address),
  cropInterest: text(buyer?.cropInterest),
  rating: text(buyer?.myRating),
  feedback: text(review?.feedback),
  transactionAmount: text(review?.transactionAmount),
  transactionDate: text(review?.transactionDate),
  paymentDate: text(review?.paymentDate),
  monthlyVolumeTonnes: text(buyer?.monthlyVolumeTonnes),
  priceMin: text(buyer?.priceMin),
  priceMax: text(buyer?.priceMax),
  quantityRequirements: text(buyer?.quantityRequirements),
  qualityDescription: text(buyer?.qualityDescription),
});

/** A blank optional field is no value: what the API reads as nothing. */
const optional = new Set<FieldName>([
  'rating',
  'transactionAmount',
  'monthlyVolumeTonnes',
  'priceMin',
  'priceMax',
]);
const toBody = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      optional.has(key as FieldName) && !value.trim() ? null : value,
    ]),
  );

const schemaResolver = zodResolver(buyerInputSchema);
const resolver: Resolver<Values> = (values, context, options) =>
  schemaResolver(toBody(values) as never, context, options as never) as never;

/**
 * Add or edit a buyer (spec 4, 5): the shared record, this FPO's rating, and, once a rating is chosen,
 * the user's review with the deal it records.
 */
export const BuyerForm = ({
  buyer,
  review,
  onDone,
  onCancel,
  onProfileIncomplete,
}: {
  buyer?: Buyer;
  review?: BuyerReview;
  onDone: () => void;
  onCancel: () => void;
  onProfileIncomplete: () => void;
}) => {
  const { t } = useTranslation('buyers');
  const toast = useToast();
  const save = useSaveBuyer(buyer?.id);
  const form = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: fromBuyer(buyer, review) });
  const rated = !!form.watch('rating');
  const { errors } = form.formState;

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'profile_incomplete') return onProfileIncomplete();
    if (error instanceof ApiError && error.code === 'buyer_exists')
      return toast.show({
        type: 'error',
        title: t('toasts.existsTitle'),
        description: t('toasts.existsBody'),
      });
    if (error instanceof ApiError && error.code === 'limit_reached')
      return toast.show({
        type: 'error',
        title: t('toasts.saveFailedTitle'),
        description: t('toasts.limitReached'),
      });
    if (error instanceof ApiError && error.issues.length) {
      for (const issue of error.issues) form.setError(issue.field as FieldName, { message: issue.code });
      return toast.show({
        type: 'error',
        title: t('toasts.validationTitle'),
        description: t(`validation.${error.issues[0]?.code}`),
      });
    }
    toast.show({
      type: 'error',
      title: t('toasts.saveFailedTitle'),
      description: t('toasts.saveFailedBody'),
    });
  };

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values as unknown as BuyerInput, {
        onSuccess: () => {
          toast.show(
            buyer
              ? { type: 'success', title: t('toasts.updatedTitle'), description: t('toasts.updatedBody') }
              : { type: 'success', title: t('toasts.addedTitle'), description: t('toasts.addedBody') },
          );
          onDone();
        },
        onError: failed,
      }),
    () =>
      toast.show({
        type: 'error',
        title: t('toasts.validationTitle'),
        description: t('toasts.fillRequired'),
      }),
  );

  const field = (name: FieldName, input: InputHTMLAttributes<HTMLInputElement> = {}, required = false) => (
    <Field
      id={`buyer-${name}`}
      label={t(`form.fields.${name}`)}
      error={errors[name]?.message}
      namespace="buyers"
      required={required}
    >
      <input
        id={`buyer-${name}`}
        className={inputClass}
        aria-invalid={!!errors[name]}
        {...input}
        {...form.register(name)}
      />
    </Field>
  );
  const area = (name: FieldName, required = false) => (
    <Field
      id={`buyer-${name}`}
      label={t(`form.fields.${name}`)}
      error={errors[name]?.message}
      namespace="buyers"
      required={required}
    >
      <textarea
        id={`buyer-${name}`}
        rows={2}
        className={inputClass}
        aria-invalid={!!errors[name]}
        {...form.register(name)}
      />
    </Field>
  );
  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-xs text-gray-600">{t('form.sharedNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', {}, true)}
        {field('phone', { type: 'tel', inputMode: 'tel' }, true)}
        <div className="sm:col-span-2">{area('address', true)}</div>
        <div className="sm:col-span-2">{field('cropInterest', {}, true)}</div>
        <Field
          id="buyer-rating"
          label={t('form.fields.rating')}
          error={errors.rating?.message}
          namespace="buyers"
        >
          <select id="buyer-rating" className={inputClass} {...form.register('rating')}>
            <option value="">{t('ratings.none')}</option>
            {[...buyerRatings].reverse().map((rating) => (
              <option key={rating} value={rating}>
                {`${'★'.repeat(rating)} ${t(`ratings.${rating}`)}`}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {rated && (
        <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-3 sm:grid-cols-2">
          <legend className="px-1 text-xs text-gray-600">{t('form.reviewNote')}</legend>
          <div className="sm:col-span-2">{area('feedback')}</div>
          {field('transactionAmount', money)}
          {field('transactionDate', { type: 'date' })}
          {field('paymentDate', { type: 'date' })}
        </fieldset>
      )}
      <details
        className="rounded-lg border border-gray-200 p-3"
        open={!!buyer?.monthlyVolumeTonnes || !!buyer?.priceMin}
      >
        <summary className="cursor-pointer text-sm font-medium">{t('form.trading')}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {field('monthlyVolumeTonnes', money)}
          <span className="hidden sm:block" />
          {field('priceMin', money)}
          {field('priceMax', money)}
          <div className="sm:col-span-2">{field('quantityRequirements')}</div>
          <div className="sm:col-span-2">{area('qualityDescription')}</div>
        </div>
      </details>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {buyer ? t('form.saveChanges') : t('form.save')}
        </Button>
      </div>
    </form>
  );
};

/** The form as the editor opens it: an edit waits for the user's own review, to show it filled in. */
export const BuyerEditorForm = (props: Omit<Parameters<typeof BuyerForm>[0], 'review'>) => {
  const reviews = useBuyerReviews(props.buyer?.id ?? null);
  if (props.buyer && reviews.isPending) return <Spinner />;
  return <BuyerForm {...props} review={reviews.data?.items.find((review) => review.mine)} />;
};
