import { z } from 'zod';
import { apiObject, text, uuid } from './field-atoms.ts';
import { plans } from './navigation.ts';
import { trialStatusSchema } from './trial.ts';

export const fpoIdParamsSchema = apiObject({ fpoId: uuid('fpo_id_invalid') });

export const trialUpdateSchema = apiObject({
  /** A custom end date, or null to return to creation + 30 days. */
  trialEndDate: z.iso.datetime({ offset: true, error: 'date_invalid' }).nullable(),
  reason: text({ max: 500, multiline: true }).optional(),
});

export const planUpdateSchema = apiObject({ plan: z.enum(plans, { error: 'plan_invalid' }) });

export const adminFpoSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(plans),
  ownerEmail: z.string().nullable(),
  createdAt: z.string(),
  trial: trialStatusSchema,
  extensionReason: z.string().nullable(),
});
export type AdminFpo = z.infer<typeof adminFpoSchema>;

/** The badges an admin sets on an FPO's public page after checking its documents (issue 14). */
export const fpoBadgesUpdateSchema = apiObject({
  isVerified: z.boolean({ error: 'type_invalid' }).optional(),
  hfnCertified: z.boolean({ error: 'type_invalid' }).optional(),
});
export type FpoBadgesUpdate = z.output<typeof fpoBadgesUpdateSchema>;
