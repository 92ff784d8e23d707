import type { InvitationPreview } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { AuthLayout } from '@/features/auth/components/auth-layout.tsx';
import { PasswordInput } from '@/features/auth/components/password-input.tsx';
import { invitationPath } from '@/features/team/api/invitation-api.ts';
import { InvitationView } from '@/features/team/components/invitation-view.tsx';
import { useMe } from '@/lib/session.ts';
import { usePublicJson } from '@/lib/use-public-json.ts';

/** A link that is no longer (or never was) an invitation: 404 invitation_invalid, 410 invitation_expired. */
const goneCodes: Record<string, 'expired' | 'invalid'> = {
  invitation_expired: 'expired',
  invitation_invalid: 'invalid',
  not_found: 'invalid',
  validation_failed: 'invalid',
};

/**
 * `/invitations/:token` (issue 20): the link an FPO's owner mails. It opens signed out or in,
 * without the app's frame, like the sign-in pages.
 */
export const InvitationScreen = () => {
  const { t } = useTranslation('invitation');
  const { token = '' } = useParams();
  const preview = usePublicJson<InvitationPreview>(invitationPath(token));
  const me = useMe();

  if ((preview.loading && !preview.data) || me.isPending) return <PageSpinner />;
  if (!preview.data) {
    const gone = preview.error ? goneCodes[preview.error.code] : undefined;
    if (gone)
      return (
        <AuthLayout title={t(`gone.${gone}Title`)}>
          <div className="flex flex-col gap-4">
            <p className="text-sm text-gray-700">{t(`gone.${gone}Body`)}</p>
            <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
              {t('gone.toSangam')}
            </Link>
          </div>
        </AuthLayout>
      );
    return (
      <AuthLayout title={t('invitation.loadFailed')}>
        <div role="alert" className="flex flex-col gap-4">
          <p className="text-sm text-gray-700">
            {t(`common:errors.${preview.error?.code ?? 'network_error'}`, {
              defaultValue: t('common:errors.internal_error'),
            })}
          </p>
          <Button onClick={preview.reload}>{t('common:tryAgain')}</Button>
        </div>
      </AuthLayout>
    );
  }

  const { fpoName, invitedBy, role } = preview.data;
  const roleName = t(`teamRoles:roles.${role}`);
  return (
    <AuthLayout
      title={t('invitation.title', { fpo: fpoName })}
      subtitle={
        invitedBy
          ? t('invitation.subtitle', { name: invitedBy, fpo: fpoName, role: roleName })
          : t('invitation.subtitleNoName', { fpo: fpoName, role: roleName })
      }
    >
      <InvitationView
        token={token}
        preview={preview.data}
        me={me.data ?? null}
        PasswordInput={PasswordInput}
      />
    </AuthLayout>
  );
};
