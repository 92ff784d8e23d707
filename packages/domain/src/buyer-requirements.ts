import { z } from 'zod';
import { apiObject, byRule, optionalText, text, uuid } from './field-atoms.ts';
import { normaliseDigits, toText } from './farmer-fields.ts';
import { indianStates } from './indian-states.ts';

/** At most this many crops on one requirement. */
export const REQUIREMENT_CROPS_MAX = 20;
/**
 * A person takes longer than this to fill the form in; a submission sooner after the form was
 * opened is a script's, and is dropped. A form open longer than the token's life is opened again.
 */
export const REQUIREMENT_MIN_FILL_MS = 3_000;
export const REQUIREMENT_FORM_TOKEN_MS = 24 * 60 * 60 * 1000;

type Result<T, C extends string> = { ok: true; value: T } | { ok: false; code: C };

/**
 * Ten digits starting 6 to 9 (document 2, 5), kept as the ten digits. Indian digits count; spaces,
 * dashes and a +91 or 0 in front (pasted from a contact) do not.
 */
export const validateMobile = (raw: unknown): Result<string, 'phone_required' | 'phone_invalid'> => {
  const compact = normaliseDigits(toText(raw)).replace(/[\s-]/g, '');
  if (!compact) return { ok: false, code: 'phone_required' };
  const digits = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(compact)?.[1];
  return digits ? { ok: true, value: digits } : { ok: false, code: 'phone_invalid' };
};

/** Exactly six digits (document 2, 5). */
export const validateSixDigitPincode = (
  raw: unknown,
): Result<string, 'pincode_required' | 'pincode_invalid'> => {
  const digits = normaliseDigits(toText(raw)).replace(/\s/g, '');
  if (!digits) return { ok: false, code: 'pincode_required' };
  return /^\d{6}$/.test(digits) ? { ok: true, value: digits } : { ok: false, code: 'pincode_invalid' };
};

const state = text({ max: 40, required: 'state_required' }).refine(
  (value) => (indianStates as readonly string[]).includes(value),
  'state_invalid',
);

/**
 * The public buyer requirement form (document 2, 2.22 and 5). `website` is a field people never see
 * (a bot that fills every input fills it); `formToken` says when the form was opened.
 */
export const buyerRequirementInputSchema = apiObject({
  name: text({ max: 120, required: 'name_required' }),
  phone: text({ max: 20, required: 'phone_required' }).transform(byRule(validateMobile)),
  city: text({ max: 80, required: 'city_required' }),
  state,
  pincode: text({ max: 12, required: 'pincode_required' }).transform(byRule(validateSixDigitPincode)),
  cropIds: z
    .array(uuid('crop_invalid'), { error: 'crops_required' })
    .min(1, 'crops_required')
    .max(REQUIREMENT_CROPS_MAX, 'too_many_crops')
    .transform((ids) => [...new Set(ids)]),
  quantityRequirements: optionalText({ max: 300 }),
  qualityDescription: optionalText({ max: 1000, multiline: true }),
  website: optionalText({ max: 300 }),
  formToken: text({ max: 200, required: 'form_expired' }),
});
export type BuyerRequirementInput = z.output<typeof buyerRequirementInputSchema>;

export const requirementFormTokenSchema = z.object({ token: z.string() });

export const requirementReceivedSchema = z.object({ received: z.literal(true) });

/** A published requirement as FPOs read it (document 2, 6: FPO users see all published ones). */
export const buyerRequirementSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  crops: z.array(z.object({ id: z.uuid(), name: z.string() })),
  quantityRequirements: z.string().nullable(),
  qualityDescription: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  /** The crops of this requirement that the FPO's own products name. */
  matchingCrops: z.array(z.string()),
});
export type BuyerRequirement = z.infer<typeof buyerRequirementSchema>;

export const buyerRequirementListSchema = z.object({
  items: z.array(buyerRequirementSchema),
  /** What the filters offer: the crops and states of every published requirement. */
  crops: z.array(z.object({ id: z.uuid(), name: z.string() })),
  states: z.array(z.string()),
});
export type BuyerRequirementList = z.infer<typeof buyerRequirementListSchema>;

export const buyerRequirementQuerySchema = apiObject({
  crop: uuid('crop_invalid').optional(),
  state: z.enum(indianStates, { error: 'state_invalid' }).optional(),
});

export const requirementIdParamsSchema = apiObject({ requirementId: uuid('requirement_id_invalid') });

/** Every requirement as the Sangam team reviews it, published or not (document 2, 2.7). */
export const adminBuyerRequirementSchema = buyerRequirementSchema
  .omit({ matchingCrops: true })
  .extend({ isPublished: z.boolean() });
export type AdminBuyerRequirement = z.infer<typeof adminBuyerRequirementSchema>;

/** An admin's verify and publish switches (document 2, 4). */
export const requirementFlagsSchema = apiObject({
  isVerified: z.boolean({ error: 'type_invalid' }).optional(),
  isPublished: z.boolean({ error: 'type_invalid' }).optional(),
});

/**
 * The Sangam team's edit of a requirement (document 2, 5): the form's own rules (name, phone, city,
 * state, pincode and at least one crop required; the phone ten digits from 6 to 9; the pincode six
 * digits; the state one of the 28; every field trimmed), the crops by id as the form sends them.
 */
export const requirementEditSchema = buyerRequirementInputSchema.pick({
  name: true,
  phone: true,
  city: true,
  state: true,
  pincode: true,
  cropIds: true,
  quantityRequirements: true,
  qualityDescription: true,
});
export type RequirementEdit = z.output<typeof requirementEditSchema>;

/** A page of requirements for the back office, newest first. */
export const adminRequirementsPageSchema = z.object({
  items: z.array(adminBuyerRequirementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminRequirementsPage = z.infer<typeof adminRequirementsPageSchema>;
