import {
  languageNames,
  languages,
  type Language,
  type MeResponse,
  type OnboardingInput,
} from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { changeLanguage } from '@/lib/i18n.ts';
import { useCompleteOnboarding } from '../api/complete-onboarding.ts';
import { CountryCodeSelect } from './country-code-select.tsx';

const baseInput =
  'block min-h-11 rounded-lg border border-gray-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const inputClass = `${baseInput} w-full min-w-0`;

type Values = Required<{ [K in keyof OnboardingInput]: string }>;

const FieldError = ({ code }: { code?: string }) => {
  const { t } = useTranslation('onboarding');
  return code ? (
    <p role="alert" className="text-sm text-red-600">
      {t(`validation.${code}`)}
    </p>
  ) : null;
};

/** The two-step onboarding of spec 2.4: who you are, then your FPO. */
export const OnboardingWizard = ({ me }: { me: MeResponse }) => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const mutation = useCompleteOnboarding();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<Values>({
    fullName: me.profile?.fullName ?? '',
    organization: me.profile?.organization ?? '',
    countryCode: '+91',
    phone: '',
    language: me.user.language,
    fpoName: me.fpo?.name ?? '',
    fpoPhone: me.fpo?.phone ?? '',
    fpoAddress: me.fpo?.address ?? '',
  });
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const issues = mutation.error instanceof ApiError ? mutation.error.issues : [];
  const issueFor = (field: keyof Values) => issues.find((issue) => issue.field === field)?.code;
  const canGoNext = values.fullName.trim() !== '' && values.phone.trim() !== '';
  const canComplete = values.fpoName.trim() !== '' && !mutation.isPending;

  const complete = () =>
    mutation.mutate(values as OnboardingInput, {
      onSuccess: async () => {
        await changeLanguage(values.language as Language);
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.issues.some((i) =>
            ['fullName', 'phone', 'countryCode', 'language', 'organization'].includes(i.field),
          )
        )
          setStep(1);
      },
    });

  return (
    <div className="mx-auto flex min-h-full w-full max-w-lg flex-col justify-center px-4 py-8">
      <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex items-center justify-between">
          <p className="text-sm font-medium text-gray-600">{t('stepOf', { step, total: 2 })}</p>
          <div className="flex gap-2" aria-hidden>
            {[1, 2].map((dot) => (
              <span
                key={dot}
                className={`size-2.5 rounded-full ${dot <= step ? 'bg-brand-700' : 'bg-gray-300'}`}
              />
            ))}
          </div>
        </div>
        <h1 className="mt-3 text-2xl font-bold">{step === 1 ? t('personal.title') : t('fpo.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {step === 1 ? t('personal.subtitle') : t('fpo.subtitle')}
        </p>

        {mutation.isError && (
          <div className="mt-4">
            <AlertBanner tone="error">
              {t(
                mutation.error instanceof ApiError && mutation.error.status === 401
                  ? 'errors.sessionMissing'
                  : mutation.error instanceof ApiError && mutation.error.code === 'validation_failed'
                    ? 'errors.saveFailed'
                    : 'errors.unexpected',
              )}
            </AlertBanner>
          </div>
        )}

        <form
          noValidate
          className="mt-6 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 1 && canGoNext) setStep(2);
            else if (step === 2 && canComplete) complete();
          }}
        >
          {step === 1 ? (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor="fullName" className="text-sm font-medium">
                  {t('personal.fullName')} *
                </label>
                <input
                  id="fullName"
                  autoComplete="name"
                  className={inputClass}
                  value={values.fullName}
                  onChange={set('fullName')}
                  required
                />
                <FieldError code={issueFor('fullName')} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="organization" className="text-sm font-medium">
                  {t('personal.organization')}
                </label>
                <input
                  id="organization"
                  autoComplete="organization"
                  className={inputClass}
                  value={values.organization}
                  onChange={set('organization')}
                />
                <FieldError code={issueFor('organization')} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="phone" className="text-sm font-medium">
                  {t('personal.phone')} *
                </label>
                <div className="flex gap-2">
                  <CountryCodeSelect
                    className={`${baseInput} w-28 shrink-0 sm:w-44`}
                    value={values.countryCode}
                    onChange={set('countryCode')}
                  />
                  <input
                    id="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    className={inputClass}
                    value={values.phone}
                    onChange={set('phone')}
                    required
                  />
                </div>
                <FieldError code={issueFor('phone') ?? issueFor('countryCode')} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="language" className="text-sm font-medium">
                  {t('personal.language')}
                </label>
                <select
                  id="language"
                  className={inputClass}
                  value={values.language}
                  onChange={set('language')}
                >
                  {languages.map((language) => (
                    <option key={language} value={language}>
                      {languageNames[language]}
                    </option>
                  ))}
                </select>
              </div>
            </>
          ) : (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor="fpoName" className="text-sm font-medium">
                  {t('fpo.name')} *
                </label>
                <input
                  id="fpoName"
                  className={inputClass}
                  value={values.fpoName}
                  onChange={set('fpoName')}
                  required
                />
                <FieldError code={issueFor('fpoName')} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="fpoPhone" className="text-sm font-medium">
                  {t('fpo.phone')}
                </label>
                <input
                  id="fpoPhone"
                  type="tel"
                  inputMode="tel"
                  className={inputClass}
                  value={values.fpoPhone}
                  onChange={set('fpoPhone')}
                />
                <FieldError code={issueFor('fpoPhone')} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="fpoAddress" className="text-sm font-medium">
                  {t('fpo.address')}
                </label>
                <textarea
                  id="fpoAddress"
                  rows={3}
                  className={inputClass}
                  value={values.fpoAddress}
                  onChange={set('fpoAddress')}
                />
                <FieldError code={issueFor('fpoAddress')} />
              </div>
            </>
          )}

          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {step === 2 ? (
              <Button variant="secondary" onClick={() => setStep(1)} disabled={mutation.isPending}>
                {t('back')}
              </Button>
            ) : (
              <span />
            )}
            {step === 1 ? (
              <Button type="submit" disabled={!canGoNext}>
                {t('next')}
              </Button>
            ) : (
              <Button type="submit" disabled={!canComplete} busy={mutation.isPending}>
                {t('complete')}
              </Button>
            )}
          </div>
        </form>
      </div>
    </div>
  );
};
