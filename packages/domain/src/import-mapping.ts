import { farmerFields, type FarmerField } from './farmer.ts';

/** Which spreadsheet column (0-based) feeds each farmer field; null while unmapped. */
export type ColumnMapping = Record<FarmerField, number | null>;

/**
 * Header words that mean each field, matched case-insensitively as parts of a header: the spec's
 * column names, the words FPO spreadsheets use, and the same in Hindi and Kannada.
 */
export const farmerColumnAliases: Record<FarmerField, string[]> = {
  farmerName: ['farmer name', 'farmer', 'name', 'member', 'किसान', 'नाम', 'ರೈತ', 'ಹೆಸರು'],
  phoneNumber: [
    'phone',
    'mobile',
    'contact',
    'cell',
    'whatsapp',
    'फ़ोन',
    'फोन',
    'मोबाइल',
    'संपर्क',
    'ದೂರವಾಣಿ',
    'ಮೊಬೈಲ್',
    'ಫೋನ್',
  ],
  acres: ['acre', 'land', 'area', 'holding', 'एकड़', 'जमीन', 'ज़मीन', 'भूमि', 'ಎಕರೆ', 'ಜಮೀನು', 'ಭೂಮಿ'],
  gender: ['gender', 'sex', 'लिंग', 'ಲಿಂಗ'],
  village: ['village', 'gram', 'गांव', 'गाँव', 'ग्राम', 'ಗ್ರಾಮ', 'ಹಳ್ಳಿ', 'ಊರು'],
  block: [
    'block',
    'taluk',
    'taluka',
    'tehsil',
    'tahsil',
    'mandal',
    'ब्लॉक',
    'तहसील',
    'प्रखंड',
    'ತಾಲೂಕು',
    'ಬ್ಲಾಕ್',
    'ಹೋಬಳಿ',
  ],
  district: ['district', 'dist', 'zilla', 'जिला', 'ज़िला', 'ಜಿಲ್ಲೆ'],
  state: ['state', 'राज्य', 'ರಾಜ್ಯ'],
  pincode: ['pincode', 'pin code', 'pin', 'postal', 'zip', 'पिन', 'ಪಿನ್'],
};

const normaliseHeader = (header: string) =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/**
 * Auto-matches headers to fields: an exact alias first, then the longest alias contained in the
 * header; each column feeds at most one field. The operator can change every choice.
 */
export const suggestMapping = (headers: string[]): ColumnMapping => {
  const normalised = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const mapping = Object.fromEntries(farmerFields.map((field) => [field, null])) as ColumnMapping;
  const pick = (field: FarmerField, test: (header: string, alias: string) => boolean) => {
    if (mapping[field] !== null) return;
    // Longer aliases first, so "farmer name" wins over "name" and "pin code" over "pin".
    for (const alias of [...farmerColumnAliases[field]].sort((a, b) => b.length - a.length)) {
      const index = normalised.findIndex(
        (header, i) => !taken.has(i) && header !== '' && test(header, alias),
      );
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
        return;
      }
    }
  };
  for (const field of farmerFields) pick(field, (header, alias) => header === alias);
  for (const field of farmerFields) pick(field, (header, alias) => header.includes(alias));
  return mapping;
};

export const isCompleteMapping = (mapping: Partial<ColumnMapping>): mapping is Record<FarmerField, number> =>
  farmerFields.every((field) => typeof mapping[field] === 'number');
