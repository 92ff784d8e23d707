import {
  formatDate,
  type AcceptInvitationInput,
  type InvitationPreview,
  type MeResponse,
} from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { checkSession, setSession } from '@/lib/session.ts';
import { useAction } from '@/lib/use-action.ts';
import { acceptInvitation, signOutHere } from '../api/invitation-api.ts';
import { JoinForm, type PasswordInputType } from './join-form.tsx';
import { RoleRights } from './role-rights.tsx';
import { useErrorText } from './error-text.ts';

const linkButton =
  'inline-flex min-h-10 w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800';

/** Where the API says the new member lands; a path of this site only. */
const safeHome = (home: string) => (/^\/(?![/\\])/.test(home) ? home : '/dashboard');

/** Who invites whom to what: the FPO, the role and what it may do, the address, until when. */
const InvitationSummary = ({ preview }: { preview: InvitationPreview }) => {
  const { t } = useTranslation('invitation');
  const role = t(`teamRoles:roles.${preview.role}`);
  const rows: [string, string][] = [
    [t('invitation.fpo'), preview.fpoName],
    [t('invitation.role'), role],
    ...(preview.invitedBy ? [[t('invitation.invitedBy'), preview.invitedBy] as [string, string]] : []),
    [t('invitation.for'), preview.email],
    [t('invitation.validUntil'), formatDate(preview.expiresAt)],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="min-w-0 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <RoleRights role={preview.role} />
    </div>
  );
};

/**
 * The invitation link's page (issue 20), for whoever opens it: a new account's form, a way to sign
 * in, an Accept button, or what stands in the way (another account, another FPO).
 */
export const InvitationView = ({
  token,
  preview,
  me,
  PasswordInput,
}: {
  token: string;
  preview: InvitationPreview;
  me: MeResponse | null;
  PasswordInput: PasswordInputType;
}) => {
  const { t } = useTranslation('invitation');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [signInNeeded, setSignInNeeded] = useState(false);
  const accept = useAction((input: AcceptInvitationInput) => acceptInvitation({ token, input }), {
    // The new session (or the membership) is read before moving on, so the guard lets the member in.
    onSuccess: async ({ home }) => {
      await checkSession();
      await navigate(safeHome(home), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'sign_in_required') setSignInNeeded(true);
    },
  });
  const signOut = useAction(signOutHere, { onSuccess: () => setSession(null) });

  const failure =
    accept.isError && !(accept.error instanceof ApiError && accept.error.code === 'sign_in_required') ? (
      <AlertBanner tone="error">{errorText(accept.error)}</AlertBanner>
    ) : null;
  const signInLink = (
    <Link to={`/login?next=${encodeURIComponent(`/invitations/${token}`)}`} className={linkButton}>
      {t('invitation.signInToAccept')}
    </Link>
  );

  const action = (() => {
    // Joined: the session already says so while the page moves on to the member's home.
    if (accept.isPending && me?.fpo)
      return <p className="text-sm text-gray-700">{t('invitation.joining')}</p>;
    if (!me) {
      if (preview.accountExists || signInNeeded)
        return (
          <>
            <p className="text-sm text-gray-700">{t('invitation.accountExists', { email: preview.email })}</p>
            {signInLink}
          </>
        );
      return (
        <>
          <p className="text-sm text-gray-700">{t('invitation.newAccount')}</p>
          {failure}
          <JoinForm
            email={preview.email}
            fpoName={preview.fpoName}
            busy={accept.isPending || accept.isSuccess}
            error={accept.error}
            PasswordInput={PasswordInput}
            onJoin={(input) => accept.mutate(input)}
          />
        </>
      );
    }
    if (me.user.email.toLowerCase() !== preview.email.toLowerCase())
      return (
        <>
          <AlertBanner tone="warning">
            {t('invitation.otherAccount', { signedIn: me.user.email, invited: preview.email })}
          </AlertBanner>
          {signOut.isError && <AlertBanner tone="error">{errorText(signOut.error)}</AlertBanner>}
          <Button
            variant="secondary"
            busy={signOut.isPending}
            className="w-full"
            onClick={() => signOut.mutate(undefined)}
          >
            {t('invitation.signOut')}
          </Button>
        </>
      );
    if (me.fpo)
      return (
        <>
          <AlertBanner tone="warning">{t('invitation.alreadyInFpo', { fpo: me.fpo.name })}</AlertBanner>
          <Link to="/" className={linkButton}>
            {t('invitation.toYourFpo', { fpo: me.fpo.name })}
          </Link>
        </>
      );
    // An account that never finished onboarding's first step: its name and mobile, then it joins.
    if (!me.profile)
      return (
        <>
          <p className="text-sm text-gray-700">{t('invitation.signedInAs', { email: me.user.email })}</p>
          {failure}
          <JoinForm
            email={preview.email}
            fpoName={preview.fpoName}
            submitLabel={t('invitation.accept', { fpo: preview.fpoName })}
            busy={accept.isPending || accept.isSuccess}
            error={accept.error}
            onJoin={(input) => accept.mutate(input)}
          />
        </>
      );
    return (
      <>
        <p className="text-sm text-gray-700">{t('invitation.signedInAs', { email: me.user.email })}</p>
        {failure}
        <Button
          className="w-full"
          busy={accept.isPending || accept.isSuccess}
          onClick={() => accept.mutate({})}
        >
          {t('invitation.accept', { fpo: preview.fpoName })}
        </Button>
      </>
    );
  })();

  return (
    <div className="flex flex-col gap-6">
      <InvitationSummary preview={preview} />
      <div className="flex flex-col gap-3">{action}</div>
    </div>
  );
};
