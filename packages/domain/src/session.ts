import { adminPages } from './admin-page-keys.ts';
import { z } from 'zod';
import { languages } from './languages.ts';
import { plans } from './navigation.ts';
import { teamRoles } from './team-roles.ts';
import { trialStatusSchema } from './trial.ts';

/** What the web app knows about the visitor, straight from the server's view of the session. */
export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    language: z.enum(languages),
  }),
  profile: z
    .object({
      fullName: z.string(),
      organization: z.string().nullable(),
      phone: z.string(),
      onboardingCompleted: z.boolean(),
    })
    .nullable(),
  fpo: z
    .object({
      id: z.string(),
      name: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      plan: z.enum(plans),
      /** The language of most of its farmers: a new farmer's, unless another is chosen (issue 18). */
      language: z.enum(languages),
      role: z.enum(teamRoles),
      trial: trialStatusSchema,
    })
    .nullable(),
  /** Whether the back office opens at all: the owner, or an active grant of at least one page. */
  isAdmin: z.boolean(),
  /** What the back office opens for the user (adminSummary); chained on z so an unused schema is dropped. */
  admin: z
    .object({
      owner: z.boolean(),
      superAdmin: z.boolean(),
      pages: z.record(
        z.enum(adminPages),
        z.object({ view: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
      ),
    })
    .nullable(),
  upgradeWhatsappNumber: z.string(),
  supportEmail: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export type VisitorState = 'anonymous' | 'unverified' | 'onboarding' | 'ready';

export const visitorState = (me: MeResponse | null): VisitorState => {
  if (!me) return 'anonymous';
  if (!me.user.emailVerified) return 'unverified';
  if (!me.profile?.onboardingCompleted || !me.fpo) return 'onboarding';
  return 'ready';
};
