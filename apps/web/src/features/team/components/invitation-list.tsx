import { formatDate, type TeamInvitation } from '@sangam/domain';
import { MailOpen, RotateCw, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useResendInvitation, useRevokeInvitation } from '../api/team-api.ts';
import { useTeamFailure } from './use-team-failure.ts';

/** Invitations not yet accepted, newest first: who, which role, who invited, until when; resend or revoke. */
export const InvitationList = ({ invitations }: { invitations: TeamInvitation[] }) => {
  const { t } = useTranslation('team');
  const confirm = useConfirm();
  const toast = useToast();
  const failed = useTeamFailure();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  if (!invitations.length) return <EmptyState Icon={MailOpen} title={t('invitations.empty')} />;

  const onRevoke = async (invitation: TeamInvitation) => {
    const confirmed = await confirm({
      type: 'warning',
      title: t('invitations.revoke.title'),
      message: t('invitations.revoke.message', { email: invitation.email }),
      confirmText: t('invitations.revoke.confirm'),
      cancelText: t('invitations.revoke.cancel'),
    });
    if (!confirmed) return;
    revoke.mutate(invitation.id, {
      onSuccess: () =>
        toast.show({ type: 'success', title: t('invitations.revoked', { email: invitation.email }) }),
      onError: failed(t('invitations.revokeFailed')),
    });
  };

  return (
    <ul className="flex flex-col gap-2">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium break-all">{invitation.email}</p>
            <p className="text-sm text-gray-600">
              {t(`teamRoles:roles.${invitation.role}`)}
              {invitation.invitedBy && ` · ${t('invitations.invitedBy', { name: invitation.invitedBy })}`}
            </p>
            <p className={`text-xs ${invitation.expired ? 'font-medium text-red-700' : 'text-gray-500'}`}>
              {t(invitation.expired ? 'invitations.expired' : 'invitations.expires', {
                date: formatDate(invitation.expiresAt),
              })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              busy={resend.isPending && resend.variables === invitation.id}
              aria-label={t('invitations.resendTo', { email: invitation.email })}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () =>
                    toast.show({
                      type: 'success',
                      title: t('invitations.resent', { email: invitation.email }),
                    }),
                  onError: failed(t('invitations.resendFailed')),
                })
              }
            >
              <RotateCw aria-hidden className="size-4" />
              {t('invitations.resend')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('invitations.revokeFrom', { email: invitation.email })}
              onClick={() => void onRevoke(invitation)}
            >
              <XCircle aria-hidden className="size-4 text-red-600" />
              {t('invitations.revokeButton')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
};
