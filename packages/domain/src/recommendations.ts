import { z } from 'zod';
import { fitTiers, lenderTypes, schemeTypes } from './recommendation-scoring.ts';

/**
 * What /finance and /schemes read (document 2, 2.13 and 2.14): the catalogue entries, each with
 * its fitment score, tier and reasons for this FPO, best first, and the snapshot they were scored
 * against. Catalogue text is data as its issuers publish it; reasons are codes the web app words.
 */

export const loanKinds = ['food_processing', 'working_capital', 'warehouse', 'other'] as const;
export const governmentLevels = ['Central', 'State', 'Local'] as const;

const reasonSchema = z.object({
  component: z.string(),
  points: z.number(),
  max: z.number(),
  code: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.number(), z.string()]))),
});

const fitFields = {
  fitmentScore: z.number().int(),
  tier: z.enum(fitTiers),
  fitmentReasons: z.array(reasonSchema),
};

const contactFields = {
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
};

export const loanOptionSchema = z.object({
  id: z.string(),
  lenderName: z.string(),
  lenderType: z.enum(lenderTypes),
  loanType: z.string(),
  loanKind: z.enum(loanKinds),
  minAmount: z.number(),
  maxAmount: z.number(),
  interestRate: z.string(),
  tenure: z.string(),
  processingTime: z.string(),
  ...contactFields,
  eligibilityCriteria: z.array(z.string()),
  requiredDocuments: z.array(z.string()),
  specialFeatures: z.array(z.string()),
  collateralRequired: z.boolean(),
  subsidyAvailable: z.boolean(),
  icon: z.string(),
});
export type LoanOption = z.infer<typeof loanOptionSchema>;

export const schemeSchema = z.object({
  id: z.string(),
  schemeName: z.string(),
  governmentLevel: z.enum(governmentLevels),
  department: z.string(),
  schemeType: z.enum(schemeTypes),
  benefitAmount: z.string(),
  subsidyPercentage: z.string(),
  maxBenefit: z.number(),
  eligibilityCriteria: z.array(z.string()),
  requiredDocuments: z.array(z.string()),
  applicationProcess: z.array(z.string()),
  ...contactFields,
  processingTime: z.string(),
  targetBeneficiaries: z.string(),
  keyFeatures: z.array(z.string()),
  /** Empty: available in every state. */
  applicableStates: z.array(z.string()),
  /** Empty: any crop. */
  cropSpecific: z.array(z.string()),
  icon: z.string(),
});
export type Scheme = z.infer<typeof schemeSchema>;

export const scoredLoanSchema = loanOptionSchema.extend(fitFields);
export type ScoredLoan = z.infer<typeof scoredLoanSchema>;
export const scoredSchemeSchema = schemeSchema.extend(fitFields);
export type ScoredScheme = z.infer<typeof scoredSchemeSchema>;

export const fpoSnapshotSchema = z.object({
  fpoName: z.string(),
  totalFarmers: z.number().int(),
  totalAcres: z.number(),
  averageAcres: z.number(),
  businessOpportunity: z.number(),
  productValue: z.number(),
  inputValue: z.number(),
  location: z.object({
    state: z.string().nullable(),
    district: z.string().nullable(),
    pincode: z.string().nullable(),
  }),
  gstNumber: z.string().nullable(),
  fssaiNumber: z.string().nullable(),
  documentCompliance: z.number(),
  primaryCrops: z.array(z.string()),
});

const recommendationFields = {
  snapshot: fpoSnapshotSchema,
  /** When the scores were computed (ISO). */
  calculatedAt: z.string(),
  /** True when read from the cache; false right after a computation ('Data refreshed'). */
  fromCache: z.boolean(),
};

export const loanRecommendationsSchema = z.object({
  ...recommendationFields,
  items: z.array(scoredLoanSchema),
});
export type LoanRecommendations = z.infer<typeof loanRecommendationsSchema>;

export const schemeRecommendationsSchema = z.object({
  ...recommendationFields,
  items: z.array(scoredSchemeSchema),
});
export type SchemeRecommendations = z.infer<typeof schemeRecommendationsSchema>;

export const recommendationKinds = ['loans', 'schemes'] as const;
export type RecommendationKind = (typeof recommendationKinds)[number];

/** The back office's view of an FPO's stored recommendations (document 2, 2.4): null until computed. */
export const storedRecommendationsSchema = z.object({
  loans: z.nullable(loanRecommendationsSchema),
  schemes: z.nullable(schemeRecommendationsSchema),
});
export type StoredRecommendations = z.infer<typeof storedRecommendationsSchema>;
