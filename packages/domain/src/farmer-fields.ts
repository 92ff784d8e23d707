/**
 * One rule per farmer field, shared by the manual form, the spreadsheet upload and the API so a
 * row is judged the same way wherever it comes from. Input is whatever a person typed or an Excel
 * cell held; output is the normalised value or a code the web app translates.
 */
export const farmerFieldCodes = [
  'farmer_name_required',
  'farmer_name_invalid',
  'phone_required',
  'phone_invalid',
  'acres_required',
  'acres_invalid',
  'acres_too_precise',
  'gender_required',
  'gender_invalid',
  'village_required',
  'block_required',
  'district_required',
  'state_required',
  'place_invalid',
  'pincode_required',
  'pincode_invalid',
  'language_invalid',
] as const;
export type FarmerFieldCode = (typeof farmerFieldCodes)[number];

export type FieldResult<T> = { ok: true; value: T } | { ok: false; code: FarmerFieldCode };

export const genders = ['Male', 'Female'] as const;
export type Gender = (typeof genders)[number];

export const placeFields = ['village', 'block', 'district', 'state'] as const;
export type PlaceField = (typeof placeFields)[number];

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const fail = (code: FarmerFieldCode): { ok: false; code: FarmerFieldCode } => ({ ok: false, code });

/** String(n) switches to exponent form past 1e21 and below 1e-6; a phone number must never look like 9.845e+9. */
const plainNumberText = (n: number): string => {
  const text = String(n);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
};

export const toText = (raw: unknown): string => {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number') return plainNumberText(raw).trim();
  if (typeof raw === 'bigint' || typeof raw === 'boolean') return String(raw);
  // Spreadsheet readers hand dates over as Date objects; no farmer field accepts one, so any
  // stable text will do to make it fail as invalid rather than as missing.
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? 'Invalid Date' : raw.toISOString();
  return String(raw).trim();
};

/** Zero code points of the Indian scripts whose digits people type on phone keyboards. */
const digitZeros = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];
const indianDigit =
  /[\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]/g;

export const normaliseDigits = (text: string): string =>
  text.replace(indianDigit, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = digitZeros.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

const capitaliseWord = (word: string) => {
  // Spread by code point so a letter outside the BMP is not split into halves.
  const [first = '', ...rest] = [...word];
  return first.toUpperCase() + rest.join('').toLowerCase();
};

export const toTitleCase = (text: string): string =>
  collapseSpaces(text)
    .split(/([ -])/)
    .map((part) => (part === ' ' || part === '-' ? part : capitaliseWord(part)))
    .join('');

/**
 * Invisible format and control characters arrive with copy-paste from WhatsApp and Excel.
 * Whitespace controls (tab, newline) become spaces rather than vanishing so words stay apart, and
 * ZWJ/ZWNJ stay because Malayalam chillus and Devanagari/Kannada conjunct forms depend on them.
 */
const stripInvisible = (text: string) =>
  text
    .replace(/\s/g, ' ')
    .replace(/(?![\u200C\u200D])[\p{Cc}\p{Cf}]/gu, '')
    // A joiner only means something after a letter or its marks; left alone it is debris.
    .replace(/(?<![\p{L}\p{M}])[\u200C\u200D]/gu, '');

/** Whole emoji sequences, so the ZWJ inside 👨‍🌾 goes with it instead of staying behind. */
const emojiSequence =
  /[\p{Extended_Pictographic}\p{Regional_Indicator}][\uFE0E\uFE0F\u20E3\p{Emoji_Modifier}]*(?:\u200D[\p{Extended_Pictographic}][\uFE0E\uFE0F\p{Emoji_Modifier}]*)*/gu;
const emojiLeftovers = /[\uFE0E\uFE0F\u20E3\p{Emoji_Modifier}]/gu;

const stripEmoji = (text: string) => text.replace(emojiSequence, '').replace(emojiLeftovers, '');

const codePoints = (text: string) => [...text].length;
const nameCharacters = /^[\p{L}\p{M}\p{Nd} .'’\-\u200C\u200D]+$/u;
const startsWithLetter = /^\p{L}/u;

export const validateFarmerName = (raw: unknown): FieldResult<string> => {
  const text = toText(raw);
  if (!text) return fail('farmer_name_required');
  const name = collapseSpaces(stripInvisible(stripEmoji(text)));
  const length = codePoints(name);
  if (length < 2 || length > 80) return fail('farmer_name_invalid');
  if (!nameCharacters.test(name) || !startsWithLetter.test(name)) return fail('farmer_name_invalid');
  // Some digits are fine ("Ramesh 2"), but a cell that is mostly digits is a phone or an id in the wrong column.
  const digits = name.match(/\p{Nd}/gu)?.length ?? 0;
  if (digits * 2 > length) return fail('farmer_name_invalid');
  return ok(toTitleCase(name));
};

const indianMobile = /^(?:\+91|91|0)?([2-9]\d{9})$/;

export const validateFarmerPhone = (raw: unknown): FieldResult<string> => {
  const text = toText(raw);
  if (!text) return fail('phone_required');
  // A fractional cell would otherwise pass once its dot is removed like a separator.
  if (typeof raw === 'number' && !Number.isInteger(raw)) return fail('phone_invalid');
  const compact = normaliseDigits(text).replace(/[\s\-.()]/g, '');
  const match = indianMobile.exec(compact);
  return match?.[1] ? ok(`+91${match[1]}`) : fail('phone_invalid');
};

const MAX_ACRES = 1000;
const plainDecimal = /^(?:\d+(?:\.(\d*))?|\.(\d+))$/;

export const validateAcres = (raw: unknown): FieldResult<number> => {
  const text = normaliseDigits(toText(raw)).trim();
  if (!text) return fail('acres_required');
  const match = plainDecimal.exec(text);
  if (!match) return fail('acres_invalid');
  const acres = Number(text);
  if (!(acres > 0) || acres > MAX_ACRES) return fail('acres_invalid');
  // Trailing zeros add no precision: "2.50" and "2.500" both say two and a half.
  const fraction = (match[1] ?? match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return fail('acres_too_precise');
  return ok(Math.round(acres * 100) / 100);
};

const genderWords: Record<string, Gender> = {
  male: 'Male',
  m: 'Male',
  man: 'Male',
  boy: 'Male',
  female: 'Female',
  f: 'Female',
  woman: 'Female',
  girl: 'Female',
  पुरुष: 'Male',
  आदमी: 'Male',
  महिला: 'Female',
  स्त्री: 'Female',
  औरत: 'Female',
  ಪುರುಷ: 'Male',
  ಗಂಡು: 'Male',
  ಮಹಿಳೆ: 'Female',
  ಹೆಣ್ಣು: 'Female',
  ಸ್ತ್ರೀ: 'Female',
};

export const validateGender = (raw: unknown): FieldResult<Gender> => {
  const text = toText(raw);
  if (!text) return fail('gender_required');
  // NFC so a vowel sign typed as two code points still finds the Kannada and Hindi words.
  const gender = genderWords[stripInvisible(text).normalize('NFC').trim().toLowerCase()];
  return gender ? ok(gender) : fail('gender_invalid');
};

const placeCharacters = /^[\p{L}\p{M}\p{Nd} .'’\-\u200C\u200D]+$/u;

export const validatePlace = (field: PlaceField, raw: unknown): FieldResult<string> => {
  const text = toText(raw);
  if (!text) return fail(`${field}_required`);
  const place = collapseSpaces(stripInvisible(text));
  const length = codePoints(place);
  if (length < 2 || length > 60) return fail('place_invalid');
  if (!placeCharacters.test(place) || !/\p{L}/u.test(place) || /^\p{Nd}+$/u.test(place))
    return fail('place_invalid');
  return ok(toTitleCase(place));
};

export const validatePincode = (raw: unknown): FieldResult<string> => {
  const text = toText(raw);
  if (!text) return fail('pincode_required');
  const pincode = normaliseDigits(text).replace(/\s/g, '');
  return /^[1-9]\d{5}$/.test(pincode) ? ok(pincode) : fail('pincode_invalid');
};
