import { z } from 'zod';
import { ADMIN_PAGE_SIZES } from './admin-users.ts';
import { apiObject, optionalText, queryInteger, text, uuid } from './field-atoms.ts';

/**
 * Dealership opportunities (document 2, 2.17, 3, 4, 5 and 8; decision 029): agriculture companies
 * appoint FPOs as dealers per category when the FPO meets the company's requirement there.
 */

/** The FPO documents a requirement may ask for (document 2, 5: GST, FSSAI, PAN, MOA, AOA). */
export const dealershipDocuments = ['gst', 'fssai', 'pan', 'moa', 'aoa'] as const;
export type DealershipDocument = (typeof dealershipDocuments)[number];

/** Document 2, 4: pending on submit, then under review, approved or rejected. */
export const dealershipApplicationStatuses = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type DealershipApplicationStatus = (typeof dealershipApplicationStatuses)[number];

/** Where an admin may move an application; back to pending is not a move. */
export const dealershipReviewStatuses = ['under_review', 'approved', 'rejected'] as const;
export type DealershipReviewStatus = (typeof dealershipReviewStatuses)[number];

/** Document 2, 5: without recorded sales, turnover is estimated as total acres x ₹45,000. */
export const TURNOVER_PER_ACRE = 45_000;

/** Recorded sales where the FPO has them, else the acres estimate; the screen says which. */
export const turnoverSources = ['recorded', 'estimate'] as const;
export type TurnoverSource = (typeof turnoverSources)[number];

/**
 * The FPO's annual turnover: its recorded sales of the last 12 months when there are any (above 0),
 * otherwise total acres x ₹45,000 (document 2, 5), labelled an estimate.
 */
export const dealershipTurnover = ({
  recordedSales,
  acres,
}: {
  recordedSales: number;
  acres: number;
}): { turnover: number; turnoverSource: TurnoverSource } =>
  recordedSales > 0
    ? { turnover: Math.round(recordedSales), turnoverSource: 'recorded' }
    : { turnover: Math.round(acres * TURNOVER_PER_ACRE), turnoverSource: 'estimate' };

/** The FPO's figures eligibility is judged on; also the application's snapshot. */
export const dealershipFiguresSchema = z.object({
  farmers: z.number().int(),
  acres: z.number(),
  turnover: z.number(),
  turnoverSource: z.enum(turnoverSources),
  documents: z.array(z.enum(dealershipDocuments)),
  /** The state most of its farmers live in; null with no farmer naming one. */
  state: z.string().nullable(),
});
export type DealershipFigures = z.infer<typeof dealershipFiguresSchema>;

export type DealershipRule = {
  minFarmers: number;
  minAcres: number;
  /** Rupees a year; 0 means no minimum. */
  minAnnualTurnover: number;
  requiredDocuments: readonly DealershipDocument[];
  /** States the company appoints dealers in; empty means anywhere. */
  states: readonly string[];
};

/**
 * One requirement the FPO does not meet, with what the spec's message needs (document 2, 8):
 * 'Need {n} more farmers'; 'Need {x} more acres' (one decimal); 'Need higher annual turnover
 * (₹{amount})'; 'Missing documents: {list}'; 'Location not covered by this dealership'.
 */
export const dealershipUnmetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('farmers'), short: z.number().int() }),
  /** Acres still needed, rounded up to one decimal so a shortfall never reads as 0.0. */
  z.object({ kind: z.literal('acres'), short: z.number() }),
  /** The company's minimum annual turnover in rupees. */
  z.object({ kind: z.literal('turnover'), needed: z.number() }),
  z.object({ kind: z.literal('documents'), missing: z.array(z.enum(dealershipDocuments)) }),
  z.object({ kind: z.literal('location') }),
]);
export type DealershipUnmet = z.infer<typeof dealershipUnmetSchema>;

export const dealershipEligibilityChecks = ['farmers', 'acres', 'turnover', 'documents', 'location'] as const;
export type DealershipEligibilityCheck = (typeof dealershipEligibilityChecks)[number];

export const dealershipEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** Each requirement met (true) or not. */
  checks: z.object({
    farmers: z.boolean(),
    acres: z.boolean(),
    turnover: z.boolean(),
    documents: z.boolean(),
    location: z.boolean(),
  }),
  unmet: z.array(dealershipUnmetSchema),
});
export type DealershipEligibility = z.infer<typeof dealershipEligibilitySchema>;

const hundredths = (value: number) => Math.round(value * 100);
const sameState = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * Document 2, 5: farmers at least the minimum; acres at least the minimum; turnover passes when the
 * minimum is 0 or the turnover reaches it; every required document present; location passes with
 * no state list, or when the FPO's state is in it (case-insensitive). Each failure comes back with
 * the values its message needs, in the order the checks are listed.
 */
export const checkDealershipEligibility = (
  figures: Pick<DealershipFigures, 'farmers' | 'acres' | 'turnover' | 'documents' | 'state'>,
  rule: DealershipRule,
): DealershipEligibility => {
  const unmet: DealershipUnmet[] = [];
  const farmers = figures.farmers >= rule.minFarmers;
  if (!farmers) unmet.push({ kind: 'farmers', short: rule.minFarmers - figures.farmers });
  // Acres are kept to two decimals: compare in hundredths, so 0.1 + 0.2 never misses 0.3.
  const acresShort = hundredths(rule.minAcres) - hundredths(figures.acres);
  const acres = acresShort <= 0;
  if (!acres) unmet.push({ kind: 'acres', short: Math.ceil(acresShort / 10) / 10 });
  const turnover = rule.minAnnualTurnover <= 0 || figures.turnover >= rule.minAnnualTurnover;
  if (!turnover) unmet.push({ kind: 'turnover', needed: rule.minAnnualTurnover });
  const missing = dealershipDocuments.filter(
    (document) => rule.requiredDocuments.includes(document) && !figures.documents.includes(document),
  );
  const documents = missing.length === 0;
  if (!documents) unmet.push({ kind: 'documents', missing });
  const states = rule.states.filter((state) => state.trim() !== '');
  const state = figures.state;
  const location = states.length === 0 || (state !== null && states.some((s) => sameState(s, state)));
  if (!location) unmet.push({ kind: 'location' });
  return {
    eligible: unmet.length === 0,
    checks: { farmers, acres, turnover, documents, location },
    unmet,
  };
};

// ---------------------------------------------------------------------------------------------
// The FPO's screen (/dealership, Pro)

export const dealershipApplicationSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  status: z.enum(dealershipApplicationStatuses),
  appliedAt: z.string(),
  statusChangedAt: z.string().nullable(),
  /** What the reviewing admin wrote to the FPO, if anything. */
  reviewNote: z.string().nullable(),
});
export type DealershipApplication = z.infer<typeof dealershipApplicationSchema>;

/** One category a company appoints dealers in, with its terms and the FPO's standing there. */
export const dealershipOfferSchema = z.object({
  requirementId: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  minFarmers: z.number().int(),
  minAcres: z.number(),
  minAnnualTurnover: z.number(),
  requiredDocuments: z.array(z.enum(dealershipDocuments)),
  states: z.array(z.string()),
  commissionStructure: z.string().nullable(),
  additionalRequirements: z.string().nullable(),
  eligibility: dealershipEligibilitySchema,
  /** The FPO's application in this company and category; the apply button hides when there is one. */
  application: z.nullable(dealershipApplicationSchema),
});
export type DealershipOffer = z.infer<typeof dealershipOfferSchema>;

export const dealershipCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  /** True when the FPO meets at least one of its categories' requirements. */
  eligible: z.boolean(),
  offers: z.array(dealershipOfferSchema),
});
export type DealershipCompany = z.infer<typeof dealershipCompanySchema>;

export const dealershipCategorySchema = z.object({ id: z.string(), name: z.string() });
export type DealershipCategory = z.infer<typeof dealershipCategorySchema>;

export const dealershipOverviewSchema = z.object({
  figures: dealershipFiguresSchema,
  categories: z.array(dealershipCategorySchema),
  /** Active companies, eligible first, then by name. */
  companies: z.array(dealershipCompanySchema),
  applications: z.array(dealershipApplicationSchema),
  counts: z.object({
    /** Company-category opportunities the FPO meets. */
    eligible: z.number().int(),
    /** The FPO's applications. */
    applied: z.number().int(),
    /** Company-category opportunities listed. */
    total: z.number().int(),
  }),
});
export type DealershipOverview = z.infer<typeof dealershipOverviewSchema>;

/** Companies eligible first, then by name (document 2, 2.17). */
export const sortDealershipCompanies = <C extends { eligible: boolean; name: string }>(companies: C[]): C[] =>
  [...companies].sort(
    (a, b) =>
      Number(b.eligible) - Number(a.eligible) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );

export const dealershipApplyInputSchema = apiObject({
  requirementId: uuid('requirement_id_invalid'),
  /** Document 2, 5: the terms checkbox must be ticked. */
  acceptTerms: z.literal(true, { error: 'terms_required' }),
});
export type DealershipApplyInput = z.output<typeof dealershipApplyInputSchema>;

// ---------------------------------------------------------------------------------------------
// The back office (/admin/dealerships, page `dealerships`)

/** A company's website: optional; when given, an http(s) address. */
const website = optionalText({ max: 300 }).refine(
  (value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  'website_invalid',
);

export const dealershipCompanyInputSchema = apiObject({
  name: text({ max: 120, required: 'name_required' }),
  description: optionalText({ max: 1000, multiline: true }),
  website,
});
export type DealershipCompanyInput = z.output<typeof dealershipCompanyInputSchema>;

export const dealershipCompanyActiveSchema = apiObject({ isActive: z.boolean({ error: 'type_invalid' }) });

export const dealershipCategoryInputSchema = apiObject({
  name: text({ max: 60, required: 'name_required' }),
});
export type DealershipCategoryInput = z.output<typeof dealershipCategoryInputSchema>;

const wholeNumber = (code: string, max: number) =>
  z.number({ error: code }).int(code).min(0, code).max(max, code);

/** The terms of one company in one category; company and category are fixed once created. */
export const dealershipTermsSchema = apiObject({
  minFarmers: wholeNumber('min_farmers_invalid', 10_000_000),
  minAcres: z
    .number({ error: 'min_acres_invalid' })
    .min(0, 'min_acres_invalid')
    .max(100_000_000, 'min_acres_invalid')
    // Kept to two decimals, as acres are everywhere.
    .transform((n) => Math.round(n * 100) / 100),
  minAnnualTurnover: wholeNumber('min_turnover_invalid', 1_000_000_000_000),
  requiredDocuments: z
    .array(z.enum(dealershipDocuments, { error: 'document_invalid' }), { error: 'type_invalid' })
    .max(dealershipDocuments.length, 'too_long')
    .transform((documents) => dealershipDocuments.filter((d) => documents.includes(d))),
  states: z
    .array(text({ max: 60, required: 'state_invalid' }), { error: 'type_invalid' })
    .max(60, 'too_long')
    // Once each, as first written: the match is case-insensitive anyway.
    .transform((states) =>
      states.filter(
        (state, i) =>
          states.findIndex((s) => s.toLocaleLowerCase('en') === state.toLocaleLowerCase('en')) === i,
      ),
    ),
  commissionStructure: optionalText({ max: 500, multiline: true }),
  additionalRequirements: optionalText({ max: 1000, multiline: true }),
});
export type DealershipTerms = z.output<typeof dealershipTermsSchema>;

export const dealershipRequirementInputSchema = apiObject({
  companyId: uuid('company_id_invalid'),
  categoryId: uuid('category_id_invalid'),
  ...dealershipTermsSchema.shape,
});
export type DealershipRequirementInput = z.output<typeof dealershipRequirementInputSchema>;

export const dealershipCompanyParamsSchema = apiObject({ companyId: uuid('company_id_invalid') });
export const dealershipCategoryParamsSchema = apiObject({ categoryId: uuid('category_id_invalid') });
export const dealershipRequirementParamsSchema = apiObject({ requirementId: uuid('requirement_id_invalid') });
export const dealershipApplicationParamsSchema = apiObject({ applicationId: uuid('application_id_invalid') });

export const adminDealershipCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  isActive: z.boolean(),
  requirementCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminDealershipCompany = z.infer<typeof adminDealershipCompanySchema>;

export const adminDealershipCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Requirements and applications naming it: a category in use cannot be deleted. */
  requirementCount: z.number().int(),
  applicationCount: z.number().int(),
});
export type AdminDealershipCategory = z.infer<typeof adminDealershipCategorySchema>;

export const adminDealershipRequirementSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  minFarmers: z.number().int(),
  minAcres: z.number(),
  minAnnualTurnover: z.number(),
  requiredDocuments: z.array(z.enum(dealershipDocuments)),
  states: z.array(z.string()),
  commissionStructure: z.string().nullable(),
  additionalRequirements: z.string().nullable(),
});
export type AdminDealershipRequirement = z.infer<typeof adminDealershipRequirementSchema>;

export const adminDealershipCompaniesSchema = z.object({ items: z.array(adminDealershipCompanySchema) });
export const adminDealershipCategoriesSchema = z.object({ items: z.array(adminDealershipCategorySchema) });
export const adminDealershipRequirementsSchema = z.object({
  items: z.array(adminDealershipRequirementSchema),
});

export const dealershipApplicationFilters = ['all', ...dealershipApplicationStatuses] as const;
export type DealershipApplicationFilter = (typeof dealershipApplicationFilters)[number];

export const adminDealershipApplicationsQuerySchema = apiObject({
  status: z.enum(dealershipApplicationFilters, { error: 'status_invalid' }).default('all'),
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  pageSize: z.coerce
    .number({ error: 'page_size_invalid' })
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'page_size_invalid')
    .default(20),
});
export type AdminDealershipApplicationsQuery = z.output<typeof adminDealershipApplicationsQuerySchema>;

export const adminDealershipApplicationSchema = z.object({
  ...dealershipApplicationSchema.shape,
  fpoId: z.string(),
  fpoName: z.string(),
  /** The FPO's figures and the checks as they stood when it applied. */
  figures: z.nullable(dealershipFiguresSchema),
  unmet: z.array(dealershipUnmetSchema),
});
export type AdminDealershipApplication = z.infer<typeof adminDealershipApplicationSchema>;

export const adminDealershipApplicationsPageSchema = z.object({
  items: z.array(adminDealershipApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every application by status, for the tabs' counts. */
  counts: z.object({
    pending: z.number().int(),
    under_review: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type AdminDealershipApplicationsPage = z.infer<typeof adminDealershipApplicationsPageSchema>;

export const dealershipStatusInputSchema = apiObject({
  status: z.enum(dealershipReviewStatuses, { error: 'status_invalid' }),
  note: optionalText({ max: 1000, multiline: true }),
});
export type DealershipStatusInput = z.output<typeof dealershipStatusInputSchema>;
