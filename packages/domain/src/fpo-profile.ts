import { z } from 'zod';
import { toText, zodFromFieldRule } from './farmer-fields.ts';

/**
 * An FPO must have a usable name and phone before it adds farmers, products, inputs or buyers,
 * because buyers and farmers reach the FPO through them.
 */
export const fpoProfileFields = ['fpoName', 'fpoPhone'] as const;
export type FpoProfileField = (typeof fpoProfileFields)[number];

export type FpoNameCode = 'fpo_name_required' | 'fpo_name_too_short';
export type FpoPhoneCode = 'fpo_phone_required' | 'fpo_phone_invalid';

/** Older rows and careless clients stored the words 'null' and 'undefined'; they mean nothing was given. */
export const isBlankFpoText = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text === '' || text === 'null' || text === 'undefined';
};

export const validateFpoName = (
  raw: unknown,
): { ok: true; value: string } | { ok: false; code: FpoNameCode } => {
  if (isBlankFpoText(raw)) return { ok: false, code: 'fpo_name_required' };
  const name = toText(raw);
  return [...name].length < 2 ? { ok: false, code: 'fpo_name_too_short' } : { ok: true, value: name };
};

const fpoMobile = /^(\+91|91)?([6-9]\d{9})$/;

export const validateFpoPhone = (
  raw: unknown,
): { ok: true; value: string } | { ok: false; code: FpoPhoneCode } => {
  if (isBlankFpoText(raw)) return { ok: false, code: 'fpo_phone_required' };
  const compact = toText(raw).replace(/[\s-]/g, '');
  // The modal's input starts out holding '+91', so that alone means nothing was typed.
  if (compact === '+91') return { ok: false, code: 'fpo_phone_required' };
  const match = fpoMobile.exec(compact);
  return match?.[2] ? { ok: true, value: `+91${match[2]}` } : { ok: false, code: 'fpo_phone_invalid' };
};

const FPO_PHONE_INPUT_LENGTH = '+91'.length + 10;

/** What the profile modal's phone input shows after each keystroke or paste. */
export const formatFpoPhoneInput = (typed: string): string => {
  const text = typed.trim();
  const digits = text.replace(/\D/g, '');
  let local: string;
  if (text.startsWith('+')) {
    // Backspacing into the prefix ('+9', '+') must not turn its remains into the number.
    if ('91'.startsWith(digits)) return '+91';
    local = digits.startsWith('91') ? digits.slice(2) : digits;
  } else if (digits.length > 10 && digits.startsWith('91')) {
    local = digits.slice(2);
  } else {
    // A pasted trunk-prefixed number (098450 12345) keeps its ten digits.
    local = digits.startsWith('0') ? digits.slice(1) : digits;
  }
  return `+91${local}`.slice(0, FPO_PHONE_INPUT_LENGTH);
};

export const missingFpoProfileFields = (fpo: {
  name: string | null;
  phone: string | null;
}): FpoProfileField[] => {
  const missing: FpoProfileField[] = [];
  if (!validateFpoName(fpo.name).ok) missing.push('fpoName');
  if (!validateFpoPhone(fpo.phone).ok) missing.push('fpoPhone');
  return missing;
};

export const fpoProfileUpdateSchema = z.object({
  fpoName: zodFromFieldRule(validateFpoName).optional(),
  fpoPhone: zodFromFieldRule(validateFpoPhone).optional(),
});
export type FpoProfileUpdate = z.output<typeof fpoProfileUpdateSchema>;
