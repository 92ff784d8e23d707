import { z } from 'zod';
import { apiObject, queryInteger } from './field-atoms.ts';

/**
 * The back office's farmers analytics (document 2, 2.8): totals over every FPO, the gender split,
 * the crops by acreage from the field records, and each FPO's figures, largest first. Read from the
 * per-FPO figures, so it costs the same for ten FPOs or ten thousand.
 */

export const TOP_CROPS_SHOWN = 10;
export const FPO_STATS_PAGE_SIZE = 20;

export const farmerAnalyticsQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
});
export type FarmerAnalyticsQuery = z.output<typeof farmerAnalyticsQuerySchema>;

export const farmerAnalyticsSchema = z.object({
  totals: z.object({
    farmers: z.number().int(),
    male: z.number().int(),
    female: z.number().int(),
    acres: z.number(),
    averageAcres: z.number(),
    /** Distinct crops named in the field records. */
    uniqueCrops: z.number().int(),
  }),
  /** Top crops by acreage (document 2, 9: 10, by acres descending), with the farmers they touch. */
  topCrops: z.array(z.object({ crop: z.string(), acres: z.number(), farmers: z.number().int() })),
  fpos: z.object({
    items: z.array(
      z.object({
        fpoId: z.string(),
        /** Null for an FPO without a name: the screen says 'Unknown FPO'. */
        fpoName: z.string().nullable(),
        farmers: z.number().int(),
        male: z.number().int(),
        female: z.number().int(),
        acres: z.number(),
        averageAcres: z.number(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type FarmerAnalytics = z.infer<typeof farmerAnalyticsSchema>;
