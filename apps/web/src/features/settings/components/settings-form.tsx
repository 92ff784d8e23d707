import { zodResolver } from '@hookform/resolvers/zod';
import { gstFilings, languageNames, languages, settingsInputSchema, type Settings } from '@sangam/domain';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSaveSettings, type SettingsFormValues } from '../api/settings-api.ts';

export const settingsTabs = ['personal', 'fpo', 'documents', 'compliance', 'language', 'photos'] as const;
export type SettingsTab = (typeof settingsTabs)[number];
type FieldName = keyof SettingsFormValues;

/** Which tab holds each field, so a refused save opens the tab of the first wrong field. */
const tabOf: Record<FieldName, SettingsTab> = {
  fullName: 'personal',
  organization: 'personal',
  phone: 'personal',
  fpoName: 'fpo',
  fpoPhone: 'fpo',
  fpoAddress: 'fpo',
  fpoWebsite: 'fpo',
  fpoLanguage: 'fpo',
  gstNumber: 'documents',
  fssaiNumber: 'documents',
  incorporationDate: 'compliance',
  gstFiling: 'compliance',
};

const valuesOf = ({ email: _email, language: _language, ...values }: Settings): SettingsFormValues => values;
const resolver = zodResolver(settingsInputSchema) as unknown as Resolver<SettingsFormValues>;

type SettingsFormProps = {
  settings: Settings;
  /** Panels of tabs that save on their own (language, photos), keyed by tab. */
  panels: Partial<Record<SettingsTab, ReactNode>>;
  /** The tab opened first (a reminder e-mail links to the compliance tab). */
  initialTab?: SettingsTab;
};

/** The Settings tabs and one Save Changes for every text field in them (spec 2.12). */
export const SettingsForm = ({ settings, panels, initialTab = 'personal' }: SettingsFormProps) => {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const save = useSaveSettings();
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  const form = useForm<SettingsFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(settings),
  });
  const { errors } = form.formState;

  const field = (
    name: FieldName,
    options: { multiline?: boolean; inputMode?: 'tel' | 'url'; required?: boolean } = {},
  ) => (
    <Field
      key={name}
      id={`settings-${name}`}
      label={t(`fields.${name}`)}
      error={errors[name]?.message}
      namespace="settings"
      required={options.required}
    >
      {options.multiline ? (
        <textarea
          id={`settings-${name}`}
          rows={3}
          className={inputClass}
          aria-invalid={!!errors[name]}
          {...form.register(name)}
        />
      ) : (
        <input
          id={`settings-${name}`}
          className={inputClass}
          inputMode={options.inputMode}
          aria-invalid={!!errors[name]}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          toast.show({ type: 'success', title: t('savedTitle'), description: t('savedBody') });
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? error.issues : [];
          for (const issue of issues) form.setError(issue.field as FieldName, { message: issue.code });
          const first = issues[0]?.field as FieldName | undefined;
          if (first && tabOf[first]) setTab(tabOf[first]);
          toast.show({ type: 'error', title: t('failedTitle'), description: t('failedBody') });
        },
      }),
    (invalid) => {
      const first = (Object.keys(invalid) as FieldName[])[0];
      if (first) setTab(tabOf[first]);
    },
  );

  const textPanels: Partial<Record<SettingsTab, ReactNode>> = {
    personal: (
      <>
        <Field id="settings-email" label={t('fields.email')} namespace="settings" hint={t('emailHint')}>
          <input
            id="settings-email"
            className={`${inputClass} bg-gray-100`}
            value={settings.email}
            readOnly
            aria-readonly
          />
        </Field>
        {field('fullName', { required: true })}
        {field('phone', { inputMode: 'tel', required: true })}
        {field('organization')}
      </>
    ),
    fpo: (
      <>
        {field('fpoName', { required: true })}
        {field('fpoPhone', { inputMode: 'tel' })}
        {field('fpoAddress', { multiline: true })}
        {field('fpoWebsite', { inputMode: 'url' })}
        <Field
          id="settings-fpoLanguage"
          label={t('fields.fpoLanguage')}
          error={errors.fpoLanguage?.message}
          hint={t('fpoLanguageHint')}
          namespace="settings"
        >
          <select id="settings-fpoLanguage" className={inputClass} {...form.register('fpoLanguage')}>
            {languages.map((language) => (
              // Each language by its own name, as every language picker of Sangam shows them.
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        </Field>
      </>
    ),
    documents: (
      <>
        {field('gstNumber')}
        {field('fssaiNumber')}
        {panels.documents}
      </>
    ),
    compliance: (
      <>
        <p className="text-sm text-gray-600">{t('complianceHint')}</p>
        <Field
          id="settings-incorporationDate"
          label={t('fields.incorporationDate')}
          error={errors.incorporationDate?.message}
          namespace="settings"
        >
          <input
            id="settings-incorporationDate"
            type="date"
            className={inputClass}
            aria-invalid={!!errors.incorporationDate}
            {...form.register('incorporationDate')}
          />
        </Field>
        <Field
          id="settings-gstFiling"
          label={t('fields.gstFiling')}
          error={errors.gstFiling?.message}
          hint={settings.gstNumber ? undefined : t('gstFilingHint')}
          namespace="settings"
        >
          <select id="settings-gstFiling" className={inputClass} {...form.register('gstFiling')}>
            {gstFilings.map((filing) => (
              <option key={filing} value={filing}>
                {t(`gstFilings.${filing}`)}
              </option>
            ))}
          </select>
        </Field>
        {panels.compliance}
      </>
    ),
  };
  const savesHere = tab === 'personal' || tab === 'fpo' || tab === 'documents' || tab === 'compliance';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        className="flex gap-1 overflow-x-auto border-b border-gray-200"
      >
        {settingsTabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`settings-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="settings-panel"
            onClick={() => setTab(key)}
            className={`min-h-11 shrink-0 border-b-2 px-3 text-sm font-medium ${tab === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="settings-panel"
        aria-labelledby={`settings-tab-${tab}`}
        className="grid max-w-2xl gap-4"
      >
        {textPanels[tab] ?? panels[tab]}
      </div>
      {savesHere && (
        <div>
          <Button type="submit" busy={save.isPending}>
            {t('save')}
          </Button>
        </div>
      )}
    </form>
  );
};
