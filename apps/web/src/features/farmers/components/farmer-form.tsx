import { zodResolver } from '@hookform/resolvers/zod';
import {
  farmerFields,
  farmerInputSchema,
  languageNames,
  languages,
  type Farmer,
  type FarmerField,
  type Language,
} from '@sangam/domain';
import { CheckCircle2, CloudUpload } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { toFormValues } from '../api/farmer-form-values.ts';
import type { FarmerFormValues } from '../api/farmers-api.ts';
import { OutboxCount } from '../offline/outbox-count.tsx';
import type { OutboxEntry } from '../offline/outbox-store.ts';
import { useFarmerSave, type SaveOutcome } from '../offline/use-farmer-save.ts';
import { PincodePlaceNote } from './pincode-place-note.tsx';
import { usePincodePlace } from './use-pincode-place.ts';

// A change that meets a newer version on Sangam is settled field by field (decision 037).
const ConflictResolver = lazy(() =>
  import('../offline/conflict-resolver.tsx').then((m) => ({ default: m.ConflictResolver })),
);

/** How long the success panel stays before the form closes (spec 2.7). */
export const SUCCESS_PANEL_MS = 2000;

/** A new farmer starts in the FPO's language (issue 18); the operator may choose another. */
const empty = (preferredLanguage: Language): FarmerFormValues => ({
  farmerName: '',
  phoneNumber: '',
  acres: '',
  gender: '',
  village: '',
  block: '',
  district: '',
  state: '',
  pincode: '',
  preferredLanguage,
});

// The domain schema validates the text as typed; the server applies the same rules again.
const resolver = zodResolver(farmerInputSchema) as unknown as Resolver<FarmerFormValues>;

type FarmerFormProps = {
  farmer?: Farmer;
  /** A farmer waiting in this phone's outbox: saving changes what waits (decision 037). */
  entry?: OutboxEntry;
  onDone: () => void;
  onCancel: () => void;
  /** The API said the FPO profile is incomplete: the screen opens the profile dialog. */
  onProfileIncomplete?: () => void;
};

/**
 * Add or edit a farmer: validates on blur, then on every change; submit only when every field is
 * filled and valid; the error summary counts what is left to fix (spec 2.7).
 */
export const FarmerForm = ({ farmer, entry, onDone, onCancel, onProfileIncomplete }: FarmerFormProps) => {
  const { t } = useTranslation(['farmers', 'offline']);
  const toast = useToast();
  const save = useFarmerSave({ farmer, entry });
  const { data: me } = useMe();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const saved = outcome?.kind === 'saved' || outcome?.kind === 'queued';
  const form = useForm<FarmerFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: entry ? entry.values : farmer ? toFormValues(farmer) : empty(me?.fpo?.language ?? 'en'),
  });
  const { errors } = form.formState;
  const values = form.watch();
  const errorCount = Object.keys(errors).length;
  const complete = farmerFields.every((field) => String(values[field] ?? '').trim() !== '');
  // The pincode fills an empty district and state, and warns when they are not its own (decision 035).
  const pincodePlace = usePincodePlace(form);

  // An entry the server refused opens with the fields it named marked, checked again as they change.
  useEffect(() => {
    if (entry?.problem?.code !== 'validation_failed') return;
    for (const issue of entry.problem.issues) {
      const field = issue.field as keyof FarmerFormValues;
      if (field in entry.values) form.setValue(field, entry.values[field], { shouldTouch: true });
      form.setError(field, { message: issue.code });
    }
  }, [entry, form]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onDone, SUCCESS_PANEL_MS);
    return () => clearTimeout(timer);
  }, [saved, onDone]);

  const submit = form.handleSubmit(() =>
    // Send the text as typed: the server normalises with the same rules and answers with the result.
    save.submit(form.getValues()).then(
      (result) => {
        setOutcome(result);
        if (result.kind === 'saved')
          toast.show({
            type: 'success',
            title: farmer ? t('updatedTitle') : t('addedTitle'),
            description: farmer ? t('updatedBody') : t('addedBody'),
          });
      },
      (error: unknown) => {
        if (!(error instanceof ApiError))
          return toast.show({ type: 'error', title: t('addFailedTitle'), description: t('addFailedBody') });
        if (error.code === 'duplicate_farmer')
          return toast.show({ type: 'error', title: t('duplicateTitle'), description: t('duplicateBody') });
        if (error.code === 'profile_incomplete') return onProfileIncomplete?.();
        for (const issue of error.issues)
          form.setError(issue.field as keyof FarmerFormValues, { message: issue.code });
        if (!error.issues.length)
          toast.show({
            type: 'error',
            title: farmer ? t('submitFailedTitle') : t('addFailedTitle'),
            description: farmer ? t('submitFailedBody') : t('addFailedBody'),
          });
      },
    ),
  );

  if (outcome?.kind === 'conflict')
    return (
      <Suspense fallback={<PageSpinner />}>
        <p className="mb-3 text-sm font-medium text-amber-800">{t('offline:compare.changedWhileEditing')}</p>
        <ConflictResolver entry={outcome.entry} onDone={onDone} onEdit={onCancel} onDiscard={onCancel} />
      </Suspense>
    );

  if (outcome?.kind === 'queued') {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-8 text-center">
        <CloudUpload aria-hidden className="size-12 text-amber-600" />
        <p className="text-lg font-semibold">{t('offline:queuedTitle')}</p>
        <p className="text-sm text-gray-600">{t('offline:queuedBody')}</p>
      </div>
    );
  }

  if (saved) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-8 text-center">
        <CheckCircle2 aria-hidden className="size-12 text-green-600" />
        <p className="text-lg font-semibold">{farmer ? t('updatedTitle') : t('addedTitle')}</p>
        <p className="text-sm text-gray-600">{farmer ? t('updatedBody') : t('addedBody')}</p>
      </div>
    );
  }

  const text = (
    field: Exclude<FarmerField, 'gender'>,
    options: { inputMode?: 'tel' | 'decimal' | 'numeric'; autoComplete?: string } = {},
  ) => (
    <Field
      key={field}
      id={`farmer-${field}`}
      label={t(`fields.${field}`)}
      error={errors[field]?.message}
      namespace="farmers"
      required
    >
      <input
        id={`farmer-${field}`}
        className={inputClass}
        aria-invalid={!!errors[field]}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete ?? 'off'}
        {...form.register(field)}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <OutboxCount />
      {errorCount > 0 && <AlertBanner tone="error">{t('errorSummary', { count: errorCount })}</AlertBanner>}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('farmerName', { autoComplete: 'name' })}
        {text('phoneNumber', { inputMode: 'tel' })}
        {text('acres', { inputMode: 'decimal' })}
        <Field
          id="farmer-gender"
          label={t('fields.gender')}
          error={errors.gender?.message}
          namespace="farmers"
          required
        >
          <select
            id="farmer-gender"
            className={inputClass}
            aria-invalid={!!errors.gender}
            {...form.register('gender')}
          >
            <option value="">{t('chooseGender')}</option>
            <option value="Male">{t('gender.Male')}</option>
            <option value="Female">{t('gender.Female')}</option>
          </select>
        </Field>
        {text('village')}
        {text('block')}
        {text('district')}
        {text('state')}
        {text('pincode', { inputMode: 'numeric' })}
        <PincodePlaceNote {...pincodePlace} />
        <Field
          id="farmer-preferredLanguage"
          label={t('fields.preferredLanguage')}
          error={errors.preferredLanguage?.message}
          hint={t('preferredLanguageHint')}
          namespace="farmers"
        >
          <select
            id="farmer-preferredLanguage"
            className={inputClass}
            aria-invalid={!!errors.preferredLanguage}
            {...form.register('preferredLanguage')}
          >
            {languages.map((language) => (
              // Each language by its own name, so a reader finds theirs without knowing English.
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.busy}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={save.busy} disabled={!complete || errorCount > 0}>
          {farmer || entry ? t('saveChanges') : t('addFarmer')}
        </Button>
      </div>
    </form>
  );
};
