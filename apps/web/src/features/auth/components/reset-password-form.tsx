import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { resetPassword } from '../api/auth-calls.ts';
import { authErrorKey } from '../api/auth-errors.ts';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useAction } from '@/lib/use-action.ts';
import { useCheckedForm } from '@/lib/use-checked-form.ts';
import { PasswordInput } from './password-input.tsx';

type Values = { password: string; confirmPassword: string };

const loadCheck = () => import('./auth-checks.ts').then((m) => m.checkResetPassword);

/** Sets a new password from the e-mailed link; an expired or used link says so. */
export const ResetPasswordForm = ({
  token,
  linkError,
}: {
  token: string | null;
  linkError: string | null;
}) => {
  const { t } = useTranslation('auth');
  const form = useCheckedForm<Values>({ password: '', confirmPassword: '' }, loadCheck);
  const { errors } = form;
  const mutation = useAction((values: Values) =>
    resetPassword({ token: token ?? '', newPassword: values.password }),
  );

  if (linkError || !token) {
    return (
      <div className="flex flex-col gap-4">
        <AlertBanner tone="error" title={t('resetPage.linkInvalidTitle')}>
          {t('errors.resetLinkInvalid')}
        </AlertBanner>
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t('resetPage.backToSignIn')}
        </Link>
      </div>
    );
  }
  if (mutation.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <AlertBanner tone="success">{t('resetPage.done')}</AlertBanner>
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t('resetPage.backToSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      {mutation.isError && <AlertBanner tone="error">{t(authErrorKey('reset', mutation.error))}</AlertBanner>}
      <Field
        id="password"
        label={t('resetPage.newPassword')}
        error={errors.password}
        hint={t('passwordHint')}
      >
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
      <Button type="submit" busy={mutation.isPending} className="w-full">
        {t('resetPage.save')}
      </Button>
    </form>
  );
};
