import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { requestPasswordReset, signIn } from '../api/auth-calls.ts';
import { authErrorKey, signInErrorText } from '../api/auth-errors.ts';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { checkSession } from '@/lib/session.ts';
import { useAction } from '@/lib/use-action.ts';
import { useCheckedForm } from '@/lib/use-checked-form.ts';
import { PasswordInput } from './password-input.tsx';

type SignInValues = { email: string; password: string };

const loadCheck = () => import('./auth-checks.ts').then((m) => m.checkSignIn);

export const SignInForm = () => {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [resetOpen, setResetOpen] = useState(false);
  const [resetMessage, setResetMessage] = useState<{ tone: 'success' | 'error'; key: string } | null>(null);
  const form = useCheckedForm<SignInValues>({ email: '', password: '' }, loadCheck);
  const { errors } = form;

  // The guard reads the new session and moves the user on.
  const signInMutation = useAction(signIn, { onSuccess: checkSession });

  const resetMutation = useAction(requestPasswordReset, {
    onSuccess: () => {
      setResetMessage({ tone: 'success', key: 'reset.sent' });
      toast.show({ type: 'success', title: t('reset.sent') });
    },
    onError: (error) => setResetMessage({ tone: 'error', key: authErrorKey('reset', error) }),
  });

  const sendReset = () => {
    const email = form.values.email.trim();
    if (!email) return setResetMessage({ tone: 'error', key: 'reset.emailFirst' });
    resetMutation.mutate(email);
  };

  return (
    <div className="flex flex-col gap-4">
      {signInMutation.isError && (
        <AlertBanner tone="error">{signInErrorText(t, signInMutation.error)}</AlertBanner>
      )}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          signInMutation.mutate({ ...values, email: values.email.trim() }),
        )}
      >
        <Field id="email" label={t('email')} error={errors.email}>
          <input
            id="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            className={inputClass}
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? 'email-error' : undefined}
            {...form.register('email')}
          />
        </Field>
        <Field id="password" label={t('password')} error={errors.password}>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            className={inputClass}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
            {...form.register('password')}
          />
        </Field>
        <Button type="submit" busy={signInMutation.isPending} className="w-full">
          {signInMutation.isPending ? t('signingIn') : t('signIn')}
        </Button>
      </form>

      <button
        type="button"
        className="self-start text-sm font-medium text-brand-700 hover:underline"
        aria-expanded={resetOpen}
        onClick={() => {
          setResetOpen((open) => !open);
          setResetMessage(null);
        }}
      >
        {t('forgotPassword')}
      </button>
      {resetOpen && (
        <section
          aria-labelledby="reset-title"
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
        >
          <h2 id="reset-title" className="font-semibold">
            {t('reset.title')}
          </h2>
          <p className="text-sm text-gray-600">{t('reset.explain')}</p>
          {resetMessage && <AlertBanner tone={resetMessage.tone}>{t(resetMessage.key)}</AlertBanner>}
          <div className="flex flex-wrap gap-2">
            <Button busy={resetMutation.isPending} onClick={sendReset}>
              {t('reset.send')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setResetOpen(false);
                setResetMessage(null);
              }}
            >
              {t('common:cancel')}
            </Button>
          </div>
        </section>
      )}

      <p className="text-sm text-gray-600">
        {t('noAccount')}{' '}
        <Link to="/signup" className="font-medium text-brand-700 hover:underline">
          {t('createAccount')}
        </Link>
      </p>
    </div>
  );
};
