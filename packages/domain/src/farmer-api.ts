import { z } from 'zod';
import { apiObject, queryInteger, text, uuid } from './field-atoms.ts';
import { farmerResponseSchema } from './farmer.ts';

export const FARMERS_PAGE_SIZE = 20;
/** Farmers added within this many days count as recent additions (spec 9). */
export const RECENT_ADDITION_DAYS = 7;
export const DASHBOARD_RECENT_FARMERS = 5;
/** Minimum annual business opportunity per acre, in rupees (spec 9). */
export const OPPORTUNITY_RUPEES_PER_ACRE = 45_000;

export const farmerIdParamsSchema = apiObject({ farmerId: uuid('farmer_id_invalid') });

export const farmerListQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  q: text({ max: 100 }).optional(),
});

export const farmerSampleQuerySchema = apiObject({
  format: z.enum(['xlsx', 'csv'], { error: 'format_invalid' }).default('xlsx'),
});

export const farmerListResponseSchema = z.object({
  items: z.array(farmerResponseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FarmerList = z.infer<typeof farmerListResponseSchema>;

/** The farmer stat cards (spec 3, farmer stats). */
export const farmerStatsSchema = z.object({
  totalFarmers: z.number().int(),
  totalAcres: z.number(),
  averageAcres: z.number(),
  maleCount: z.number().int(),
  femaleCount: z.number().int(),
  recentAdditions: z.number().int(),
});
export type FarmerStats = z.infer<typeof farmerStatsSchema>;

export const farmerIntelligenceSchema = z.object({
  id: z.string(),
  contact: z.string().nullable(),
  createdAt: z.string(),
  cropEnterprise: z.string().nullable(),
  issueFaced: z.string().nullable(),
  solutionSuggested: z.string().nullable(),
  likelyNextIssue: z.string().nullable(),
  productsToBuy: z.string().nullable(),
  estSpendInr: z.number().nullable(),
});
export type FarmerIntelligence = z.infer<typeof farmerIntelligenceSchema>;

export const actionPointSchema = z.object({
  kind: z.enum(['immediate', 'diversification', 'engagement']),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ActionPoint = z.infer<typeof actionPointSchema>;

/** Who added or last changed a farmer, and when (issue 20); null when unknown or never changed. */
export const farmerMarkSchema = z.object({ name: z.string(), at: z.iso.datetime({ offset: true }) });
export type FarmerMark = z.infer<typeof farmerMarkSchema>;

export const farmerDetailSchema = z.object({
  farmer: farmerResponseSchema,
  intelligence: z.array(farmerIntelligenceSchema),
  actionPlan: z.array(actionPointSchema),
  addedBy: z.nullable(farmerMarkSchema),
  changedBy: z.nullable(farmerMarkSchema),
});
export type FarmerDetail = z.infer<typeof farmerDetailSchema>;

export const businessDocumentKeys = [
  'gstNumber',
  'fssaiNumber',
  'panDocument',
  'moaDocument',
  'aoaDocument',
] as const;
export type BusinessDocumentKey = (typeof businessDocumentKeys)[number];

export const dashboardSchema = z.object({
  fpoName: z.string(),
  farmers: farmerStatsSchema,
  productValue: z.number(),
  inputValue: z.number(),
  recentFarmers: z.array(farmerResponseSchema),
  documents: z.object({
    items: z.record(z.enum(businessDocumentKeys), z.boolean()),
    completionPercentage: z.number().int(),
  }),
  opportunity: z.object({ minimumAnnualRupees: z.number() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Business documents: percentage complete of five, rounded (spec 9). */
export const documentCompletion = (items: Record<BusinessDocumentKey, boolean>) =>
  Math.round((businessDocumentKeys.filter((key) => items[key]).length / businessDocumentKeys.length) * 100);

/** Badge colour of the documents panel: green at 100, yellow at 60 or more, red below. */
export const documentBand = (percentage: number): 'complete' | 'partial' | 'low' =>
  percentage >= 100 ? 'complete' : percentage >= 60 ? 'partial' : 'low';

export const minimumAnnualOpportunity = (totalAcres: number) =>
  Math.round(totalAcres * OPPORTUNITY_RUPEES_PER_ACRE);
