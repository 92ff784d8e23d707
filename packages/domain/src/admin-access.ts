import { z } from 'zod';
import { adminPages, noPageAccess, type PageAccess } from './admin-pages.ts';
import { apiObject, optionalText, text } from './field-atoms.ts';

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

export const accessActiveSchema = apiObject({ isActive: z.boolean({ error: 'type_invalid' }) });
export const accessSearchSchema = apiObject({ search: text({ max: 100 }).optional() });

export const adminUserProductParamsSchema = apiObject({
  userId: text({ max: 64, required: 'user_required' }),
  productId: z.uuid({ error: 'product_id_invalid' }),
});
