/**
 * What each member of an FPO's team may do (DECISIONS T1, issue 20): the one list the server
 * enforces on every tenant route and the web app mirrors in its menu, pages and buttons.
 *
 * An area is a part of the FPO's data; an action is view (read), edit (add or change) or delete.
 * The server finds a route's area from its address (`teamAreaOfApiPath`) and its action from the
 * HTTP method; a screen's area from its path (`teamAreaOfPage`).
 */
export const teamRoles = ['owner', 'manager', 'field_staff'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamAreas = [
  /** The member's own things: notifications, their language. */
  'personal',
  /** The FPO's name and phone as the profile gate reads them. */
  'profile',
  'overview',
  'farmers',
  'imports',
  'inventory',
  'buyers',
  'documents',
  'business',
  'members',
  'reports',
  'settings',
  'team',
  'plan',
] as const;
export type TeamArea = (typeof teamAreas)[number];

export const teamActions = ['view', 'edit', 'delete'] as const;
export type TeamAction = (typeof teamActions)[number];

const all = teamActions;
const everyArea = (except: readonly TeamArea[]) =>
  Object.fromEntries(teamAreas.filter((area) => !except.includes(area)).map((area) => [area, all]));

export const teamRights: Record<TeamRole, Partial<Record<TeamArea, readonly TeamAction[]>>> = {
  owner: everyArea([]),
  /** Everything but the team and the plan. */
  manager: everyArea(['team', 'plan']),
  /**
   * Farmers and their imports, without deleting; no documents, no buyers or money, no settings.
   */
  field_staff: {
    personal: all,
    profile: ['view'],
    farmers: ['view', 'edit'],
    imports: ['view', 'edit'],
  },
};

export const teamMay = (role: TeamRole, area: TeamArea, action: TeamAction): boolean =>
  teamRights[role][area]?.includes(action) ?? false;

/** The action an HTTP method performs. */
export const teamActionOfMethod = (method: string): TeamAction => {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD') return 'view';
  return upper === 'DELETE' ? 'delete' : 'edit';
};

/**
 * The tenant API by address: the longest matching prefix names the area. A tenant route whose
 * address matches none is a programming error the server refuses to serve (and the route walkers
 * find the day it is added).
 */
export const teamApiAreas: ReadonlyArray<readonly [prefix: string, area: TeamArea]> = [
  ['/api/notifications', 'personal'],
  ['/api/fpo/profile', 'profile'],
  // Onboarding again rewrites the FPO's name, phone and address: a member's is a profile edit.
  ['/api/onboarding', 'profile'],
  ['/api/dashboard', 'overview'],
  ['/api/farmers', 'farmers'],
  ['/api/pincodes', 'farmers'],
  ['/api/uploads', 'imports'],
  ['/api/imports', 'imports'],
  ['/api/products', 'inventory'],
  ['/api/inputs', 'inventory'],
  ['/api/buyers', 'buyers'],
  ['/api/advanced-buyers', 'buyers'],
  ['/api/buyer-requirements', 'buyers'],
  ['/api/settings/documents', 'documents'],
  ['/api/compliance', 'documents'],
  ['/api/settings', 'settings'],
  ['/api/business', 'business'],
  ['/api/recommendations', 'business'],
  ['/api/mobilization', 'business'],
  ['/api/dealerships', 'business'],
  ['/api/trade-fairs', 'business'],
  ['/api/services', 'business'],
  ['/api/enquiries', 'business'],
  ['/api/members', 'members'],
  ['/api/reports', 'reports'],
  ['/api/team', 'team'],
];

/** The web app's screens by path, for the menu and the route guard. Unlisted screens are anyone's. */
export const teamPageAreas: ReadonlyArray<readonly [prefix: string, area: TeamArea]> = [
  ['/dashboard', 'overview'],
  ['/farmers', 'farmers'],
  ['/upload', 'imports'],
  ['/file-details', 'imports'],
  ['/fpo-product', 'inventory'],
  ['/input', 'inventory'],
  ['/buyer', 'buyers'],
  ['/advanced-buyers', 'buyers'],
  ['/business', 'business'],
  ['/farmer-mobilization', 'business'],
  ['/dealership', 'business'],
  ['/finance', 'business'],
  ['/schemes', 'business'],
  ['/accounting', 'business'],
  ['/ca-services', 'business'],
  ['/cs-services', 'business'],
  ['/dpr-services', 'business'],
  ['/hfn-stores', 'business'],
  ['/trade-fairs', 'business'],
  ['/dividend-calculator', 'members'],
  ['/reports', 'reports'],
  ['/settings', 'settings'],
  ['/team', 'team'],
  ['/plans', 'plan'],
];

const longestPrefix = (table: ReadonlyArray<readonly [string, TeamArea]>, path: string) => {
  let found: TeamArea | null = null;
  let length = -1;
  for (const [prefix, area] of table)
    if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > length) {
      found = area;
      length = prefix.length;
    }
  return found;
};

export const teamAreaOfApiPath = (path: string): TeamArea | null => longestPrefix(teamApiAreas, path);
export const teamAreaOfPage = (path: string): TeamArea | null => longestPrefix(teamPageAreas, path);

/** Where a member lands after signing in: the dashboard, or the farmer register if it is closed to them. */
export const teamHomePath = (role: TeamRole): string =>
  teamMay(role, 'overview', 'view') ? '/dashboard' : '/farmers';
