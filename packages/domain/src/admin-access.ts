import { z } from 'zod';
import { apiObject, optionalText, text } from './field-atoms.ts';

/**
 * The back office's pages as access records name them (document 2, 3: admin_access_control), and
 * what a grant allows on each: view for reads, edit for changes, delete for deletions (DECISIONS T2).
 */
export const adminPages = [
  'users',
  'products',
  'inputs',
  'scorecard',
  'buyers',
  'crops',
  'data_refresh',
  'reports',
  'whatsapp',
  'access',
] as const;
export type AdminPage = (typeof adminPages)[number];
export const adminActions = ['view', 'edit', 'delete'] as const;
export type AdminAction = (typeof adminActions)[number];

export type PageFlags = Record<AdminAction, boolean>;
export type PageAccess = Record<AdminPage, PageFlags>;

/** Everything false, as a new grant starts (document 2, 3). */
export const noPageAccess = (): PageAccess =>
  Object.fromEntries(
    adminPages.map((page) => [page, { view: false, edit: false, delete: false }]),
  ) as PageAccess;

/**
 * What one admin may do. The owner (OWNER_EMAIL, once confirmed) may do everything; so may a super
 * admin; anyone else needs an active record whose page grants the action. An inactive record counts
 * as none (document 2, 4).
 */
export type AdminStanding =
  | { kind: 'owner' }
  | { kind: 'granted'; isSuperAdmin: boolean; isActive: boolean; pageAccess: PageAccess }
  | { kind: 'none' };

export const adminMay = (standing: AdminStanding, page: AdminPage, action: AdminAction): boolean => {
  if (standing.kind === 'owner') return true;
  if (standing.kind === 'none' || !standing.isActive) return false;
  return standing.isSuperAdmin || standing.pageAccess[page]?.[action] === true;
};

/** The pages an admin may open: the dashboard shows their cards; none means no back office. */
export const viewablePages = (standing: AdminStanding): AdminPage[] =>
  adminPages.filter((page) => adminMay(standing, page, 'view'));

/**
 * The page a back-office address belongs to, for the router's guard (document 2, 6): /admin/users/…,
 * /admin/trials and /admin/farmers are the users page; other /admin/{page} paths name their page,
 * dashes as underscores. `null` for /admin itself; `undefined` for a path that is no page.
 */
export const adminPageForPath = (path: string): AdminPage | null | undefined => {
  const [, first, segment] = path.replace(/\/+$/, '').split('/');
  if (first !== 'admin') return undefined;
  if (!segment) return null;
  if (segment === 'trials' || segment === 'farmers') return 'users';
  const key = segment.replace(/-/g, '_');
  return (adminPages as readonly string[]).includes(key) ? (key as AdminPage) : undefined;
};

const pageFlags = z.strictObject(
  {
    view: z.boolean({ error: 'type_invalid' }),
    edit: z.boolean({ error: 'type_invalid' }),
    delete: z.boolean({ error: 'type_invalid' }),
  },
  { error: 'type_invalid' },
);

/**
 * A grant as the Grant Access and Edit Admin Access modals send it (document 2, 5). Pages left out
 * are granted nothing; a super admin's page flags are kept but not consulted.
 */
const grantShape = {
  isSuperAdmin: z.boolean({ error: 'type_invalid' }).default(false),
  pageAccess: z
    .partialRecord(z.enum(adminPages, { error: 'page_invalid' }), pageFlags)
    .default({})
    .transform((given) => ({ ...noPageAccess(), ...given }) as PageAccess),
  notes: optionalText({ max: 500, multiline: true }),
};
export const accessGrantSchema = apiObject(grantShape);
export type AccessGrant = z.output<typeof accessGrantSchema>;

export const accessGrantCreateSchema = accessGrantSchema.and(
  apiObject({ userId: text({ max: 64, required: 'user_required' }) }),
);

export const adminUserIdParamsSchema = apiObject({ userId: text({ max: 64, required: 'user_required' }) });

const pageAccessSchema = z.record(
  z.enum(adminPages),
  z.object({ view: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
);

/** A grant as the access screen lists it. */
export const accessRecordSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  fpoName: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  isActive: z.boolean(),
  pageAccess: pageAccessSchema,
  notes: z.string().nullable(),
  grantedByEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AccessRecord = z.infer<typeof accessRecordSchema>;

export const accessOverviewSchema = z.object({
  records: z.array(accessRecordSchema),
  /** Confirmed users without a grant, to choose from (document 2, 2.5). */
  candidates: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      fullName: z.string().nullable(),
      fpoName: z.string().nullable(),
    }),
  ),
});
export type AccessOverview = z.infer<typeof accessOverviewSchema>;

/** What /api/me tells the web app about the back office, so the UI hides what the server refuses. */
export const adminSummarySchema = z.object({
  owner: z.boolean(),
  superAdmin: z.boolean(),
  pages: z.record(
    z.enum(adminPages),
    z.object({ view: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
  ),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const adminSummary = (standing: AdminStanding): AdminSummary | null => {
  if (!viewablePages(standing).length) return null;
  return {
    owner: standing.kind === 'owner',
    superAdmin: standing.kind === 'granted' && standing.isSuperAdmin,
    pages: Object.fromEntries(
      adminPages.map((page) => [
        page,
        Object.fromEntries(adminActions.map((action) => [action, adminMay(standing, page, action)])),
      ]),
    ) as AdminSummary['pages'],
  };
};

export const accessActiveSchema = apiObject({ isActive: z.boolean({ error: 'type_invalid' }) });
export const accessSearchSchema = apiObject({ search: text({ max: 100 }).optional() });
