import { z } from 'zod';
import {
  genders,
  validateAcres,
  validateFarmerName,
  validateFarmerPhone,
  validateGender,
  validatePincode,
  validatePlace,
  zodFromFieldRule,
  type FarmerFieldCode,
  type FieldResult,
  type Gender,
} from './farmer-fields.ts';

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
};

export type FarmerIssue = { field: FarmerField; code: FarmerFieldCode };

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
  row: Partial<Record<FarmerField, unknown>>,
): { ok: true; value: FarmerInput } | { ok: false; issues: FarmerIssue[] } => {
  const value: Partial<Record<FarmerField, unknown>> = {};
  const issues: FarmerIssue[] = [];
  for (const field of farmerFields) {
    const result = farmerFieldRules[field](row[field]);
    if (result.ok) value[field] = result.value;
    else issues.push({ field, code: result.code });
  }
  // Every field passed its own rule, so each holds the type that rule returns.
  return issues.length ? { ok: false, issues } : { ok: true, value: value as FarmerInput };
};

export const farmerInputSchema = z.object({
  farmerName: zodFromFieldRule(farmerFieldRules.farmerName),
  phoneNumber: zodFromFieldRule(farmerFieldRules.phoneNumber),
  acres: zodFromFieldRule(farmerFieldRules.acres),
  gender: zodFromFieldRule(farmerFieldRules.gender),
  village: zodFromFieldRule(farmerFieldRules.village),
  block: zodFromFieldRule(farmerFieldRules.block),
  district: zodFromFieldRule(farmerFieldRules.district),
  state: zodFromFieldRule(farmerFieldRules.state),
  pincode: zodFromFieldRule(farmerFieldRules.pincode),
});

const keyPart = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

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
  /** The upload a farmer came from; null when typed in by hand. */
  fileId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Farmer = z.infer<typeof farmerResponseSchema>;
