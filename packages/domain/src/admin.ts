import { z } from 'zod';
import { apiObject, queryInteger, text, uuid } from './field-atoms.ts';
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

/** The audit log the owner reads (DECISIONS D5, issue 15): who did what to which record, when. */
export const auditQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  pageSize: z.coerce
    .number({ error: 'page_size_invalid' })
    .refine((n) => [10, 20, 50, 100].includes(n), 'page_size_invalid')
    .default(20),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
