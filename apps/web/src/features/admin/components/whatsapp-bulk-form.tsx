import {
  campaignCategories,
  isLanguage,
  languageNames,
  whatsappParameterIssue,
  type BulkAudienceKind,
  type BulkParameter,
  type BulkPreview,
  type BulkSendInput,
  type CampaignCategory,
  type WhatsappTemplate,
} from '@sangam/domain';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { useBulkAudience, useBulkFpos, useBulkPreview } from '@/features/admin/api/whatsapp-bulk-api.ts';
import { ApiError } from '@/lib/api-client.ts';

/** A template language as people know it: "हिन्दी" for `hi`, "English" for `en_US`. */
export const templateLanguageName = (code: string) => {
  const base = code.split('_')[0];
  return isLanguage(base) ? languageNames[base] : code;
};

type Draft = {
  fpoId: string;
  audienceKind: BulkAudienceKind;
  place: string;
  template: string;
  fallbackLanguage: string;
  category: CampaignCategory | '';
  parameters: BulkParameter[];
};
const emptyDraft: Draft = {
  fpoId: '',
  audienceKind: 'all',
  place: '',
  template: '',
  fallbackLanguage: '',
  category: '',
  parameters: [],
};

/** The form's own checks, worded with the keys of `whatsapp.bulk.validation`. */
const problems = (draft: Draft) => {
  const found: Record<string, string> = {};
  if (!draft.fpoId) found.fpo = 'noFpo';
  if (draft.audienceKind !== 'all' && !draft.place) found.audience = 'noPlace';
  if (!draft.template) found.template = 'noTemplate';
  if (!draft.category) found.category = 'noCategory';
  const issues = draft.parameters.map((p) => (p.kind === 'text' ? whatsappParameterIssue(p.value) : null));
  if (issues.includes('parameter_required')) found.parameters = 'missingParameters';
  else if (issues.includes('parameter_invalid')) found.parameters = 'parameterInvalid';
  return found;
};

/** The server's field codes, where the form shows them. */
const serverProblems = (error: unknown): Record<string, string> | null => {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return null;
  return Object.fromEntries(
    error.issues.map((issue) => [
      issue.field === 'fallbackLanguage' ? 'template' : issue.field.split('.')[0]!,
      issue.code,
    ]),
  );
};

const FieldBlock = ({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {t(`whatsapp.bulk.validation.${error}`, { defaultValue: t('whatsapp.bulk.validation.invalid') })}
        </p>
      )}
    </div>
  );
};

/**
 * A send to many farmers of one FPO (issue 18; decision 026): the FPO, who of its farmers, the
 * template (each farmer gets it in their language where it exists, else the fallback), the campaign
 * and the values, some filled per farmer. "Check recipients" shows how many and in which languages;
 * only then can it be sent.
 */
export const WhatsappBulkForm = ({
  templates,
  starting,
  onStart,
}: {
  templates: WhatsappTemplate[];
  starting: boolean;
  onStart: (input: BulkSendInput) => Promise<unknown>;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const [search, setSearch] = useState('');
  const fpos = useBulkFpos(useDeferredValue(search.trim()));
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const audience = useBulkAudience(draft.fpoId || null);
  const check = useBulkPreview();

  const names = [...new Set(templates.map((template) => template.name))].sort();
  const versions = templates.filter((template) => template.name === draft.template);
  const fallback = versions.find((template) => template.language === draft.fallbackLanguage);
  const places =
    draft.audienceKind === 'village'
      ? (audience.data?.villages ?? [])
      : draft.audienceKind === 'district'
        ? (audience.data?.districts ?? [])
        : [];

  /** Any change asks for the recipients to be checked again. */
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setPreview(null);
    setErrors({});
  };
  const chooseTemplate = (name: string) => {
    const found = templates.filter((template) => template.name === name);
    const first = found.find((template) => template.language.startsWith('en')) ?? found[0];
    change({
      template: name,
      fallbackLanguage: first?.language ?? '',
      parameters: Array.from({ length: first?.parameterCount ?? 0 }, () => ({ kind: 'text', value: '' })),
    });
  };
  const setParameter = (index: number, parameter: BulkParameter) =>
    change({ parameters: draft.parameters.map((p, i) => (i === index ? parameter : p)) });

  const request = () => ({
    fpoId: draft.fpoId,
    audience:
      draft.audienceKind === 'all'
        ? { kind: 'all' as const }
        : { kind: draft.audienceKind, value: draft.place },
    template: draft.template,
    fallbackLanguage: draft.fallbackLanguage,
  });

  const runCheck = async () => {
    const found = problems(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      setPreview(await check.mutateAsync(request()));
    } catch (error) {
      setErrors(serverProblems(error) ?? { form: 'checkFailed' });
    }
  };

  const start = async () => {
    try {
      await onStart({
        ...request(),
        category: draft.category as CampaignCategory,
        parameters: draft.parameters,
      });
      setDraft((current) => ({ ...current, audienceKind: 'all', place: '' }));
      setPreview(null);
    } catch (error) {
      const found = serverProblems(error);
      if (found) setErrors(found);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('whatsapp.bulk.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('whatsapp.bulk.intro')}</p>
      </div>
      <div className="grid min-w-0 gap-3 md:grid-cols-2">
        <FieldBlock id={`${id}-fpo`} label={t('whatsapp.bulk.fpo')} error={errors.fpo ?? errors.fpoId}>
          <input
            type="search"
            className={inputClass}
            aria-label={t('whatsapp.bulk.searchFpo')}
            placeholder={t('whatsapp.bulk.searchFpo')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          <select
            id={`${id}-fpo`}
            className={inputClass}
            value={draft.fpoId}
            onChange={(event) => change({ fpoId: event.target.value, audienceKind: 'all', place: '' })}
          >
            <option value="">{t('whatsapp.bulk.chooseFpo')}</option>
            {(fpos.data?.fpos ?? []).map((fpo) => (
              <option key={fpo.id} value={fpo.id}>
                {t('whatsapp.bulk.fpoOption', { name: fpo.name, count: fpo.farmers })}
              </option>
            ))}
          </select>
        </FieldBlock>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="text-sm font-medium text-gray-800">{t('whatsapp.bulk.audience')}</legend>
          <div className="flex flex-wrap gap-3">
            {(['all', 'village', 'district'] as const).map((kind) => (
              <label key={kind} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-audience`}
                  checked={draft.audienceKind === kind}
                  onChange={() => change({ audienceKind: kind, place: '' })}
                />
                {t(`whatsapp.bulk.audienceKinds.${kind}`)}
              </label>
            ))}
          </div>
          {draft.audienceKind !== 'all' && (
            <select
              aria-label={t(`whatsapp.bulk.audienceKinds.${draft.audienceKind}`)}
              className={inputClass}
              value={draft.place}
              disabled={!draft.fpoId}
              onChange={(event) => change({ place: event.target.value })}
            >
              <option value="">{t(`whatsapp.bulk.choosePlace.${draft.audienceKind}`)}</option>
              {places.map((place) => (
                <option key={place.name} value={place.name}>
                  {t('whatsapp.bulk.placeOption', { name: place.name, count: place.farmers })}
                </option>
              ))}
            </select>
          )}
          {errors.audience && (
            <p role="alert" className="text-sm text-red-600">
              {t(`whatsapp.bulk.validation.${errors.audience}`, {
                defaultValue: t('whatsapp.bulk.validation.invalid'),
              })}
            </p>
          )}
        </fieldset>
        <FieldBlock id={`${id}-template`} label={t('whatsapp.send.template')} error={errors.template}>
          <select
            id={`${id}-template`}
            className={inputClass}
            value={draft.template}
            onChange={(event) => chooseTemplate(event.target.value)}
          >
            <option value="">{t('whatsapp.send.choose')}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FieldBlock>
        <FieldBlock id={`${id}-category`} label={t('whatsapp.bulk.category')} error={errors.category}>
          <select
            id={`${id}-category`}
            className={inputClass}
            value={draft.category}
            onChange={(event) => change({ category: event.target.value as CampaignCategory })}
          >
            <option value="">{t('whatsapp.bulk.chooseCategory')}</option>
            {campaignCategories.map((category) => (
              <option key={category} value={category}>
                {t(`whatsapp.bulk.categories.${category}`)}
              </option>
            ))}
          </select>
        </FieldBlock>
      </div>
      {versions.length > 0 && (
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm text-gray-700">
            {t('whatsapp.bulk.languages', {
              list: versions.map((v) => templateLanguageName(v.language)).join(', '),
            })}
          </p>
          <FieldBlock id={`${id}-fallback`} label={t('whatsapp.bulk.fallback')} error={undefined}>
            <select
              id={`${id}-fallback`}
              className={inputClass}
              value={draft.fallbackLanguage}
              onChange={(event) => change({ fallbackLanguage: event.target.value })}
            >
              {versions.map((v) => (
                <option key={v.language} value={v.language}>
                  {templateLanguageName(v.language)} ({v.language})
                </option>
              ))}
            </select>
          </FieldBlock>
          {fallback && (
            <p className="rounded-lg bg-gray-50 p-3 text-sm break-words text-gray-700">{fallback.body}</p>
          )}
        </div>
      )}
      {draft.parameters.map((parameter, index) => (
        <fieldset key={index} className="flex min-w-0 flex-col gap-1">
          <legend className="text-sm font-medium text-gray-800">
            {t('whatsapp.send.parameter', { n: index + 1 })}
          </legend>
          <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
            <select
              aria-label={t('whatsapp.bulk.valueSource', { n: index + 1 })}
              className={`${inputClass} sm:w-48`}
              value={parameter.kind}
              onChange={(event) =>
                setParameter(
                  index,
                  event.target.value === 'text'
                    ? { kind: 'text', value: '' }
                    : { kind: event.target.value as 'farmer_name' | 'fpo_name' },
                )
              }
            >
              {(['text', 'farmer_name', 'fpo_name'] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {t(`whatsapp.bulk.sources.${kind}`)}
                </option>
              ))}
            </select>
            {parameter.kind === 'text' && (
              <input
                aria-label={t('whatsapp.send.parameter', { n: index + 1 })}
                className={`${inputClass} min-w-0 flex-1`}
                maxLength={1024}
                value={parameter.value}
                aria-invalid={errors.parameters && whatsappParameterIssue(parameter.value) ? true : undefined}
                onChange={(event) => setParameter(index, { kind: 'text', value: event.target.value })}
              />
            )}
          </div>
        </fieldset>
      ))}
      {errors.parameters && (
        <p role="alert" className="text-sm text-red-600">
          {t(`whatsapp.bulk.validation.${errors.parameters}`, {
            defaultValue: t('whatsapp.bulk.validation.invalid'),
          })}
        </p>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-600">
          {t(`whatsapp.bulk.validation.${errors.form}`)}
        </p>
      )}
      {preview ? (
        <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3">
          <p className="font-medium">{t('whatsapp.bulk.preview.total', { count: preview.recipients })}</p>
          <ul className="flex flex-col gap-1 text-sm text-gray-800">
            {preview.languages.map((row) => (
              <li key={row.language}>
                {row.templateLanguage.split('_')[0] === row.language
                  ? t('whatsapp.bulk.preview.own', {
                      count: row.farmers,
                      language: languageNames[row.language],
                    })
                  : t('whatsapp.bulk.preview.fallback', {
                      count: row.farmers,
                      language: languageNames[row.language],
                      fallback: templateLanguageName(row.templateLanguage),
                    })}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void start()} busy={starting}>
              {t('whatsapp.bulk.start', { count: preview.recipients })}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setPreview(null)}>
              {t('whatsapp.bulk.back')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          busy={check.isPending}
          onClick={() => void runCheck()}
        >
          {t('whatsapp.bulk.check')}
        </Button>
      )}
    </section>
  );
};
