import { tradeFairRegistrationInputSchema, type FpoTradeFair } from '@sangam/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useRegisterForTradeFair } from '../api/trade-fairs-api.ts';

type FieldName = 'productsToDisplay' | 'boothRequirements';
const empty = { productsToDisplay: '', boothRequirements: '' };

/** Codes the toast words; anything else is 'Failed to register for trade fair' (document 2, 8). */
const wordedCodes = new Set([
  'already_registered',
  'registration_closed',
  'event_completed',
  'not_found',
  'plan_required',
  'network_error',
]);

/**
 * The registration modal (document 2, 2.18, 5, 8): the products to display, comma separated, and
 * optional booth requirements. A success closes it and resets the form; a duplicate closes it too,
 * since the card then shows the registration that exists.
 */
export const RegistrationDialog = ({ fair, onClose }: { fair: FpoTradeFair | null; onClose: () => void }) => {
  const { t } = useTranslation('tradeFairs');
  const toast = useToast();
  const register = useRegisterForTradeFair();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const close = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };
  const change = (field: FieldName, value: string) => {
    setValues((all) => ({ ...all, [field]: value }));
    // A field's error clears once it is edited (document 2, 5).
    setErrors((all) => ({ ...all, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fair) return;
    const checked = tradeFairRegistrationInputSchema.safeParse(values);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    register.mutate(
      { tradeFairId: fair.id, body: values },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t('toasts.registered.title'),
            description: t('toasts.registered.message'),
          });
          close();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : 'network_error';
          if (error instanceof ApiError && error.code === 'validation_failed' && error.issues.length) {
            setErrors(Object.fromEntries(error.issues.map((issue) => [issue.field, issue.code])));
            return;
          }
          toast.show({
            type: 'error',
            title: t('toasts.failed.title'),
            description: wordedCodes.has(code) ? t(`errors.${code}`) : t('toasts.failed.message'),
          });
          if (code === 'already_registered') close();
        },
      },
    );
  };

  return (
    <Modal
      open={fair !== null}
      onClose={close}
      title={t('modal.title', { name: fair?.name ?? '' })}
      description={t('modal.description')}
      dismissible={!register.isPending}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          id="fair-products"
          label={t('modal.products')}
          namespace="tradeFairs"
          error={errors.productsToDisplay}
          hint={t('modal.productsHint')}
          required
        >
          <input
            id="fair-products"
            className={inputClass}
            value={values.productsToDisplay}
            onChange={(event) => change('productsToDisplay', event.target.value)}
            placeholder={t('modal.productsPlaceholder')}
            aria-invalid={errors.productsToDisplay ? true : undefined}
            aria-describedby={errors.productsToDisplay ? 'fair-products-error' : undefined}
            maxLength={2500}
          />
        </Field>
        <Field
          id="fair-booth"
          label={t('modal.booth')}
          namespace="tradeFairs"
          error={errors.boothRequirements}
        >
          <textarea
            id="fair-booth"
            rows={3}
            className={inputClass}
            value={values.boothRequirements}
            onChange={(event) => change('boothRequirements', event.target.value)}
            placeholder={t('modal.boothPlaceholder')}
            aria-invalid={errors.boothRequirements ? true : undefined}
            maxLength={1000}
          />
        </Field>
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">{t('modal.payment')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={register.isPending}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" busy={register.isPending}>
            {t('modal.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
