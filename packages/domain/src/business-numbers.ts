/**
 * The registration numbers of the Documents tab (issue 12), checked in their real formats so a
 * typing slip is caught before a lender or a scheme sees it.
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State and union-territory codes of GST (01 Jammu and Kashmir ... 38 Ladakh; 97 other territory, 99 centre). */
const gstStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

/**
 * The GSTIN's fifteenth character: each of the first fourteen as a base-36 digit, weighted 1 and 2
 * alternately, the product's base-36 digits summed, and the check is what brings the sum to a
 * multiple of 36 (the CBIC algorithm).
 */
export const gstinCheckCharacter = (first14: string) => {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
};

export type NumberResult = { ok: true; value: string } | { ok: false; code: string };

/**
 * A 15-character GSTIN: state code, the holder's PAN (five letters, four digits, a letter), the
 * registration's number in that state, Z, and the check character. Spaces are ignored, letters
 * upper-cased.
 */
export const validateGstin = (raw: string): NumberResult => {
  const value = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return { ok: false, code: 'gstin_format' };
  if (!gstStateCode(Number(value.slice(0, 2)))) return { ok: false, code: 'gstin_state' };
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) return { ok: false, code: 'gstin_check' };
  return { ok: true, value };
};

/**
 * A 14-digit FSSAI licence (starting 1) or registration (starting 2). The digits after it code the
 * issuing authority, year and office in ways that have changed over the years, so they are not
 * judged: a real number is never refused for them.
 */
export const validateFssai = (raw: string): NumberResult => {
  const value = raw.replace(/\s+/g, '');
  return /^[12]\d{13}$/.test(value) ? { ok: true, value } : { ok: false, code: 'fssai_format' };
};
