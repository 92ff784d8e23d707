import { isLanguage } from '@sangam/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { signUp } from '../api/auth-calls.ts';
import { authErrorKey } from '../api/auth-errors.ts';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { checkSession } from '@/lib/session.ts';
import { useAction } from '@/lib/use-action.ts';
import { useCheckedForm } from '@/lib/use-checked-form.ts';
import { PasswordInput } from './password-input.tsx';

/** Time the success message stays before moving on (spec 9). */
export const SIGN_UP_REDIRECT_MS = 1500;

type SignUpValues = { email: string; password: string; confirmPassword: string };

const loadCheck = () => import('./auth-checks.ts').then((m) => m.checkSignUp);

export const SignUpForm = () => {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useCheckedForm<SignUpValues>({ email: '', password: '', confirmPassword: '' }, loadCheck);
  const { errors } = form;

  const mutation = useAction((values: SignUpValues) =>
    signUp({
      email: values.email.trim(),
      password: values.password,
      language: isLanguage(i18n.language) ? i18n.language : 'en',
    }),
  );

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => {
      void checkSession().then(() => navigate('/welcome', { replace: true }));
    }, SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  return (
    <div className="flex flex-col gap-4">
      {mutation.isError && (
        <AlertBanner tone="error">{t(authErrorKey('signUp', mutation.error))}</AlertBanner>
      )}
      {mutation.isSuccess && <AlertBanner tone="success">{t('signUpSuccess')}</AlertBanner>}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <Field id="email" label={t('email')} error={errors.email}>
          <input
            id="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            className={inputClass}
            aria-invalid={!!errors.email}
            {...form.register('email')}
          />
        </Field>
        <Field id="password" label={t('password')} error={errors.password} hint={t('passwordHint')}>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            className={inputClass}
            aria-invalid={!!errors.password}
            {...form.register('password')}
          />
        </Field>
        <Field id="confirmPassword" label={t('confirmPassword')} error={errors.confirmPassword}>
          <PasswordInput
            id="confirmPassword"
            autoComplete="new-password"
            className={inputClass}
            aria-invalid={!!errors.confirmPassword}
            {...form.register('confirmPassword')}
          />
        </Field>
        <Button type="submit" busy={mutation.isPending} disabled={mutation.isSuccess} className="w-full">
          {mutation.isPending ? t('creatingAccount') : t('signUpButton')}
        </Button>
      </form>
      <p className="text-sm text-gray-600">
        {t('haveAccount')}{' '}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t('signInInstead')}
        </Link>
      </p>
    </div>
  );
};
