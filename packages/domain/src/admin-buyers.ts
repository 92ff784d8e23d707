import { z } from 'zod';
import { ADMIN_PAGE_SIZES } from './admin-users.ts';
import { apiObject, queryInteger, text } from './field-atoms.ts';

/**
 * The back office's Buyer Ecosystem (document 2, 2.7 and 3): the buyers' requirements from the
 * public form, and the shared buyer records with what every FPO's lists and reviews say of them.
 */

/** Spec 9: a buyer whose reviews average under 3 is 'Low Rated'. */
export const LOW_RATED_BELOW = 3;

/** 'Low Rated' (document 2, 2.7): reviewed, and the reviews' exact average under 3. */
export const isLowRated = ({ reviews, average }: { reviews: number; average: number | null }) =>
  reviews > 0 && average !== null && average < LOW_RATED_BELOW;

/** A page of either tab, found by what an admin remembers of it (name, phone, crop, place). */
export const adminBuyersQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  pageSize: z.coerce
    .number({ error: 'page_size_invalid' })
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'page_size_invalid')
    .default(10),
  search: text({ max: 100 }).optional(),
});
export type AdminBuyersQuery = z.output<typeof adminBuyersQuerySchema>;

/** The Global Buyers tab's filter by the admins' mark (decision 015): every buyer, verified, or not. */
export const globalBuyerVerifiedFilters = ['all', 'verified', 'unverified'] as const;
export type GlobalBuyerVerifiedFilter = (typeof globalBuyerVerifiedFilters)[number];

/** A page of the Global Buyers tab: the tabs' page and search, and the verified filter. */
export const adminGlobalBuyersQuerySchema = apiObject({
  ...adminBuyersQuerySchema.shape,
  verified: z.enum(globalBuyerVerifiedFilters, { error: 'verified_filter_invalid' }).default('all'),
});
export type AdminGlobalBuyersQuery = z.output<typeof adminGlobalBuyersQuerySchema>;

/** An admin marks a shared buyer verified, or takes the mark away (decision 015: only admins set it). */
export const globalBuyerVerifiedSchema = apiObject({
  isVerified: z.boolean({ error: 'type_invalid' }),
});
export type GlobalBuyerVerified = z.output<typeof globalBuyerVerifiedSchema>;

/**
 * A shared buyer record with its figures (document 2, 3: association_count, avg_rating,
 * total_feedback, total_transaction_amount, added_by_users), all counted by the database.
 */
export const adminGlobalBuyerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  cropInterest: z.string(),
  monthlyVolumeTonnes: z.number().nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  quantityRequirements: z.string().nullable(),
  qualityDescription: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** How many FPOs keep the buyer in their list. */
  associationCount: z.number().int(),
  /** The reviews' average to one decimal; null with none. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The deal amounts the reviews record, in rupees. */
  totalBusiness: z.number(),
  /** The FPOs that added the buyer, first added first (at most 50; associationCount says how many). */
  addedBy: z.array(z.object({ fpoId: z.string(), fpoName: z.string() })),
  lowRated: z.boolean(),
});
export type AdminGlobalBuyer = z.infer<typeof adminGlobalBuyerSchema>;

export const adminBuyersPageSchema = z.object({
  items: z.array(adminGlobalBuyerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBuyersPage = z.infer<typeof adminBuyersPageSchema>;

/** How many FPO names a buyer's row carries. */
export const ADDED_BY_SHOWN = 50;
