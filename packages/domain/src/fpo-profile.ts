import type { z } from 'zod';
import { apiObject, byRule, text } from './field-atoms.ts';
import { isBlankFpoText } from './blank-text.ts';
import { toText } from './farmer-fields.ts';

/**
 * An FPO must have a usable name and phone before it adds farmers, products, inputs or buyers,
 * because buyers and farmers reach the FPO through them.
 */
export const fpoProfileFields = ['fpoName', 'fpoPhone'] as const;
export type FpoProfileField = (typeof fpoProfileFields)[number];

export type FpoNameCode = 'fpo_name_required' | 'fpo_name_too_short';
export type FpoPhoneCode = 'fpo_phone_required' | 'fpo_phone_invalid';

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

/**
 * What the profile modal's phone input shows after each keystroke or paste; both go through this
 * one function, so a 0 typed after the pre-filled +91 is dropped just as a pasted 0… number's is.
 */
export const formatFpoPhoneInput = (typed: string): string => {
  const text = typed.trim();
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+');
  // Backspacing into the prefix ('+9', '+') must not turn its remains into the number.
  if (international && '91'.startsWith(digits)) return '+91';
  // Trunk (0) and international (00) prefixes are not part of the ten digits.
  let local = digits.replace(/^0+/, '');
  if ((international || text.startsWith('00') || local.length > 10) && local.startsWith('91'))
    local = local.slice(2).replace(/^0+/, '');
  return `+91${local}`.slice(0, FPO_PHONE_INPUT_LENGTH);
};

type ProfileFacts = {
  name: string | null;
  phone: string | null;
  /** The phone the signed-in operator gave in onboarding step 1. */
  operatorPhone?: string | null;
};

/**
 * The FPO's contact phone: its own number when valid, else the operator's from onboarding
 * (decisions/004), so the profile gate never asks again for a number onboarding already took.
 */
export const fpoContactPhone = ({ phone, operatorPhone }: Omit<ProfileFacts, 'name'>): string | null => {
  for (const candidate of [phone, operatorPhone]) {
    const checked = validateFpoPhone(candidate);
    if (checked.ok) return checked.value;
  }
  return null;
};

export const missingFpoProfileFields = (fpo: ProfileFacts): FpoProfileField[] => {
  const missing: FpoProfileField[] = [];
  if (!validateFpoName(fpo.name).ok) missing.push('fpoName');
  if (fpoContactPhone(fpo) === null) missing.push('fpoPhone');
  return missing;
};

/** The onboarding caps: an FPO name of 120 characters, a phone of 20 (the modal itself stops at 13). */
export const fpoProfileUpdateSchema = apiObject({
  fpoName: text({ max: 120, required: 'fpo_name_required' }).transform(byRule(validateFpoName)).optional(),
  fpoPhone: text({ max: 20, required: 'fpo_phone_required' }).transform(byRule(validateFpoPhone)).optional(),
});
export type FpoProfileUpdate = z.output<typeof fpoProfileUpdateSchema>;
