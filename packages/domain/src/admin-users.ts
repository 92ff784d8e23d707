import { z } from 'zod';
import { apiObject, queryInteger, text } from './field-atoms.ts';
import { plans } from './navigation.ts';
import { teamRoles } from './team-roles.ts';
import { TRIAL_DAYS_FLOOR, trialStatusSchema } from './trial.ts';

/** The users table's page sizes (document 2, 9: default 10). */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;

export const adminUsersQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  pageSize: z.coerce
    .number({ error: 'page_size_invalid' })
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'page_size_invalid')
    .default(10),
  search: text({ max: 100 }).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  emailVerified: z.boolean(),
  fpoId: z.string().nullable(),
  fpoName: z.string().nullable(),
  role: z.enum(teamRoles).nullable(),
  plan: z.enum(plans).nullable(),
  // z.nullable(), not trialStatusSchema.nullable(): a method call on trial.ts's schema would keep
  // it, and zod, in every page's first load (bundle-budget.test.ts).
  trial: z.nullable(trialStatusSchema),
  /** The trial end was set by an admin ('Custom trial', document 2, 4). */
  customTrial: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/**
 * Extend or set a trial (document 2, 4 and 5): extend adds days to the current end, set makes the
 * end today plus days; days may be negative (to test an expired trial); a reason is required.
 */
export const trialAdjustmentSchema = apiObject({
  action: z.enum(['extend', 'set'], { error: 'trial_action_invalid' }),
  days: z
    .number({ error: 'trial_days_invalid' })
    .int('trial_days_invalid')
    .min(TRIAL_DAYS_FLOOR, 'trial_days_invalid')
    .max(3650, 'trial_days_invalid'),
  reason: text({ max: 300, required: 'reason_required', multiline: true }),
});
export type TrialAdjustment = z.output<typeof trialAdjustmentSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The new trial end of an adjustment: from the current end (extend) or from now (set). */
export const adjustedTrialEnd = (
  { action, days }: Pick<TrialAdjustment, 'action' | 'days'>,
  currentEnd: Date,
  now: Date = new Date(),
): Date => new Date((action === 'extend' ? currentEnd : now).getTime() + days * DAY_MS);

/** What deleting a user takes with it, for the confirmation that names it (issue 15). */
export const userDeletionSchema = z.object({
  email: z.string(),
  fpoName: z.string().nullable(),
  /** The FPO goes too: the user is its last owner. */
  removesFpo: z.boolean(),
  farmers: z.number().int(),
  products: z.number().int(),
  inputs: z.number().int(),
  buyers: z.number().int(),
  files: z.number().int(),
});
export type UserDeletion = z.infer<typeof userDeletionSchema>;

/**
 * The numbered pages the control shows (document 2, 2.6): the first and last, two either side of the
 * current one, and an ellipsis (`null`) for each gap.
 */
export const pageWindow = (page: number, pages: number): (number | null)[] => {
  const shown = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] as number) > 1 ? [null, p] : [p]));
};

/** One account in the back office (document 2, 2.4): the person, the FPO, and what the FPO keeps. */
export const adminUserDetailSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    fullName: z.string().nullable(),
    phone: z.string().nullable(),
    language: z.string(),
    createdAt: z.string(),
    lastSignInAt: z.string().nullable(),
  }),
  fpo: z
    .object({
      id: z.string(),
      name: z.string(),
      address: z.string().nullable(),
      website: z.string().nullable(),
      gstNumber: z.string().nullable(),
      fssaiNumber: z.string().nullable(),
      plan: z.enum(plans),
      /** The account's role in this FPO (issue 20). */
      role: z.enum(teamRoles),
      trial: trialStatusSchema,
      isVerified: z.boolean(),
      hfnCertified: z.boolean(),
    })
    .nullable(),
  counts: z.object({
    farmers: z.number().int(),
    products: z.number().int(),
    inputs: z.number().int(),
    buyers: z.number().int(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The website link of the FPO block: https:// is put in front when missing (document 2, 2.4). */
export const websiteHref = (website: string | null): string | null => {
  const text = website?.trim();
  if (!text) return null;
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
};
