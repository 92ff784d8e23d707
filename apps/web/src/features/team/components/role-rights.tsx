import { teamActions, teamAreas, teamRights, type TeamArea, type TeamRole } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

/** How far a role reaches into an area, from teamRights: the four sentences the page can say. */
type Reach = 'all' | 'noDelete' | 'viewOnly' | 'none';

/**
 * The areas a person recognises as parts of Sangam. 'personal' (one's own notifications) is
 * everyone's, and 'profile' is the FPO name and phone the add buttons read: neither is a choice.
 */
const explainedAreas = teamAreas.filter((area) => area !== 'personal' && area !== 'profile');

const reachOf = (role: TeamRole, area: TeamArea): Reach => {
  const actions = teamRights[role][area] ?? [];
  if (teamActions.every((action) => actions.includes(action))) return 'all';
  if (actions.includes('edit')) return 'noDelete';
  return actions.includes('view') ? 'viewOnly' : 'none';
};

/** A role's areas grouped by reach, in the order of the list in packages/domain. */
export const roleReach = (role: TeamRole): { reach: Reach; areas: TeamArea[] }[] =>
  (['all', 'noDelete', 'viewOnly', 'none'] as const)
    .map((reach) => ({ reach, areas: explainedAreas.filter((area) => reachOf(role, area) === reach) }))
    .filter((group) => group.areas.length > 0);

/**
 * What a role may do, in plain words derived from the one list the server enforces; its texts
 * (`teamRoles`) serve the team page and the invitation page alike.
 */
export const RoleRights = ({ role, id }: { role: TeamRole; id?: string }) => {
  const { t, i18n } = useTranslation('teamRoles');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <div id={id} className="rounded-lg bg-gray-50 p-3">
      <p className="mb-1 text-sm font-medium text-gray-900">{t('mayDo', { role: t(`roles.${role}`) })}</p>
      <ul className="flex flex-col gap-1 text-sm text-gray-700">
        {roleReach(role).map(({ reach, areas }) => (
          <li key={reach} className="break-words">
            <span className={reach === 'none' ? 'font-medium text-gray-600' : 'font-medium text-gray-900'}>
              {t(`reach.${reach}`)}
            </span>{' '}
            {list.format(areas.map((area) => t(`areas.${area}`)))}
          </li>
        ))}
      </ul>
    </div>
  );
};
