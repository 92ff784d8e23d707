import {
  teamAreaOfPage,
  teamHomePath,
  teamMay,
  type TeamAction,
  type TeamArea,
  type TeamRole,
} from '@sangam/domain';
import { useMemo } from 'react';
import { useMe } from './session.ts';

export type TeamRights = {
  /** The member's role in their FPO; null without an FPO (nothing of an FPO to hold back). */
  role: TeamRole | null;
  fpoName: string;
  /** Whether the role may take `action` in `area` (packages/domain team-roles.ts). */
  may: (area: TeamArea, action?: TeamAction) => boolean;
  /** Whether the role opens the screen at `path`; a screen of no area is everyone's. */
  mayOpen: (path: string) => boolean;
  /** Where the member lands: the dashboard, or the farmer register when the dashboard is closed to them. */
  home: string;
};

/**
 * What a role may do, as the UI mirrors it (issue 20): the menu, the pages and the buttons read
 * this; the server refuses the same actions on every route whatever the UI shows.
 */
export const teamRightsOf = (role: TeamRole | null | undefined, fpoName = ''): TeamRights => {
  const may = (area: TeamArea, action: TeamAction = 'view') => (role ? teamMay(role, area, action) : true);
  return {
    role: role ?? null,
    fpoName,
    may,
    mayOpen: (path) => {
      const area = teamAreaOfPage(path);
      return area === null || may(area, 'view');
    },
    home: role ? teamHomePath(role) : '/dashboard',
  };
};

/** The signed-in member's rights in their FPO: the one hook every screen asks. */
export const useTeamRights = (): TeamRights => {
  const { data: me } = useMe();
  const role = me?.fpo?.role;
  const fpoName = me?.fpo?.name ?? '';
  return useMemo(() => teamRightsOf(role, fpoName), [role, fpoName]);
};
