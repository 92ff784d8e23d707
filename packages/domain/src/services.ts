import { z } from 'zod';
import { validateFarmerPhone } from './farmer-fields.ts';
import { apiObject, byRule, optionalText, text } from './field-atoms.ts';
import { requiredPlanForPath, type GatedPlan } from './navigation.ts';

/**
 * The information pages of document 2, 2.15 (decision 033): what each service covers and costs, in
 * one place for the pages and the enquiry mail. The texts of the lists live with the screens
 * (locales, `services` namespace); the keys, their order and the prices live here.
 */

export const serviceKinds = ['accounting', 'ca', 'cs', 'dpr', 'hfn_store'] as const;
export type ServiceKind = (typeof serviceKinds)[number];

/** The page each service is described on. */
export const servicePaths = {
  accounting: '/accounting',
  ca: '/ca-services',
  cs: '/cs-services',
  dpr: '/dpr-services',
  hfn_store: '/hfn-stores',
} as const satisfies Record<ServiceKind, string>;

/** The plan an FPO needs, once its trial is over, to open a service's page and to enquire from it. */
export const planForService = (service: ServiceKind): GatedPlan | null =>
  requiredPlanForPath(servicePaths[service]);

export const servicePlanKeys = [
  'basic',
  'premium',
  'enterprise',
  'standard',
  'bank_loan',
  'government_scheme',
  'investment',
] as const;
export type ServicePlanKey = (typeof servicePlanKeys)[number];

export type ServicePlan = {
  key: ServicePlanKey;
  /** Whole rupees, before GST. */
  price: number;
  per: 'year' | 'project';
  /** The plan the page marks as the one most FPOs take. */
  popular?: boolean;
};

/** Document 2, 9: the prices the pages show, per year for CA and CS, per project for a DPR. */
export const servicePlans = {
  accounting: [],
  ca: [
    { key: 'basic', price: 25_000, per: 'year' },
    { key: 'premium', price: 45_000, per: 'year', popular: true },
    { key: 'enterprise', price: 75_000, per: 'year' },
  ],
  cs: [
    { key: 'standard', price: 35_000, per: 'year', popular: true },
    { key: 'premium', price: 55_000, per: 'year' },
  ],
  dpr: [
    { key: 'bank_loan', price: 50_000, per: 'project', popular: true },
    { key: 'government_scheme', price: 75_000, per: 'project' },
    { key: 'investment', price: 100_000, per: 'project' },
  ],
  hfn_store: [],
} as const satisfies Record<ServiceKind, readonly ServicePlan[]>;

export const planOfService = (service: ServiceKind, plan: string | null): ServicePlan | null =>
  (servicePlans[service] as readonly ServicePlan[]).find((candidate) => candidate.key === plan) ?? null;

/** What a chartered accountant does for an FPO through the year (document 2, 9: seven items). */
export const caServiceItems = [
  'statutory_audit',
  'financial_statements',
  'income_tax',
  'gst',
  'tds',
  'utilisation_certificates',
  'bookkeeping_review',
] as const;

/** What a company secretary keeps for a producer company (document 2, 9: six items). */
export const csServiceItems = ['mgt7', 'aoc4', 'dir3_kyc', 'minutes', 'registers', 'roc_changes'] as const;

/** The parts of a detailed project report (document 2, 9: six components). */
export const dprComponents = [
  'summary',
  'market',
  'technical',
  'financials',
  'cost_and_finance',
  'risks',
] as const;

/** The accounting software's feature cards (document 2, 2.15). */
export const accountingFeatures = [
  'easy',
  'cooperative',
  'compliance',
  'members',
  'procurement',
  'schemes',
] as const;

/** The seven mandatory compliance items of the chartered-accountant section (document 2, 2.15). */
export const accountingComplianceItems = [
  'audit_report',
  'balance_sheet',
  'director_kyc',
  'mgt7',
  'other_roc',
  'pas3',
  'utilisation_certificate',
] as const;

/** Why an FPO would choose Sangam's accountants. */
export const accountingReasons = ['fpo_experts', 'one_place', 'on_time', 'fixed_fee'] as const;

/** What a franchise store of the HFN network gets from it. */
export const hfnStoreFeatures = ['brand', 'supply', 'training', 'technology', 'marketing', 'credit'] as const;

/** How a store comes to open, step by step. */
export const hfnStoreSteps = ['enquire', 'visit', 'agreement', 'launch'] as const;

/** An FPO's enquiries a rolling hour, so a stuck button or a script cannot flood the owner's inbox. */
export const ENQUIRIES_PER_HOUR = 5;

/**
 * An enquiry from a service page: the service, a plan of that service where it has plans (or none
 * chosen yet), who to call back and what the FPO wants. The FPO and the user's email come from the
 * session, never from the form.
 */
export const enquiryInputSchema = apiObject({
  service: z.enum(serviceKinds, { error: 'service_invalid' }),
  plan: z.nullable(z.enum(servicePlanKeys, { error: 'plan_invalid' })).optional(),
  name: text({ max: 120, required: 'name_required' }),
  phone: text({ max: 20, required: 'phone_required' }).transform(byRule(validateFarmerPhone)),
  message: optionalText({ max: 2000, multiline: true }),
}).transform((input, ctx) => {
  const plan = input.plan ?? null;
  if (plan !== null && !planOfService(input.service, plan))
    ctx.addIssue({ code: 'custom', message: 'plan_invalid', path: ['plan'] });
  return { service: input.service, plan, name: input.name, phone: input.phone, message: input.message };
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;
export type Enquiry = z.output<typeof enquiryInputSchema>;

/** What the service pages need from the server: Sangam's contact, and whether enquiries reach anyone. */
export const servicesInfoSchema = z.object({
  /** SUPPORT_PHONE and SUPPORT_EMAIL; each null when not configured. */
  contact: z.object({ phone: z.nullable(z.string()), email: z.nullable(z.string()) }),
  /** False when OWNER_EMAIL is not set: an enquiry would have nowhere to go. */
  enquiriesOpen: z.boolean(),
});
export type ServicesInfo = z.infer<typeof servicesInfoSchema>;
