import type { AcceptInvitationInput } from '@sangam/domain';
import type { ComponentType, InputHTMLAttributes, RefAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCheckedForm } from '@/lib/use-checked-form.ts';
import type { JoinValues } from './accept-checks.ts';

const loadChecks = () => import('./accept-checks.ts');
const loadCheck = () => loadChecks().then((m) => m.checkJoin);
const loadProfileCheck = () => loadChecks().then((m) => (values: JoinValues) => m.checkJoin(values, false));

/** The sign-up page's password field with its show/hide button, handed in by the screen. */
export type PasswordInputType = ComponentType<
  InputHTMLAttributes<HTMLInputElement> & RefAttributes<HTMLInputElement>
>;

/** The API's field issues as this form's message codes. */
const serverCodes: Record<keyof JoinValues, string> = {
  fullName: 'nameInvalid',
  phone: 'phoneInvalid',
  password: 'passwordLength',
};

/**
 * A new account for the invited address (issue 20): name, mobile and a password. The e-mail is the
 * invitation's, and the link proves the mailbox, so no confirmation mail follows. Without
 * `PasswordInput` it asks a signed-in account with no profile yet for its name and mobile only.
 */
export const JoinForm = ({
  email,
  fpoName,
  submitLabel,
  busy,
  error,
  PasswordInput,
  onJoin,
}: {
  email: string;
  fpoName: string;
  /** The button's words; 'Join <FPO>' unless given. */
  submitLabel?: string;
  busy: boolean;
  error: unknown;
  PasswordInput?: PasswordInputType;
  onJoin: (input: AcceptInvitationInput) => void;
}) => {
  const { t } = useTranslation('invitation');
  const withPassword = PasswordInput !== undefined;
  const form = useCheckedForm<JoinValues>(
    { fullName: '', phone: '', password: '' },
    withPassword ? loadCheck : loadProfileCheck,
  );
  const issues = error instanceof ApiError ? error.issues : [];
  const errorOf = (field: keyof JoinValues) =>
    form.errors[field] ?? (issues.some((issue) => issue.field === field) ? serverCodes[field] : undefined);
  const described = (field: keyof JoinValues) => (errorOf(field) ? `join-${field}-error` : undefined);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(
        (values) => void loadChecks().then((m) => onJoin(m.toAcceptInput(values, withPassword))),
      )}
    >
      <Field id="join-email" label={t('join.email')} namespace="invitation">
        <input id="join-email" type="email" className={`${inputClass} bg-gray-50`} value={email} readOnly />
      </Field>
      <Field id="join-fullName" label={t('join.fullName')} namespace="invitation" error={errorOf('fullName')}>
        <input
          id="join-fullName"
          autoComplete="name"
          className={inputClass}
          aria-invalid={!!errorOf('fullName')}
          aria-describedby={described('fullName')}
          {...form.register('fullName')}
        />
      </Field>
      <Field
        id="join-phone"
        label={t('join.phone')}
        namespace="invitation"
        error={errorOf('phone')}
        hint={t('join.phoneHint')}
      >
        <input
          id="join-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className={inputClass}
          aria-invalid={!!errorOf('phone')}
          aria-describedby={described('phone')}
          {...form.register('phone')}
        />
      </Field>
      {PasswordInput && (
        <Field
          id="join-password"
          label={t('join.password')}
          namespace="invitation"
          error={errorOf('password')}
          hint={t('join.passwordHint')}
        >
          <PasswordInput
            id="join-password"
            autoComplete="new-password"
            className={inputClass}
            aria-invalid={!!errorOf('password')}
            aria-describedby={described('password')}
            {...form.register('password')}
          />
        </Field>
      )}
      <Button type="submit" busy={busy} className="w-full">
        {submitLabel ?? t('join.submit', { fpo: fpoName })}
      </Button>
    </form>
  );
};
