import { describe, expect, it } from 'vitest';
import { isCompleteMapping, suggestMapping } from './import-mapping.ts';

describe('suggestMapping', () => {
  it('matches the sample file exactly', () => {
    expect(
      suggestMapping([
        'Farmer Name',
        'Phone',
        'Acres',
        'Gender',
        'Village',
        'Block',
        'District',
        'State',
        'Pincode',
      ]),
    ).toEqual({
      farmerName: 0,
      phoneNumber: 1,
      acres: 2,
      gender: 3,
      village: 4,
      block: 5,
      district: 6,
      state: 7,
      pincode: 8,
    });
  });

  it.each([
    [
      ['Name of Member', 'Mobile No.', 'Land Area (acres)', 'Sex', 'Gram', 'Taluk', 'Dist', 'State', 'PIN'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      [
        'S.No',
        'Contact',
        'NAME',
        'Tehsil',
        'district_name',
        'Village',
        'Holding',
        'Pin Code',
        'state',
        'Gender',
      ],
      [2, 1, 6, 9, 5, 3, 4, 8, 7],
    ],
    [
      ['किसान का नाम', 'मोबाइल', 'एकड़', 'लिंग', 'गांव', 'ब्लॉक', 'जिला', 'राज्य', 'पिन कोड'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      ['ರೈತರ ಹೆಸರು', 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ', 'ಎಕರೆ', 'ಲಿಂಗ', 'ಗ್ರಾಮ', 'ತಾಲೂಕು', 'ಜಿಲ್ಲೆ', 'ರಾಜ್ಯ', 'ಪಿನ್ ಕೋಡ್'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      ['Mandal', 'Farmer', 'Phone', 'Area', 'M/F Sex', 'Village', 'District', 'State', 'Postal code'],
      [1, 2, 3, 4, 5, 0, 6, 7, 8],
    ],
  ])('maps %o', (headers, order) => {
    const mapping = suggestMapping(headers);
    expect([
      mapping.farmerName,
      mapping.phoneNumber,
      mapping.acres,
      mapping.gender,
      mapping.village,
      mapping.block,
      mapping.district,
      mapping.state,
      mapping.pincode,
    ]).toEqual(order);
  });

  it('leaves a field unmapped when no header fits, and never maps one column twice', () => {
    const mapping = suggestMapping(['Name', 'Phone', 'Notes']);
    expect(mapping).toMatchObject({ farmerName: 0, phoneNumber: 1, acres: null, pincode: null });
    expect(isCompleteMapping(mapping)).toBe(false);
  });
});
