import { z } from 'zod';
import { apiObject } from './field-atoms.ts';

/** The report time ranges of spec 2.13, in days; 30 is the default. */
export const reportRanges = [7, 30, 90, 365] as const;

export const farmerReportQuerySchema = apiObject({
  days: z.coerce
    .number({ error: 'range_invalid' })
    .int('range_invalid')
    .refine((d) => (reportRanges as readonly number[]).includes(d), 'range_invalid')
    .default(30),
});

export const farmerReportSchema = z.object({
  rangeDays: z.number().int(),
  since: z.string(),
  totalFarmers: z.number().int(),
  totalAcres: z.number(),
  /** Rounded to one decimal on reports (spec 9). */
  averageAcres: z.number(),
  genders: z.object({ male: z.number().int(), female: z.number().int(), other: z.number().int() }),
  acresByGender: z.object({ male: z.number(), female: z.number() }),
});
export type FarmerReport = z.infer<typeof farmerReportSchema>;

export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};
