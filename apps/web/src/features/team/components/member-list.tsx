import { formatDate, teamRoles, type TeamMember, type TeamRole } from '@sangam/domain';
import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { checkSession } from '@/lib/session.ts';
import { useChangeRole, useRemoveMember } from '../api/team-api.ts';
import { useTeamFailure } from './use-team-failure.ts';

const selectClass =
  'min-h-10 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm disabled:bg-gray-100 sm:w-44';

/**
 * The FPO's members as cards (a phone's width holds them): name, e-mail, role, joined; the role is
 * a choice and a member can be removed, except the FPO's only owner (the server refuses both too).
 */
export const MemberList = ({ members, fpoName }: { members: TeamMember[]; fpoName: string }) => {
  const { t } = useTranslation('team');
  const confirm = useConfirm();
  const toast = useToast();
  const failed = useTeamFailure();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const owners = members.filter((member) => member.role === 'owner').length;

  const onRole = (member: TeamMember, role: TeamRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t('members.roleChanged', { name: member.name, role: t(`teamRoles:roles.${role}`) }),
          });
          // One's own role changed: the menu and the pages follow it.
          if (member.isYou) void checkSession();
        },
        onError: failed(t('members.roleFailed')),
      },
    );

  const onRemove = async (member: TeamMember) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('members.remove.title', { name: member.name }),
      message: t('members.remove.message', { name: member.name, fpo: fpoName }),
      confirmText: t('members.remove.confirm'),
      cancelText: t('members.remove.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(member.userId, {
      onSuccess: () => toast.show({ type: 'success', title: t('members.removed', { name: member.name }) }),
      onError: failed(t('members.removeFailed')),
    });
  };

  return (
    <ul className="flex flex-col gap-2">
      {members.map((member) => {
        const onlyOwner = member.role === 'owner' && owners === 1;
        const selectId = `role-${member.userId}`;
        return (
          <li
            key={member.userId}
            className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="break-words">{member.name}</span>
                {member.isYou && (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                    {t('members.you')}
                  </span>
                )}
              </p>
              <p className="text-sm break-all text-gray-600">{member.email}</p>
              <p className="text-xs text-gray-500">
                {t('members.joined', { date: formatDate(member.joinedAt) })}
              </p>
              {onlyOwner && <p className="mt-1 text-xs text-gray-600">{t('members.onlyOwner')}</p>}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={selectId} className="sr-only">
                {t('members.roleOf', { name: member.name })}
              </label>
              <select
                id={selectId}
                className={selectClass}
                value={member.role}
                disabled={onlyOwner || changeRole.isPending}
                onChange={(event) => onRole(member, event.target.value as TeamRole)}
              >
                {teamRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(`teamRoles:roles.${role}`)}
                  </option>
                ))}
              </select>
              {!onlyOwner && !member.isYou && (
                <Button
                  variant="secondary"
                  aria-label={t('members.removeOf', { name: member.name })}
                  onClick={() => void onRemove(member)}
                >
                  <UserMinus aria-hidden className="size-4 text-red-600" />
                  {t('members.removeButton')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
