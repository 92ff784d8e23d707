import { z } from 'zod';
import { ADMIN_PAGE_SIZES } from './admin-users.ts';
import { cropCategories } from './crop-picking.ts';
import { apiObject, queryInteger, text, uuid } from './field-atoms.ts';

/**
 * Crop management in the back office (document 2, 2.10 and 4). A crop's status follows from its two
 * flags: pending (not approved, active), approved (approved and active), rejected (inactive, whether
 * or not it was approved once).
 */
export const cropStatuses = ['pending', 'approved', 'rejected'] as const;
export type CropStatus = (typeof cropStatuses)[number];

export const cropStatus = ({
  isApproved,
  isActive,
}: {
  isApproved: boolean;
  isActive: boolean;
}): CropStatus => (!isActive ? 'rejected' : isApproved ? 'approved' : 'pending');

/** What an admin may do to a crop in each status; deleting is open in every status. */
export const cropChanges = ['approve', 'reject', 'deactivate', 'reactivate'] as const;
export type CropChange = (typeof cropChanges)[number];

export const cropChangesFor = (status: CropStatus): CropChange[] =>
  status === 'pending' ? ['approve', 'reject'] : status === 'approved' ? ['deactivate'] : ['reactivate'];

/**
 * The flags after a change (document 2, 4): approve sets approved and active (and the server records
 * who and when), reject and deactivate switch a crop off, reactivate switches it on again, back to
 * where it was (approved, or pending if it was never approved).
 */
export const cropFlagsAfter = (
  change: CropChange,
  flags: { isApproved: boolean; isActive: boolean },
): { isApproved: boolean; isActive: boolean } =>
  change === 'approve'
    ? { isApproved: true, isActive: true }
    : { isApproved: flags.isApproved, isActive: change === 'reactivate' };

export const cropFilters = ['all', ...cropStatuses] as const;
export type CropFilter = (typeof cropFilters)[number];

export const adminCropsQuerySchema = apiObject({
  status: z.enum(cropFilters, { error: 'status_invalid' }).default('all'),
  search: text({ max: 60 }).optional(),
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  pageSize: z.coerce
    .number({ error: 'page_size_invalid' })
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'page_size_invalid')
    .default(20),
});
export type AdminCropsQuery = z.output<typeof adminCropsQuerySchema>;

export const cropIdParamsSchema = apiObject({ cropId: uuid('crop_id_invalid') });

export const adminCropSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(cropCategories),
  status: z.enum(cropStatuses),
  isApproved: z.boolean(),
  isActive: z.boolean(),
  usageCount: z.number().int(),
  /** The buyer requirements that name it: a crop in use cannot be deleted, only switched off. */
  requirementCount: z.number().int(),
  approvedByEmail: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** When it was added ('submitted'), by a visitor or by the seed list. */
  createdAt: z.string(),
});
export type AdminCrop = z.infer<typeof adminCropSchema>;

export const cropCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type CropCounts = z.infer<typeof cropCountsSchema>;

export const adminCropsPageSchema = z.object({
  items: z.array(adminCropSchema),
  /** The crops the search and filter select, for the page control. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every crop by status, for the stat cards and the pending banner; search and filter aside. */
  counts: cropCountsSchema,
});
export type AdminCropsPage = z.infer<typeof adminCropsPageSchema>;
