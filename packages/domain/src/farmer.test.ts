import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  duplicateDetailsKey,
  existingFarmerOf,
  farmerInputSchema,
  farmerResponseSchema,
  farmerUpdateInputSchema,
  farmerWriteHeadersSchema,
  validateFarmer,
  type FarmerInput,
} from './farmer.ts';

const messyRow = {
  farmerName: '  RAMESH   kumar 🌾',
  phoneNumber: '098450-12345',
  acres: '२.50',
  gender: ' M ',
  village: 'hosur',
  block: 'hosur',
  district: 'krishnagiri',
  state: 'TAMIL NADU',
  pincode: 635109,
};

const cleanFarmer: FarmerInput = {
  farmerName: 'Ramesh Kumar',
  phoneNumber: '+919845012345',
  acres: 2.5,
  gender: 'Male',
  village: 'Hosur',
  block: 'Hosur',
  district: 'Krishnagiri',
  state: 'Tamil Nadu',
  pincode: '635109',
};

describe('validateFarmer', () => {
  it.each([
    ['a messy row is normalised', messyRow, { ok: true, value: cleanFarmer }],
    ['an already clean row passes unchanged', cleanFarmer, { ok: true, value: cleanFarmer }],
    [
      'Kannada and Hindi values',
      { ...messyRow, farmerName: 'ಲಕ್ಷ್ಮೀ ದೇವಿ', gender: 'ಮಹಿಳೆ', district: 'ಮೈಸೂರು', pincode: '೫೭೦೦೦೧' },
      {
        ok: true,
        value: {
          ...cleanFarmer,
          farmerName: 'ಲಕ್ಷ್ಮೀ ದೇವಿ',
          gender: 'Female',
          district: 'ಮೈಸೂರು',
          pincode: '570001',
        },
      },
    ],
    [
      'every bad field is reported, in column order',
      { ...messyRow, farmerName: 'R2D22', acres: '2.345', gender: 'other', block: '', pincode: '0123' },
      {
        ok: false,
        issues: [
          { field: 'farmerName', code: 'farmer_name_invalid' },
          { field: 'acres', code: 'acres_too_precise' },
          { field: 'gender', code: 'gender_invalid' },
          { field: 'block', code: 'block_required' },
          { field: 'pincode', code: 'pincode_invalid' },
        ],
      },
    ],
    [
      'an empty row is missing everything',
      {},
      {
        ok: false,
        issues: [
          { field: 'farmerName', code: 'farmer_name_required' },
          { field: 'phoneNumber', code: 'phone_required' },
          { field: 'acres', code: 'acres_required' },
          { field: 'gender', code: 'gender_required' },
          { field: 'village', code: 'village_required' },
          { field: 'block', code: 'block_required' },
          { field: 'district', code: 'district_required' },
          { field: 'state', code: 'state_required' },
          { field: 'pincode', code: 'pincode_required' },
        ],
      },
    ],
  ] as const)('%s', (_label, row, result) => {
    expect(validateFarmer(row)).toEqual(result);
  });

  it.each([
    [
      'a language by its English name',
      'Kannada',
      { ok: true, value: { ...cleanFarmer, preferredLanguage: 'kn' } },
    ],
    [
      'a language in its own script',
      'हिंदी',
      { ok: true, value: { ...cleanFarmer, preferredLanguage: 'hi' } },
    ],
    ['an empty cell leaves it to the FPO', '  ', { ok: true, value: cleanFarmer }],
    [
      'an unreadable language is reported after the nine',
      'Klingon',
      { ok: false, issues: [{ field: 'preferredLanguage', code: 'language_invalid' }] },
    ],
  ] as const)('the preferred language: %s', (_label, preferredLanguage, result) => {
    expect(validateFarmer({ ...messyRow, preferredLanguage })).toEqual(result);
  });
});

describe('farmerInputSchema', () => {
  /** The form sends every field as the text typed; a spreadsheet's numeric pincode cell is not JSON text. */
  const typedForm = { ...messyRow, pincode: '635109' };

  it('outputs the normalised farmer', () => {
    expectTypeOf<z.output<typeof farmerInputSchema>>().toEqualTypeOf<FarmerInput>();
    expect(farmerInputSchema.parse(typedForm)).toEqual(cleanFarmer);
    expect(farmerInputSchema.parse({ ...typedForm, acres: 2.5 })).toEqual(cleanFarmer);
  });

  it('takes one of the six language codes, or none (the FPO decides)', () => {
    expect(farmerInputSchema.parse({ ...typedForm, preferredLanguage: 'ta' })).toEqual({
      ...cleanFarmer,
      preferredLanguage: 'ta',
    });
    expect(farmerInputSchema.parse(typedForm)).not.toHaveProperty('preferredLanguage');
  });

  it.each([
    [{ ...typedForm, phoneNumber: '12345' }, [{ path: ['phoneNumber'], message: 'phone_invalid' }]],
    [{ ...typedForm, acres: '1,000' }, [{ path: ['acres'], message: 'acres_invalid' }]],
    [{ ...typedForm, village: undefined }, [{ path: ['village'], message: 'village_required' }]],
    [{ ...typedForm, farmerName: true }, [{ path: ['farmerName'], message: 'type_invalid' }]],
    [{ ...typedForm, farmerName: ['Ramesh'] }, [{ path: ['farmerName'], message: 'type_invalid' }]],
    [{ ...typedForm, pincode: 635109 }, [{ path: ['pincode'], message: 'type_invalid' }]],
    [{ ...typedForm, acres: true }, [{ path: ['acres'], message: 'type_invalid' }]],
    [{ ...typedForm, acres: null }, [{ path: ['acres'], message: 'acres_required' }]],
    [{ ...typedForm, village: 'Hosur\u0000' }, [{ path: ['village'], message: 'text_invalid_characters' }]],
    [{ ...typedForm, farmerName: 'R'.repeat(201) }, [{ path: ['farmerName'], message: 'too_long' }]],
    [{ ...typedForm, source: 'upload' }, [{ path: [], message: 'unknown_field' }]],
    [
      { ...typedForm, preferredLanguage: 'Hindi' },
      [{ path: ['preferredLanguage'], message: 'language_invalid' }],
    ],
    [
      { ...typedForm, preferredLanguage: 'fr' },
      [{ path: ['preferredLanguage'], message: 'language_invalid' }],
    ],
    [
      { ...typedForm, preferredLanguage: null },
      [{ path: ['preferredLanguage'], message: 'language_invalid' }],
    ],
    [
      { ...typedForm, farmerName: '', state: '123', gender: 'x' },
      [
        { path: ['farmerName'], message: 'farmer_name_required' },
        { path: ['gender'], message: 'gender_invalid' },
        { path: ['state'], message: 'place_invalid' },
      ],
    ],
  ])('%o reports codes by field', (row, issues) => {
    const result = farmerInputSchema.safeParse(row);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual(issues);
  });
});

describe('duplicateDetailsKey', () => {
  const key = duplicateDetailsKey({ farmerName: 'Ramesh Kumar', village: 'Hosur', pincode: '635109' });
  it.each([
    [{ farmerName: 'Ramesh Kumar', village: 'Hosur', pincode: '635109' }, true],
    [{ farmerName: 'RAMESH KUMAR', village: 'hosur', pincode: '635109' }, true],
    [{ farmerName: ' Ramesh   Kumar ', village: ' Hosur', pincode: '635109 ' }, true],
    [{ farmerName: 'Ramesh Kumar', village: 'Hosur', pincode: '635110' }, false],
    [{ farmerName: 'Ramesh Kumar', village: 'Denkanikottai', pincode: '635109' }, false],
    [{ farmerName: 'Ramesh', village: 'Kumar Hosur', pincode: '635109' }, false],
  ])('%o matches: %s', (input, same) => {
    expect(duplicateDetailsKey(input) === key).toBe(same);
  });

  it('joins the parts with |', () => {
    expect(key).toBe('ramesh kumar|hosur|635109');
  });
});

describe('farmerResponseSchema', () => {
  const farmer = {
    ...cleanFarmer,
    id: '7d0f3c1e-4a47-4a53-9a37-8f3a0d0e2c11',
    source: 'upload',
    preferredLanguage: 'kn',
    fileId: null,
    version: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  };
  it.each([
    [farmer, true],
    [{ ...farmer, source: 'manual', fileId: 'file-1' }, true],
    [{ ...farmer, gender: 'Other' }, false],
    [{ ...farmer, source: 'api' }, false],
    [{ ...farmer, preferredLanguage: 'fr' }, false],
    [{ ...farmer, preferredLanguage: undefined }, false],
    [{ ...farmer, createdAt: 'yesterday' }, false],
    [{ ...farmer, version: undefined }, false],
  ])('%o valid: %s', (value, success) => {
    expect(farmerResponseSchema.safeParse(value).success).toBe(success);
  });
});

describe('a change of a farmer (issue 20)', () => {
  const body = { ...messyRow, pincode: '635109', acres: '2.5' };

  it('names the version it started from, or none', () => {
    expect(farmerUpdateInputSchema.parse({ ...body, baseVersion: 3 }).baseVersion).toBe(3);
    expect(farmerUpdateInputSchema.parse(body).baseVersion).toBeUndefined();
  });

  it.each([[0], [1.5], ['2'], [null]])('refuses %j as a version', (baseVersion) => {
    const result = farmerUpdateInputSchema.safeParse({ ...body, baseVersion });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'baseVersion',
      expect.stringMatching(/^(version_invalid|type_invalid)$/),
    ]);
  });

  it('is as strict as an add: an unknown key is refused', () => {
    expect(farmerUpdateInputSchema.safeParse({ ...body, version: 2 }).success).toBe(false);
    expect(farmerInputSchema.safeParse({ ...body, baseVersion: 2 }).success).toBe(false);
  });
});

describe('the idempotency key header', () => {
  it.each([
    ['k3y-of_8', true],
    ['a'.repeat(100), true],
    ['7d0f3c1e-4a47-4a53-9a37-8f3a0d0e2c11', true],
    ['short', false],
    ['a'.repeat(101), false],
    ['has space', false],
    ['ключ-ключ-ключ', false],
  ])('%s valid: %s', (key, success) => {
    expect(farmerWriteHeadersSchema.safeParse({ 'idempotency-key': key, cookie: 'x' }).success).toBe(success);
  });

  it('is optional and keeps the other headers', () => {
    expect(farmerWriteHeadersSchema.parse({ cookie: 'a=b' })).toEqual({ cookie: 'a=b' });
  });
});

describe('existingFarmerOf', () => {
  it('reads the farmer a duplicate refusal names, and the rule it matched', () => {
    expect(
      existingFarmerOf([
        { field: 'existingFarmerId', code: 'f-1' },
        { field: 'phoneNumber', code: 'duplicate' },
      ]),
    ).toEqual({ id: 'f-1', sameRule: 'phone' });
    expect(
      existingFarmerOf([
        { field: 'existingFarmerId', code: 'f-2' },
        { field: 'farmerName', code: 'duplicate' },
      ]),
    ).toEqual({ id: 'f-2', sameRule: 'details' });
    expect(existingFarmerOf([])).toBeNull();
  });
});
