import { z } from 'zod';
import { normaliseDigits } from './farmer-fields.ts';
import { apiObject } from './field-atoms.ts';

/** An Indian pincode: six digits, the first not zero. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** `GET /api/pincodes/{pincode}`: six digits exactly, nothing else (decision 035). */
export const pincodeParamsSchema = apiObject({
  pincode: z.string({ error: 'pincode_invalid' }).regex(PINCODE_PATTERN, 'pincode_invalid'),
});

/** Where India Post's directory puts a pincode. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

/**
 * The pincode a farmer list search stands for, or null when the text is not one: a run of 3 to 6
 * digits (spaces allowed, Indian-script digits read as such) that could begin a pincode. Six digits
 * are that pincode; fewer are its beginning, as a phone search takes the digits typed.
 */
export const pincodeSearch = (text: string): { pincode: string; exact: boolean } | null => {
  const digits = normaliseDigits(text).replace(/\s/g, '');
  if (!/^[1-9]\d{2,5}$/.test(digits)) return null;
  return { pincode: digits, exact: digits.length === 6 };
};
