import { INVITATION_DAYS, inviteInputSchema, teamRoles, type TeamRole } from '@sangam/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useInvite } from '../api/team-api.ts';
import { RoleRights } from './role-rights.tsx';
import { useErrorText } from './error-text.ts';

/**
 * Invite someone by e-mail with a role (issue 20): the link goes to their mailbox and lasts a week.
 * Under the role, what it may do, read from the list the server enforces.
 */
export const InviteForm = () => {
  const { t } = useTranslation('team');
  const toast = useToast();
  const errorText = useErrorText();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('field_staff');
  const [emailError, setEmailError] = useState<string | undefined>();

  const submit = () => {
    const parsed = inviteInputSchema.safeParse({ email, role });
    if (!parsed.success) return setEmailError(email.trim() ? 'emailInvalid' : 'emailRequired');
    setEmailError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        toast.show({ type: 'success', title: t('invite.sent', { email: sent.email }) });
        setEmail('');
      },
    });
  };
  const serverEmailIssue =
    invite.error instanceof ApiError && invite.error.issues.some((issue) => issue.field === 'email');

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {invite.isError && !serverEmailIssue && (
        <AlertBanner tone="error">{errorText(invite.error)}</AlertBanner>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="invite-email"
          label={t('invite.email')}
          namespace="team"
          error={emailError ?? (serverEmailIssue ? 'emailInvalid' : undefined)}
        >
          <input
            id="invite-email"
            type="email"
            inputMode="email"
            autoComplete="off"
            className={inputClass}
            value={email}
            aria-invalid={!!emailError || serverEmailIssue}
            aria-describedby={emailError || serverEmailIssue ? 'invite-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field id="invite-role" label={t('invite.role')} namespace="team">
          <select
            id="invite-role"
            className={inputClass}
            value={role}
            aria-describedby="invite-role-rights"
            onChange={(event) => setRole(event.target.value as TeamRole)}
          >
            {teamRoles.map((option) => (
              <option key={option} value={option}>
                {t(`teamRoles:roles.${option}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <RoleRights role={role} id="invite-role-rights" />
      <p className="text-xs text-gray-600">{t('invite.explain', { days: INVITATION_DAYS })}</p>
      <Button type="submit" busy={invite.isPending} className="self-start">
        <Send aria-hidden className="size-4" />
        {t('invite.send')}
      </Button>
    </form>
  );
};
