import { z } from 'zod';

/**
 * The building blocks of every API body, query and path schema. Each refuses what a careless or
 * hostile client can send (a value of the wrong JSON type, a control character, a megabyte of text,
 * a key nobody asked for) with a code, so the answer is a 400 naming the field instead of the
 * database failing on it later.
 */
export const inputCodes = [
  'required',
  'type_invalid',
  'text_invalid_characters',
  'too_long',
  'unknown_field',
] as const;
export type InputCode = (typeof inputCodes)[number];

/**
 * Control characters (C0, DEL, C1) and lone UTF-16 surrogates. PostgreSQL refuses NUL in text and a
 * lone surrogate is not a character at all; the others are invisible debris no one means to store.
 * Format characters stay: ZWJ and ZWNJ shape Malayalam chillus and Devanagari or Kannada conjuncts.
 */
const singleLineForbidden = /[\p{Cc}\p{Cs}]/u;
const multiLineForbidden = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export const hasForbiddenCharacters = (text: string, { multiline = false } = {}): boolean =>
  (multiline ? multiLineForbidden : singleLineForbidden).test(text);

type TextOptions = {
  /** Longest accepted length after trimming, in UTF-16 units (one per character for Indian scripts). */
  max: number;
  /** Code for a missing, null or blank value; without it a blank string is accepted. */
  required?: string;
  /** Tab and line breaks are allowed, as in an address typed over several lines. */
  multiline?: boolean;
};

/** A JSON string, trimmed, capped, and free of control characters. Nothing else passes as text. */
export const text = ({ max, required, multiline = false }: TextOptions) => {
  const base = z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? (required ?? 'required') : 'type_invalid',
    })
    .refine((value) => !hasForbiddenCharacters(value, { multiline }), 'text_invalid_characters')
    .trim()
    .max(max, 'too_long');
  return required ? base.min(1, required) : base;
};

/** Text a person may leave out: missing, null and blank all become null. */
export const optionalText = (options: Omit<TextOptions, 'required'>) =>
  text(options)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A number, or the text a person typed for one (the farmer form sends acres as typed). Booleans,
 * arrays, objects and null are refused, never turned into "true" or "1,2".
 */
export const numberOrText = ({ max, required }: { max: number; required: string }) =>
  z.union([z.number(), text({ max })], {
    error: (issue) => (issue.input === undefined || issue.input === null ? required : 'type_invalid'),
  });

/**
 * Hands a value that passed its atom to a field rule (the spreadsheet's), whose failure code becomes
 * the issue: `text({ max: 200 }).transform(byRule(validateFarmerName))`.
 */
export const byRule =
  <T, C extends string>(rule: (raw: unknown) => { ok: true; value: T } | { ok: false; code: C }) =>
  (value: unknown, ctx: z.RefinementCtx): T => {
    const result = rule(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.code });
    return z.NEVER;
  };

/** A JSON boolean; the strings "true" and "false" are not booleans. */
export const flag = () => z.boolean({ error: 'type_invalid' });

/** A whole number from a querystring, where every value arrives as text. */
export const queryInteger = ({ code, min, max }: { code: string; min: number; max: number }) =>
  z.coerce.number({ error: code }).int(code).min(min, code).max(max, code);

/** A path or body id: a UUID, or the field's own code. */
export const uuid = (code: string) => z.uuid({ error: code });

/**
 * An object that refuses keys it does not declare, so a misspelt or smuggled field is reported
 * rather than silently dropped, and refuses anything that is not an object.
 */
export const apiObject = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'unknown_field'
        : issue.code === 'invalid_type'
          ? 'type_invalid'
          : undefined,
  });
