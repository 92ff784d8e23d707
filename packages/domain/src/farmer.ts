import { z } from 'zod';
import { apiObject, byRule, numberOrText, text } from './field-atoms.ts';
import {
  genders,
  validateAcres,
  validateFarmerName,
  validateFarmerPhone,
  validateGender,
  validatePincode,
  validatePlace,
  type FarmerFieldCode,
  type FieldResult,
  type Gender,
} from './farmer-fields.ts';
import { validatePreferredLanguage } from './language-words.ts';
import { languages, type Language } from './languages.ts';

/** Spreadsheet column order; the upload template and the error report follow it. */
export const farmerFields = [
  'farmerName',
  'phoneNumber',
  'acres',
  'gender',
  'village',
  'block',
  'district',
  'state',
  'pincode',
] as const;
export type FarmerField = (typeof farmerFields)[number];

/**
 * Columns a sheet may have or not (issue 18): a farmer without a preferred language gets the FPO's.
 * The sample file and the export write them after the nine.
 */
export const optionalFarmerFields = ['preferredLanguage'] as const;
export type OptionalFarmerField = (typeof optionalFarmerFields)[number];

/** Every column an import reads: the nine required, then the optional ones. */
export const importFields = [...farmerFields, ...optionalFarmerFields] as const;
export type ImportField = (typeof importFields)[number];

export type FarmerInput = {
  farmerName: string;
  phoneNumber: string;
  acres: number;
  gender: Gender;
  village: string;
  block: string;
  district: string;
  state: string;
  pincode: string;
  /** Absent: the FPO's language when the farmer is added; the farmer's own kept when changed. */
  preferredLanguage?: Language;
};

export type FarmerIssue = { field: ImportField; code: FarmerFieldCode };

/** Per-field rules keyed by field, so the form can check one input as the person leaves it. */
export const farmerFieldRules: { [K in FarmerField]: (raw: unknown) => FieldResult<FarmerInput[K]> } = {
  farmerName: validateFarmerName,
  phoneNumber: validateFarmerPhone,
  acres: validateAcres,
  gender: validateGender,
  village: (raw) => validatePlace('village', raw),
  block: (raw) => validatePlace('block', raw),
  district: (raw) => validatePlace('district', raw),
  state: (raw) => validatePlace('state', raw),
  pincode: validatePincode,
};

/** Every field is checked so an upload's error report lists all of a row's problems at once. */
export const validateFarmer = (
  row: Partial<Record<ImportField, unknown>>,
): { ok: true; value: FarmerInput } | { ok: false; issues: FarmerIssue[] } => {
  const value: Partial<Record<ImportField, unknown>> = {};
  const issues: FarmerIssue[] = [];
  for (const field of farmerFields) {
    const result = farmerFieldRules[field](row[field]);
    if (result.ok) value[field] = result.value;
    else issues.push({ field, code: result.code });
  }
  // An empty cell leaves the language out: the FPO's applies.
  const language = validatePreferredLanguage(row.preferredLanguage);
  if (!language.ok) issues.push({ field: 'preferredLanguage', code: language.code });
  else if (language.value) value.preferredLanguage = language.value;
  // Every field passed its own rule, so each holds the type that rule returns.
  return issues.length ? { ok: false, issues } : { ok: true, value: value as FarmerInput };
};

type TextField = Exclude<FarmerField, 'acres'>;
/**
 * Caps on the text as sent, before the field rule trims, strips and judges it; generous enough for
 * any real value in an Indian script, short enough that no one stores a megabyte in a name.
 */
const sentText: Record<TextField, { max: number; required: FarmerFieldCode }> = {
  farmerName: { max: 200, required: 'farmer_name_required' },
  phoneNumber: { max: 30, required: 'phone_required' },
  gender: { max: 30, required: 'gender_required' },
  village: { max: 200, required: 'village_required' },
  block: { max: 200, required: 'block_required' },
  district: { max: 200, required: 'district_required' },
  state: { max: 200, required: 'state_required' },
  pincode: { max: 20, required: 'pincode_required' },
};

/** A text field of the API: a JSON string without control characters, then the field's own rule. */
const sentTextField = <F extends TextField>(field: F) =>
  text(sentText[field]).transform(byRule(farmerFieldRules[field]));

/**
 * The API and the farmer form judge a farmer with the spreadsheet's rules, but only after refusing
 * what no form sends: other JSON types ("true" must not become the name True), control characters
 * and unknown keys. Acres may come as the typed text or as a number.
 */
const farmerInputShape = {
  farmerName: sentTextField('farmerName'),
  phoneNumber: sentTextField('phoneNumber'),
  acres: numberOrText({ max: 20, required: 'acres_required' }).transform(byRule(farmerFieldRules.acres)),
  gender: sentTextField('gender'),
  village: sentTextField('village'),
  block: sentTextField('block'),
  district: sentTextField('district'),
  state: sentTextField('state'),
  pincode: sentTextField('pincode'),
  /** One of the six codes, as the form's picker sends it; left out, the FPO's language applies. */
  preferredLanguage: z.enum(languages, { error: 'language_invalid' }).optional(),
};
export const farmerInputSchema = apiObject(farmerInputShape);

/**
 * A change names the version of the farmer it was made from (issue 20): an edit typed offline
 * while someone else changed the farmer is refused with `farmer_changed` instead of overwriting
 * their change. Left out (an API client of before), the change applies to whatever is there.
 */
export const farmerUpdateInputSchema = apiObject({
  ...farmerInputShape,
  baseVersion: z
    .number({ error: 'version_invalid' })
    .int('version_invalid')
    .min(1, 'version_invalid')
    .optional(),
});
export type FarmerUpdateInput = FarmerInput & { baseVersion?: number };

/**
 * A `duplicate_farmer` refusal names the farmer already on the register (of the caller's own FPO)
 * in an issue `{ field: 'existingFarmerId', code: <its id> }`, and the rule it matched in another
 * (`phoneNumber` or `farmerName`, code `duplicate`), so the app can offer to merge into it.
 */
export const EXISTING_FARMER_FIELD = 'existingFarmerId';
export const existingFarmerOf = (issues: readonly { field: string; code: string }[]) => {
  const id = issues.find((issue) => issue.field === EXISTING_FARMER_FIELD)?.code;
  const rule = issues.find((issue) => issue.code === 'duplicate')?.field;
  return id ? { id, sameRule: rule === 'farmerName' ? ('details' as const) : ('phone' as const) } : null;
};

/** The header a farmer write carries so that sending it again never writes twice (issue 20). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const farmerWriteHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'idempotency_key_invalid').optional(),
});

const keyPart = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Two farmers with the same name in the same village and pincode are probably one person entered twice. */
export const duplicateDetailsKey = (input: Pick<FarmerInput, 'farmerName' | 'village' | 'pincode'>): string =>
  [input.farmerName, input.village, input.pincode].map(keyPart).join('|');

export const farmerSources = ['manual', 'upload'] as const;
export type FarmerSource = (typeof farmerSources)[number];

export const farmerResponseSchema = z.object({
  id: z.string(),
  farmerName: z.string(),
  phoneNumber: z.string(),
  acres: z.number(),
  gender: z.enum(genders),
  village: z.string(),
  block: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  source: z.enum(farmerSources),
  /** The language messages reach the farmer in (issue 18). */
  preferredLanguage: z.enum(languages),
  /** The upload a farmer came from; null when typed in by hand. */
  fileId: z.string().nullable(),
  /** Counts the farmer's changes, from 1; an edit sends back the one it started from. */
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Farmer = z.infer<typeof farmerResponseSchema>;
