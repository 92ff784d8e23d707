import { zodResolver } from '@hookform/resolvers/zod';
import {
  indianStates,
  requirementEditSchema,
  REQUIREMENT_CROPS_MAX,
  type AdminBuyerRequirement,
  type RequirementEdit,
} from '@sangam/domain';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useChangeRequirement, usePickableCrops } from '../api/admin-buyers-api.ts';
import { BuyersField, useFormToasts } from './admin-buyers-shared.tsx';

type Values = {
  name: string;
  phone: string;
  city: string;
  state: string;
  pincode: string;
  cropIds: string[];
  quantityRequirements: string;
  qualityDescription: string;
};
type FieldName = keyof Values;
const fieldNames: FieldName[] = [
  'name',
  'phone',
  'city',
  'state',
  'pincode',
  'cropIds',
  'quantityRequirements',
  'qualityDescription',
];

const resolver = zodResolver(requirementEditSchema) as unknown as Resolver<Values>;
const CROPS_OFFERED = 8;

/**
 * The Sangam team's correction of a buyer's requirement (document 2, 5): name, phone, city, state,
 * pincode and crops required, by the public form's own rules (the domain's schema, checked again
 * by the server); crops are chosen from the public picker's list.
 */
export const RequirementEditDialog = ({
  requirement,
  onClose,
}: {
  requirement: AdminBuyerRequirement;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const { invalid, failed, toast } = useFormToasts();
  const change = useChangeRequirement();
  const listed = usePickableCrops();
  const [cropSearch, setCropSearch] = useState('');
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: requirement.name,
      phone: requirement.phone,
      city: requirement.city,
      state: requirement.state,
      pincode: requirement.pincode,
      cropIds: requirement.crops.map((crop) => crop.id),
      quantityRequirements: requirement.quantityRequirements ?? '',
      qualityDescription: requirement.qualityDescription ?? '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const cropIds = form.watch('cropIds');

  // The requirement's own crops keep their names even when the public list no longer offers them.
  const names = new Map([
    ...requirement.crops.map((crop) => [crop.id, crop.name] as const),
    ...(listed.data?.items ?? []).map((crop) => [crop.id, crop.name] as const),
  ]);
  const query = cropSearch.trim().toLowerCase();
  const offered = (listed.data?.items ?? [])
    .filter((crop) => !cropIds.includes(crop.id) && crop.name.toLowerCase().includes(query))
    .slice(0, CROPS_OFFERED);
  const setCrops = (next: string[]) =>
    form.setValue('cropIds', next, { shouldDirty: true, shouldValidate: isSubmitted });

  const onInvalid = (found: FieldErrors<Values>) => invalid(fieldNames.map((name) => found[name]?.message));

  const submit = form.handleSubmit(
    (values) =>
      change.mutate(
        { kind: 'details', id: requirement.id, input: values as unknown as RequirementEdit },
        {
          onSuccess: () => {
            toast.show({
              type: 'success',
              title: t('buyers.toasts.requirementUpdated'),
              description: t('buyers.toasts.requirementUpdatedBody', { name: values.name.trim() }),
            });
            onClose();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.issues.length) {
              for (const issue of error.issues)
                if ((fieldNames as string[]).includes(issue.field))
                  form.setError(issue.field as FieldName, { message: issue.code });
              return invalid(error.issues.map((issue) => issue.code));
            }
            failed(t('buyers.toasts.updateFailed'), t('buyers.toasts.detailsFailed'))(error);
          },
        },
      ),
    onInvalid,
  );

  const id = (name: FieldName) => `requirement-${name}`;
  const error = (name: FieldName) => errors[name]?.message;
  const input = (name: Exclude<FieldName, 'cropIds' | 'state'>, extra: object = {}, required = true) => (
    <BuyersField
      id={id(name)}
      label={t(`buyers.requirements.fields.${name}`)}
      error={error(name)}
      required={required}
    >
      <input
        id={id(name)}
        className={inputClass}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
        {...extra}
        {...form.register(name)}
      />
    </BuyersField>
  );

  return (
    <Modal
      open
      wide
      onClose={onClose}
      title={t('buyers.requirements.editTitle')}
      description={t('buyers.requirements.editHint')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('buyers.cancel')}
          </Button>
          <Button type="submit" form="requirement-edit" busy={change.isPending}>
            {t('buyers.save')}
          </Button>
        </>
      }
    >
      <form id="requirement-edit" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {input('name', { autoComplete: 'off' })}
        {input('phone', { type: 'tel', inputMode: 'numeric', maxLength: 10 })}
        {input('city')}
        <BuyersField
          id={id('state')}
          label={t('buyers.requirements.fields.state')}
          error={error('state')}
          required
        >
          <select
            id={id('state')}
            className={inputClass}
            aria-invalid={!!errors.state}
            {...form.register('state')}
          >
            <option value="">{t('buyers.requirements.chooseState')}</option>
            {indianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </BuyersField>
        {input('pincode', { inputMode: 'numeric', maxLength: 6 })}
        <fieldset
          className="flex flex-col gap-2 sm:col-span-2"
          aria-describedby={errors.cropIds ? `${id('cropIds')}-error` : undefined}
        >
          <legend className="text-sm font-medium text-gray-800">
            {t('buyers.requirements.fields.cropIds')}
            <span aria-hidden className="text-red-600">
              {' '}
              *
            </span>
          </legend>
          {cropIds.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('buyers.requirements.chosenCrops')}>
              {cropIds.map((cropId) => {
                const name = names.get(cropId) ?? cropId;
                return (
                  <li key={cropId}>
                    <button
                      type="button"
                      onClick={() => setCrops(cropIds.filter((other) => other !== cropId))}
                      aria-label={t('buyers.requirements.removeCrop', { crop: name })}
                      className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm text-brand-800 hover:bg-brand-100"
                    >
                      {name}
                      <X aria-hidden className="size-3.5" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <input
            type="search"
            value={cropSearch}
            onChange={(event) => setCropSearch(event.target.value)}
            placeholder={t('buyers.requirements.cropSearch')}
            aria-label={t('buyers.requirements.cropSearch')}
            className={inputClass}
          />
          {cropIds.length < REQUIREMENT_CROPS_MAX && (
            <ul className="flex flex-wrap gap-2">
              {offered.map((crop) => (
                <li key={crop.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setCrops([...cropIds, crop.id]);
                      setCropSearch('');
                    }}
                    aria-label={t('buyers.requirements.addCrop', { crop: crop.name })}
                    className="inline-flex min-h-9 items-center gap-1 rounded-full border border-gray-300 bg-white px-3 text-sm hover:bg-gray-50"
                  >
                    <Plus aria-hidden className="size-3.5" />
                    {crop.name}
                  </button>
                </li>
              ))}
              {listed.data && offered.length === 0 && (
                <li className="text-sm text-gray-600">{t('buyers.requirements.noCrops')}</li>
              )}
            </ul>
          )}
          {errors.cropIds?.message && (
            <p id={`${id('cropIds')}-error`} role="alert" className="text-sm text-red-600">
              {t(`buyers.validation.${errors.cropIds.message}`, {
                defaultValue: t('buyers.validation.invalid'),
              })}
            </p>
          )}
        </fieldset>
        <div className="sm:col-span-2">{input('quantityRequirements', {}, false)}</div>
        <div className="sm:col-span-2">
          <BuyersField
            id={id('qualityDescription')}
            label={t('buyers.requirements.fields.qualityDescription')}
            error={error('qualityDescription')}
          >
            <textarea
              id={id('qualityDescription')}
              rows={3}
              className={inputClass}
              aria-invalid={!!errors.qualityDescription}
              {...form.register('qualityDescription')}
            />
          </BuyersField>
        </div>
      </form>
    </Modal>
  );
};
