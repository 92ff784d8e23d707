import { describe, expect, it } from 'vitest';
import {
  farmerFieldCodes,
  normaliseDigits,
  placeFields,
  toText,
  toTitleCase,
  validateAcres,
  validateFarmerName,
  validateFarmerPhone,
  validateGender,
  validatePincode,
  validatePlace,
  type FarmerFieldCode,
  type FieldResult,
} from './farmer-fields.ts';

const valid = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const invalid = (code: FarmerFieldCode): FieldResult<never> => ({ ok: false, code });

describe('toText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['  Ramesh  ', 'Ramesh'],
    ['\t560001\n', '560001'],
    [9845012345, '9845012345'],
    [919845012345, '919845012345'],
    [2.5, '2.5'],
    [0, '0'],
    [-1, '-1'],
    [1e21, '1000000000000000000000'],
    [1.5e22, '15000000000000000000000'],
    [1e-7, '0.0000001'],
    [2.345e-7, '0.0000002345'],
    [-1.5e-10, '-0.00000000015'],
    [true, 'true'],
  ] as const)('%o -> %o', (raw, text) => {
    expect(toText(raw)).toBe(text);
  });
});

describe('normaliseDigits', () => {
  it.each([
    ['0123456789', '0123456789'],
    ['०१२३४५६७८९', '0123456789'], // Devanagari
    ['০১২৩৪৫৬৭৮৯', '0123456789'], // Bengali
    ['੦੧੨੩੪੫੬੭੮੯', '0123456789'], // Gurmukhi
    ['૦૧૨૩૪૫૬૭૮૯', '0123456789'], // Gujarati
    ['୦୧୨୩୪୫୬୭୮୯', '0123456789'], // Oriya
    ['௦௧௨௩௪௫௬௭௮௯', '0123456789'], // Tamil
    ['౦౧౨౩౪౫౬౭౮౯', '0123456789'], // Telugu
    ['೦೧೨೩೪೫೬೭೮೯', '0123456789'], // Kannada
    ['൦൧൨൩൪൫൬൭൮൯', '0123456789'], // Malayalam
    ['पिन ५६०००१', 'पिन 560001'],
    ['2.५ acres', '2.5 acres'],
    ['no digits', 'no digits'],
  ])('%s -> %s', (text, normalised) => {
    expect(normaliseDigits(text)).toBe(normalised);
  });
});

describe('toTitleCase', () => {
  it.each([
    ['RAMESH kumar', 'Ramesh Kumar'],
    ['anna-marie', 'Anna-Marie'],
    ['k. s. rao', 'K. S. Rao'],
    ['  lots   of\tspace  ', 'Lots Of Space'],
    ["d'souza", "D'souza"],
    ['sector-5', 'Sector-5'],
    ['रमेश कुमार', 'रमेश कुमार'],
    ['ಲಕ್ಷ್ಮೀ ದೇವಿ', 'ಲಕ್ಷ್ಮೀ ದೇವಿ'],
    ['', ''],
  ])('%s -> %s', (text, titled) => {
    expect(toTitleCase(text)).toBe(titled);
  });
});

describe('validateFarmerName', () => {
  it.each([
    ['ramesh kumar', valid('Ramesh Kumar')],
    ['RAMESH   KUMAR', valid('Ramesh Kumar')],
    ['रमेश कुमार', valid('रमेश कुमार')],
    ['श्रीनिवास', valid('श्रीनिवास')],
    ['ಲಕ್ಷ್ಮೀ ದೇವಿ', valid('ಲಕ್ಷ್ಮೀ ದೇವಿ')],
    ['ಶ್ರೀನಿವಾಸ', valid('ಶ್ರೀನಿವಾಸ')],
    ['முருகன்', valid('முருகன்')], // Tamil
    ['వెంకటేశ్వర్లు', valid('వెంకటేశ్వర్లు')], // Telugu
    ['രാമന്\u200D നായര്\u200D', valid('രാമന്\u200D നായര്\u200D')], // Malayalam, chillu written with ZWJ
    ['ശ്രീ\u200Cകുമാർ', valid('ശ്രീ\u200Cകുമാർ')], // ZWNJ kept
    ["D'Souza", valid("D'souza")],
    ['D’Souza', valid('D’souza')],
    ['Mary-Ann', valid('Mary-Ann')],
    ['K. Ramesh', valid('K. Ramesh')],
    ['Ramesh 🌾', valid('Ramesh')],
    ['👨‍🌾 Ramesh ❤️ Kumar', valid('Ramesh Kumar')],
    ['Ramesh\u200B Kumar', valid('Ramesh Kumar')], // zero-width space from a paste
    ['Ramesh\tKumar', valid('Ramesh Kumar')],
    ['\u200DRamesh', valid('Ramesh')], // a joiner with nothing to join
    ['Ab', valid('Ab')], // exactly 2
    ['A'.repeat(80), valid(`A${'a'.repeat(79)}`)], // exactly 80
    ['R2D2', valid('R2d2')], // digits exactly half
    ['Ramesh 2', valid('Ramesh 2')],
    ['', invalid('farmer_name_required')],
    ['   ', invalid('farmer_name_required')],
    [null, invalid('farmer_name_required')],
    [undefined, invalid('farmer_name_required')],
    ['A', invalid('farmer_name_invalid')], // 1
    ['A'.repeat(81), invalid('farmer_name_invalid')], // 81
    ['🌾🌾', invalid('farmer_name_invalid')], // nothing left once emoji go
    ['R2D22', invalid('farmer_name_invalid')], // digits more than half
    ['9845012345', invalid('farmer_name_invalid')],
    [9845012345, invalid('farmer_name_invalid')],
    ['2 Ramesh', invalid('farmer_name_invalid')], // must start with a letter
    ['-Ramesh', invalid('farmer_name_invalid')],
    ['Ramesh@home', invalid('farmer_name_invalid')],
    ['Ramesh, Kumar', invalid('farmer_name_invalid')],
    ['Ramesh (Sr)', invalid('farmer_name_invalid')],
  ] as const)('%o -> %o', (raw, result) => {
    expect(validateFarmerName(raw)).toEqual(result);
  });
});

describe('validateFarmerPhone', () => {
  it.each([
    ['9845012345', valid('+919845012345')],
    ['98450 12345', valid('+919845012345')],
    ['098450-12345', valid('+919845012345')],
    ['+91 9845012345', valid('+919845012345')],
    ['919845012345', valid('+919845012345')],
    ['+91-98450-12345', valid('+919845012345')],
    [9845012345, valid('+919845012345')],
    [919845012345, valid('+919845012345')],
    ['(+91) 98450 12345', valid('+919845012345')],
    ['९८४५०१२३४५', valid('+919845012345')],
    ['೯೮೪೫೦೧೨೩೪೫', valid('+919845012345')],
    ['98.450.12345', valid('+919845012345')],
    ['9198450123', valid('+919198450123')], // ten digits that happen to start 91
    ['2245012345', valid('+912245012345')],
    ['', invalid('phone_required')],
    [null, invalid('phone_required')],
    ['  ', invalid('phone_required')],
    ['984501234', invalid('phone_invalid')], // 9 digits
    ['98450123456', invalid('phone_invalid')], // 11 digits, no 0 prefix
    ['0984501234', invalid('phone_invalid')], // 10 digits starting 0
    ['1845012345', invalid('phone_invalid')], // starts with 1
    ['+91 1845012345', invalid('phone_invalid')],
    ['+929845012345', invalid('phone_invalid')],
    ['929845012345', invalid('phone_invalid')],
    ['+9109845012345', invalid('phone_invalid')],
    ['98450abcde', invalid('phone_invalid')],
    ['phone', invalid('phone_invalid')],
    ['+91', invalid('phone_invalid')],
    [9845012345.5, invalid('phone_invalid')],
    [0.9845012345, invalid('phone_invalid')],
  ] as const)('%o -> %o', (raw, result) => {
    expect(validateFarmerPhone(raw)).toEqual(result);
  });
});

describe('validateAcres', () => {
  it.each([
    ['2.5', valid(2.5)],
    [2.5, valid(2.5)],
    ['0.01', valid(0.01)],
    [0.01, valid(0.01)],
    ['1000', valid(1000)],
    [1000, valid(1000)],
    ['1000.00', valid(1000)],
    ['.5', valid(0.5)],
    ['5.', valid(5)],
    ['2.50', valid(2.5)],
    [2.5, valid(2.5)],
    [' 3 ', valid(3)],
    ['२.५', valid(2.5)],
    ['2.500', valid(2.5)], // trailing zeros add no precision
    ['', invalid('acres_required')],
    [null, invalid('acres_required')],
    [undefined, invalid('acres_required')],
    ['0', invalid('acres_invalid')],
    [0, invalid('acres_invalid')],
    ['0.00', invalid('acres_invalid')],
    ['1000.01', invalid('acres_invalid')],
    [1000.01, invalid('acres_invalid')],
    [-1, invalid('acres_invalid')],
    ['-1', invalid('acres_invalid')],
    ['+2', invalid('acres_invalid')],
    ['1,000', invalid('acres_invalid')],
    ['abc', invalid('acres_invalid')],
    ['2 acres', invalid('acres_invalid')],
    ['1e2', invalid('acres_invalid')],
    ['1.2.3', invalid('acres_invalid')],
    ['.', invalid('acres_invalid')],
    [Number.NaN, invalid('acres_invalid')],
    [Number.POSITIVE_INFINITY, invalid('acres_invalid')],
    ['2.345', invalid('acres_too_precise')],
    [2.345, invalid('acres_too_precise')],
    ['0.001', invalid('acres_too_precise')],
    [1e-7, invalid('acres_too_precise')],
  ] as const)('%o -> %o', (raw, result) => {
    expect(validateAcres(raw)).toEqual(result);
  });
});

describe('validateGender', () => {
  it.each([
    ['male', valid('Male')],
    ['MALE', valid('Male')],
    [' Male ', valid('Male')],
    ['m', valid('Male')],
    ['M', valid('Male')],
    ['man', valid('Male')],
    ['Boy', valid('Male')],
    ['female', valid('Female')],
    ['F', valid('Female')],
    ['Woman', valid('Female')],
    ['girl', valid('Female')],
    ['पुरुष', valid('Male')],
    ['आदमी', valid('Male')],
    ['महिला', valid('Female')],
    ['स्त्री', valid('Female')],
    ['औरत', valid('Female')],
    ['ಪುರುಷ', valid('Male')],
    ['ಗಂಡು', valid('Male')],
    ['ಮಹಿಳೆ', valid('Female')],
    ['ಹೆಣ್ಣು', valid('Female')],
    ['ಸ್ತ್ರೀ', valid('Female')],
    ['', invalid('gender_required')],
    [null, invalid('gender_required')],
    ['other', invalid('gender_invalid')],
    ['males', invalid('gender_invalid')],
    ['x', invalid('gender_invalid')],
    [1, invalid('gender_invalid')],
  ] as const)('%o -> %o', (raw, result) => {
    expect(validateGender(raw)).toEqual(result);
  });
});

describe('validatePlace', () => {
  it.each([
    ['village', 'Hosur', valid('Hosur')],
    ['district', 'bangalore rural', valid('Bangalore Rural')],
    ['village', 'T. Narasipura', valid('T. Narasipura')],
    ['district', 'ಮೈಸೂರು', valid('ಮೈಸೂರು')],
    ['district', 'बाराबंकी', valid('बाराबंकी')],
    ['block', 'Sector-5', valid('Sector-5')],
    ['block', 'sector-5', valid('Sector-5')],
    ['state', '  TAMIL   nadu ', valid('Tamil Nadu')],
    ['village', "Kodai'kanal", valid("Kodai'kanal")],
    ['village', 'Ab', valid('Ab')],
    ['village', 'A'.repeat(60), valid(`A${'a'.repeat(59)}`)], // exactly 60
    ['village', '', invalid('village_required')],
    ['block', null, invalid('block_required')],
    ['district', '   ', invalid('district_required')],
    ['state', undefined, invalid('state_required')],
    ['village', 'A'.repeat(61), invalid('place_invalid')], // 61
    ['village', 'A', invalid('place_invalid')],
    ['village', '12345', invalid('place_invalid')],
    ['village', 560001, invalid('place_invalid')],
    ['village', '5-5', invalid('place_invalid')], // no letter
    ['village', 'Hosur, TN', invalid('place_invalid')],
    ['village', 'Hosur/Rural', invalid('place_invalid')],
    ['village', 'Hosur 🌾', invalid('place_invalid')],
  ] as const)('%s %o -> %o', (field, raw, result) => {
    expect(validatePlace(field, raw)).toEqual(result);
  });

  it('has a required code for every place field', () => {
    for (const field of placeFields) expect(farmerFieldCodes).toContain(`${field}_required`);
  });
});

describe('validatePincode', () => {
  it.each([
    ['560001', valid('560001')],
    [560001, valid('560001')],
    [' 560001 ', valid('560001')],
    ['560 001', valid('560001')],
    ['५६०००१', valid('560001')],
    ['೫೬೦೦೦೧', valid('560001')],
    ['110001', valid('110001')],
    ['999999', valid('999999')],
    ['', invalid('pincode_required')],
    [null, invalid('pincode_required')],
    [undefined, invalid('pincode_required')],
    ['056000', invalid('pincode_invalid')],
    ['56000', invalid('pincode_invalid')],
    ['5600011', invalid('pincode_invalid')],
    ['560-001', invalid('pincode_invalid')],
    ['56000a', invalid('pincode_invalid')],
    [560001.5, invalid('pincode_invalid')],
    [56000, invalid('pincode_invalid')],
  ] as const)('%o -> %o', (raw, result) => {
    expect(validatePincode(raw)).toEqual(result);
  });
});
