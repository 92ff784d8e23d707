import { z } from 'zod';
import { apiObject } from './field-atoms.ts';
import { todayInIndia } from './india-dates.ts';

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

/** One FPO's farmer figures over a range, as the per-FPO figures hold them (decision 011). */
export type FarmerTotals = {
  total: number;
  acres: number;
  male: number;
  female: number;
  maleAcres: number;
  femaleAcres: number;
};

/**
 * The report of spec 2.13 from the range's totals. Acres by gender are each gender's own acres
 * (the earlier product apportioned the total by head count, which misstates both when one gender
 * farms larger plots); anything but Male or Female counts as other.
 */
export const farmerReport = (totals: FarmerTotals, range: { days: number; since: Date }): FarmerReport => ({
  rangeDays: range.days,
  since: range.since.toISOString(),
  totalFarmers: totals.total,
  totalAcres: roundTo(totals.acres, 2),
  averageAcres: totals.total ? roundTo(totals.acres / totals.total, 1) : 0,
  genders: {
    male: totals.male,
    female: totals.female,
    other: Math.max(0, totals.total - totals.male - totals.female),
  },
  acresByGender: { male: roundTo(totals.maleAcres, 2), female: roundTo(totals.femaleAcres, 2) },
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a range of `days` days that ends at `now`. */
export const reportSince = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);

export const reportFormats = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const reportExportQuerySchema = apiObject({
  days: farmerReportQuerySchema.shape.days,
  format: z.enum(reportFormats, { error: 'format_invalid' }).default('json'),
});

/** The JSON export of spec 8: the figures, when they were exported and the range they cover. */
export const reportExportJson = (report: FarmerReport, exportedAt: Date) => ({
  exportDate: exportedAt.toISOString(),
  timeRange: { days: report.rangeDays, from: report.since, to: exportedAt.toISOString() },
  stats: report,
});

/**
 * The export's file name: what, which range and the day in India, so a folder of exports sorts
 * by date and none overwrites another.
 */
export const reportFileName = (days: number, exportedAt: Date, format: ReportFormat) =>
  `sangam-farmers-last-${days}-days-${todayInIndia(exportedAt)}.${format}`;
