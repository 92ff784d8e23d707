import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useTeam } from '@/features/team/api/team-api.ts';
import { InvitationList } from '@/features/team/components/invitation-list.tsx';
import { InviteForm } from '@/features/team/components/invite-form.tsx';
import { MemberList } from '@/features/team/components/member-list.tsx';
import { useTeamRights } from '@/lib/use-team-rights.ts';

const sectionClass = 'flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4';

/** The FPO's team (issue 20; owners only): members and their roles, invitations, inviting someone. */
export const TeamScreen = () => {
  const { t } = useTranslation('team');
  const { fpoName } = useTeamRights();
  const team = useTeam();

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle', { fpo: fpoName })}</p>
      </header>

      {team.isPending && <PageSpinner />}
      {team.isError && !team.data && (
        <AlertBanner
          tone="error"
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void team.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {team.data && (
        <>
          <section aria-labelledby="team-members" className={sectionClass}>
            <h2 id="team-members" className="font-semibold">
              {t('members.title', { count: team.data.members.length })}
            </h2>
            <MemberList members={team.data.members} fpoName={fpoName} />
          </section>
          <section aria-labelledby="team-invite" className={sectionClass}>
            <h2 id="team-invite" className="font-semibold">
              {t('invite.title')}
            </h2>
            <InviteForm />
          </section>
          <section aria-labelledby="team-invitations" className={sectionClass}>
            <h2 id="team-invitations" className="font-semibold">
              {t('invitations.title')}
            </h2>
            <InvitationList invitations={team.data.invitations} />
          </section>
        </>
      )}
    </div>
  );
};
