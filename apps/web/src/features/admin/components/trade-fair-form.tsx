import { tradeFairInputSchema, type AdminTradeFair } from '@sangam/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSaveTradeFair, type TradeFairFormBody } from '../api/trade-fairs-api.ts';
import { useFailureToast } from './use-failure-toast.ts';

type TextField = Exclude<keyof TradeFairFormBody, 'isActive' | 'expectedVisitors'> | 'expectedVisitors';
type Values = Record<TextField, string> & { isActive: boolean };

const fromFair = (fair?: AdminTradeFair): Values => ({
  name: fair?.name ?? '',
  description: fair?.description ?? '',
  categories: fair?.categories.join(', ') ?? '',
  startDate: fair?.startDate ?? '',
  endDate: fair?.endDate ?? '',
  registrationDeadline: fair?.registrationDeadline ?? '',
  city: fair?.city ?? '',
  state: fair?.state ?? '',
  participationCost: fair ? String(fair.participationCost) : '',
  expectedVisitors: fair?.expectedVisitors === null || !fair ? '' : String(fair.expectedVisitors),
  websiteUrl: fair?.websiteUrl ?? '',
  isActive: fair?.isActive ?? true,
});

const toBody = (values: Values): TradeFairFormBody => ({
  ...values,
  expectedVisitors: values.expectedVisitors.trim() ? values.expectedVisitors : null,
});

/**
 * Adds or edits a fair (decision 030). The same rules as the server's: name, dates, place and cost
 * needed, the start and the registration deadline no later than the end; a field's error clears once
 * it is edited. Errors are worded from `tradeFairs:validation`.
 */
export const TradeFairForm = ({
  fair,
  open,
  onClose,
}: {
  fair?: AdminTradeFair;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const failed = useFailureToast();
  const save = useSaveTradeFair();
  const [values, setValues] = useState<Values>(() => fromFair(fair));
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});

  const set = (field: TextField, value: string) => {
    setValues((all) => ({ ...all, [field]: value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const checked = tradeFairInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    save.mutate(
      { id: fair?.id, body },
      {
        onSuccess: (saved) => {
          toast.show({
            type: 'success',
            title: t('tradeFairs.toasts.saved.title'),
            description: t('tradeFairs.toasts.saved.message', { name: saved.name }),
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'validation_failed' && error.issues.length) {
            setErrors(Object.fromEntries(error.issues.map((issue) => [issue.field, issue.code])));
            return;
          }
          failed(t('tradeFairs.toasts.saveFailed'))(error);
        },
      },
    );
  };

  const input = (
    field: TextField,
    label: string,
    extra: { type?: string; hint?: ReactNode; required?: boolean } = {},
  ) => (
    <Field
      id={`fair-${field}`}
      label={label}
      namespace="tradeFairs"
      error={errors[field]}
      hint={extra.hint}
      required={extra.required}
    >
      <input
        id={`fair-${field}`}
        type={extra.type ?? 'text'}
        inputMode={field === 'participationCost' || field === 'expectedVisitors' ? 'numeric' : undefined}
        className={inputClass}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
      />
    </Field>
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      wide
      title={fair ? t('tradeFairs.form.editTitle', { name: fair.name }) : t('tradeFairs.form.addTitle')}
      dismissible={!save.isPending}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {input('name', t('tradeFairs.form.name'), { required: true })}
        <Field
          id="fair-description"
          label={t('tradeFairs.form.description')}
          namespace="tradeFairs"
          error={errors.description}
        >
          <textarea
            id="fair-description"
            rows={3}
            className={inputClass}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </Field>
        {input('categories', t('tradeFairs.form.categories'), { hint: t('tradeFairs.form.categoriesHint') })}
        <div className="grid gap-4 sm:grid-cols-3">
          {input('startDate', t('tradeFairs.form.startDate'), { type: 'date', required: true })}
          {input('endDate', t('tradeFairs.form.endDate'), { type: 'date', required: true })}
          {input('registrationDeadline', t('tradeFairs.form.deadline'), { type: 'date', required: true })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {input('city', t('tradeFairs.form.city'), { required: true })}
          {input('state', t('tradeFairs.form.state'), { required: true })}
          {input('participationCost', t('tradeFairs.form.cost'), {
            required: true,
            hint: t('tradeFairs.form.costHint'),
          })}
          {input('expectedVisitors', t('tradeFairs.form.visitors'))}
        </div>
        {input('websiteUrl', t('tradeFairs.form.website'))}
        <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            className="size-5"
            checked={values.isActive}
            onChange={(event) => setValues((all) => ({ ...all, isActive: event.target.checked }))}
          />
          {t('tradeFairs.form.active')}
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('tradeFairs.form.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('tradeFairs.form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
