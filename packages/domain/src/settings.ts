import { z } from 'zod';
import { validateFssai, validateGstin } from './business-numbers.ts';
import { EARLIEST_INCORPORATION, gstFilings } from './compliance-rules.ts';
import { apiObject, byRule, optionalText, text } from './field-atoms.ts';
import { validateFpoName, validateFpoPhone } from './fpo-profile.ts';
import { pictureSchema } from './inventory-api.ts';
import { isCalendarDate, todayInIndia } from './india-dates.ts';
import { languages } from './languages.ts';

/**
 * The Settings screen's text fields (spec 2.12, 5): the operator's own details and the FPO's. The
 * e-mail is shown but never changed here; the language is saved the moment it is chosen.
 */

type Rule<T> = (raw: unknown) => { ok: true; value: T } | { ok: false; code: string };

/** An optional field judged by a rule when given; blank stays nothing. */
const optionalByRule = <T>(max: number, rule: Rule<T>) =>
  optionalText({ max }).transform((value, ctx) => (value === null ? null : byRule(rule)(value, ctx)));

/** A website as typed, with https:// added when it names no scheme (spec 5); a host with a dot. */
export const validateWebsite: Rule<string> = (raw) => {
  const typed = String(raw).trim();
  const withScheme = /^https?:\/\//i.test(typed) ? typed : `https://${typed}`;
  try {
    const url = new URL(withScheme);
    if (url.hostname.includes('.') && !/\s/.test(typed)) return { ok: true, value: url.href };
  } catch {
    // not a URL
  }
  return { ok: false, code: 'website_invalid' };
};

/** The operator's own phone: digits with an optional leading +, as onboarding stored it. */
const validatePersonalPhone: Rule<string> = (raw) => {
  const compact = String(raw).replace(/[\s-]/g, '');
  return /^\+?\d{6,15}$/.test(compact) ? { ok: true, value: compact } : { ok: false, code: 'phone_invalid' };
};

/** The producer company's date of incorporation: a real day, not before such companies existed, not ahead. */
const validateIncorporationDate = (raw: string) =>
  isCalendarDate(raw) && raw >= EARLIEST_INCORPORATION && raw <= todayInIndia()
    ? { ok: true as const, value: raw }
    : { ok: false as const, code: 'incorporation_date_invalid' };

const textRule =
  <T>(rule: (raw: string) => { ok: true; value: T } | { ok: false; code: string }): Rule<T> =>
  (raw) =>
    rule(String(raw));

export const settingsInputSchema = apiObject({
  fullName: text({ max: 100, required: 'full_name_required' }),
  organization: optionalText({ max: 120 }),
  phone: text({ max: 30, required: 'phone_required' }).transform(byRule(validatePersonalPhone)),
  fpoName: text({ max: 120, required: 'fpo_name_required' }).transform(byRule(validateFpoName)),
  fpoPhone: optionalByRule(20, validateFpoPhone),
  fpoAddress: optionalText({ max: 500, multiline: true }),
  fpoWebsite: optionalByRule(200, validateWebsite),
  gstNumber: optionalByRule(30, textRule(validateGstin)),
  fssaiNumber: optionalByRule(30, textRule(validateFssai)),
  incorporationDate: optionalByRule(10, textRule(validateIncorporationDate)),
  gstFiling: z.enum(gstFilings, { error: 'gst_filing_invalid' }).default('monthly'),
  /** The language most of the FPO's farmers read (issue 18); left out, it stays as it is. */
  fpoLanguage: z.enum(languages, { error: 'language_invalid' }).optional(),
});
export type SettingsInput = z.output<typeof settingsInputSchema>;

export const settingsSchema = z.object({
  email: z.string(),
  language: z.enum(languages),
  fullName: z.string(),
  organization: z.string().nullable(),
  phone: z.string(),
  fpoName: z.string(),
  fpoPhone: z.string().nullable(),
  fpoAddress: z.string().nullable(),
  fpoWebsite: z.string().nullable(),
  gstNumber: z.string().nullable(),
  fssaiNumber: z.string().nullable(),
  incorporationDate: z.string().nullable(),
  gstFiling: z.enum(gstFilings),
  /** A new farmer's preferred language unless another is chosen (issue 18). */
  fpoLanguage: z.enum(languages),
});
export type Settings = z.infer<typeof settingsSchema>;

/** The logo and the four village photos (spec 9: up to 4 village photos and 1 logo). */
export const photoSlots = ['logo', 'village1', 'village2', 'village3', 'village4'] as const;
export type PhotoSlot = (typeof photoSlots)[number];
export const photoSlotParamsSchema = apiObject({ slot: z.enum(photoSlots, { error: 'slot_invalid' }) });
export const fpoPhotosSchema = z.record(z.enum(photoSlots), pictureSchema.nullable());
export type FpoPhotos = z.infer<typeof fpoPhotosSchema>;

/** The five documents of the Documents tab (spec 3: pan, tan, aadhar, moa, aoa file fields). */
export const documentKinds = ['pan', 'tan', 'aadhar', 'moa', 'aoa'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentKindParamsSchema = apiObject({ kind: z.enum(documentKinds, { error: 'kind_invalid' }) });
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const storedDocumentSchema = z.object({
  type: z.enum(['pdf', 'jpeg', 'png', 'webp']),
  uploadedAt: z.iso.datetime({ offset: true }),
});
/**
 * A stored document of the Documents tab, with the member who last stored it and when (issue 20);
 * null for a file stored before teams, or by an account since deleted.
 */
export const businessDocumentSchema = storedDocumentSchema.extend({
  changedBy: z
    .object({ name: z.string(), at: z.iso.datetime({ offset: true }) })
    .nullable()
    .optional(),
});
export const businessDocumentsSchema = z.record(z.enum(documentKinds), businessDocumentSchema.nullable());
export type BusinessDocuments = z.infer<typeof businessDocumentsSchema>;
