import { indianStates, type Crop } from '@sangam/domain';
import { CheckCircle2, Info } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { fetchFormToken, submitRequirement } from '../api/submit-requirement.ts';

export type RequirementValues = {
  name: string;
  phone: string;
  city: string;
  state: string;
  pincode: string;
  cropIds: string[];
  quantityRequirements: string;
  qualityDescription: string;
  website: string;
};

type TextField = Exclude<keyof RequirementValues, 'cropIds'>;
const empty: Omit<RequirementValues, 'cropIds'> = {
  name: '',
  phone: '',
  city: '',
  state: '',
  pincode: '',
  quantityRequirements: '',
  qualityDescription: '',
  website: '',
};
const order = [
  'name',
  'phone',
  'city',
  'state',
  'pincode',
  'cropIds',
  'quantityRequirements',
  'qualityDescription',
];

export type CropSlot = (props: {
  id: string;
  selected: Crop[];
  onChange: (crops: Crop[]) => void;
  invalid: boolean;
  describedBy?: string;
}) => ReactNode;

const TOAST_MS = 3000;

/**
 * The public buyer requirement form (document 2, 2.22 and 5). Each field's message clears when the
 * field is edited; the check runs on submit and the server checks again. `renderCrops` is the crop
 * picker, composed by the screen.
 */
export const RequirementForm = ({ renderCrops }: { renderCrops: CropSlot }) => {
  const { t } = useTranslation('requirements');
  const toast = useToast();
  const [values, setValues] = useState(empty);
  const [crops, setCrops] = useState<Crop[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);
  const token = useRef<Promise<string> | null>(null);

  useEffect(() => {
    token.current = fetchFormToken();
    token.current.catch(() => undefined);
  }, [round]);

  const edit = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  const text = (field: TextField) => ({
    id: `requirement-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `requirement-${field}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      edit(field);
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { ...values, cropIds: crops.map((crop) => crop.id) };
    const { checkRequirement } = await import('./requirement-checks.ts');
    const codes = checkRequirement(body);
    setErrors(codes);
    const first = order.find((field) => codes[field]);
    if (first) {
      document.getElementById(`requirement-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await submitRequirement({ ...body, formToken: await (token.current ?? fetchFormToken()) });
      toast.show({ type: 'success', title: t('sent'), duration: TOAST_MS });
      setSent(true);
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, 'network_error');
      if (failure.code === 'requirement_too_soon') {
        const seconds = Number(failure.issues.find((i) => i.field === 'retryAfterSeconds')?.code ?? 600);
        setErrors({ phone: 'requirement_too_soon' });
        toast.show({
          type: 'error',
          title: t('errors.tooSoon', { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
          duration: TOAST_MS,
        });
      } else if (failure.code === 'form_expired') {
        setRound((n) => n + 1);
        toast.show({ type: 'error', title: t('errors.formExpired'), duration: TOAST_MS });
      } else if (failure.code === 'validation_failed') {
        setErrors(Object.fromEntries(failure.issues.map((issue) => [issue.field, issue.code])));
      } else {
        const key =
          failure.code === 'rate_limited'
            ? 'errors.tooMany'
            : failure.code === 'network_error'
              ? 'errors.offline'
              : 'errors.failed';
        toast.show({ type: 'error', title: t(key), duration: TOAST_MS });
      }
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setValues(empty);
    setCrops([]);
    setErrors({});
    setSent(false);
    setRound((n) => n + 1);
  };

  if (sent)
    return (
      <section
        aria-labelledby="thanks"
        className="flex flex-col items-center gap-3 rounded-xl border border-green-200 bg-white p-6 text-center"
      >
        <CheckCircle2 aria-hidden className="size-12 text-green-600" />
        <h2 id="thanks" className="text-xl font-bold">
          {t('thanks.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('thanks.next')}</p>
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-left text-sm text-gray-700">
          <li>{t('thanks.verify')}</li>
          <li>{t('thanks.visible')}</li>
          <li>{t('thanks.contact')}</li>
        </ol>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={again}>{t('thanks.another')}</Button>
          <Link
            to="/mandi"
            className="inline-flex min-h-10 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium hover:bg-gray-50"
          >
            {t('thanks.browse')}
          </Link>
        </div>
      </section>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
    >
      <Field
        id="requirement-name"
        label={t('fields.name')}
        error={errors.name}
        namespace="requirements"
        required
      >
        <input {...text('name')} autoComplete="name" maxLength={120} className={inputClass} />
      </Field>
      <Field
        id="requirement-phone"
        label={t('fields.phone')}
        error={errors.phone}
        namespace="requirements"
        required
        hint={t('hints.phone')}
      >
        <input
          {...text('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          className={inputClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="requirement-city"
          label={t('fields.city')}
          error={errors.city}
          namespace="requirements"
          required
        >
          <input {...text('city')} autoComplete="address-level2" maxLength={80} className={inputClass} />
        </Field>
        <Field
          id="requirement-state"
          label={t('fields.state')}
          error={errors.state}
          namespace="requirements"
          required
        >
          <select {...text('state')} className={inputClass}>
            <option value="">{t('fields.statePlaceholder')}</option>
            {indianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id="requirement-pincode"
        label={t('fields.pincode')}
        error={errors.pincode}
        namespace="requirements"
        required
      >
        <input
          {...text('pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          className={inputClass}
        />
      </Field>
      <Field
        id="requirement-cropIds"
        label={t('fields.crops')}
        error={errors.cropIds}
        namespace="requirements"
        required
      >
        {renderCrops({
          id: 'requirement-cropIds',
          selected: crops,
          onChange: (next) => {
            setCrops(next);
            edit('cropIds');
          },
          invalid: Boolean(errors.cropIds),
          describedBy: errors.cropIds ? 'requirement-cropIds-error' : undefined,
        })}
      </Field>
      <Field
        id="requirement-quantityRequirements"
        label={t('fields.quantity')}
        error={errors.quantityRequirements}
        namespace="requirements"
        hint={t('hints.quantity')}
      >
        <input {...text('quantityRequirements')} maxLength={300} className={inputClass} />
      </Field>
      <Field
        id="requirement-qualityDescription"
        label={t('fields.quality')}
        error={errors.qualityDescription}
        namespace="requirements"
      >
        <textarea {...text('qualityDescription')} rows={3} maxLength={1000} className={inputClass} />
      </Field>
      {/* People never see this field; a script that fills every input does. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="requirement-website">Website</label>
        <input {...text('website')} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
        <Link
          to="/mandi"
          className="inline-flex min-h-10 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium hover:bg-gray-50"
        >
          {t('browseProducts')}
        </Link>
      </div>
    </form>
  );
};

/** 'Why Register Your Requirements?' (document 2, 2.22). */
export const WhyRegister = () => {
  const { t } = useTranslation('requirements');
  return (
    <aside className="flex flex-col gap-2 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <h2 className="flex items-center gap-2 font-semibold">
        <Info aria-hidden className="size-4" />
        {t('why.title')}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li>{t('why.verified')}</li>
        <li>{t('why.prices')}</li>
        <li>{t('why.community')}</li>
      </ul>
    </aside>
  );
};
