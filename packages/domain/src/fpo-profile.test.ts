import { describe, expect, it } from 'vitest';
import {
  formatFpoPhoneInput,
  fpoProfileUpdateSchema,
  missingFpoProfileFields,
  validateFpoName,
  validateFpoPhone,
} from './fpo-profile.ts';
import { isBlankFpoText } from './blank-text.ts';

describe('isBlankFpoText', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['\t\n', true],
    ['null', true],
    [' undefined ', true],
    ['Null', false],
    ['Nullur FPO', false],
    ['Hosur FPO', false],
    [0, false],
  ])('%o -> %s', (value, blank) => {
    expect(isBlankFpoText(value)).toBe(blank);
  });
});

describe('validateFpoName', () => {
  it.each([
    ['Hosur Farmers FPO', { ok: true, value: 'Hosur Farmers FPO' }],
    ['  Hosur FPO  ', { ok: true, value: 'Hosur FPO' }],
    ['AB', { ok: true, value: 'AB' }],
    ['ಮೈಸೂರು ರೈತರು', { ok: true, value: 'ಮೈಸೂರು ರೈತರು' }],
    [null, { ok: false, code: 'fpo_name_required' }],
    [undefined, { ok: false, code: 'fpo_name_required' }],
    ['', { ok: false, code: 'fpo_name_required' }],
    ['   ', { ok: false, code: 'fpo_name_required' }],
    ['null', { ok: false, code: 'fpo_name_required' }],
    ['undefined', { ok: false, code: 'fpo_name_required' }],
    ['A', { ok: false, code: 'fpo_name_too_short' }],
    [' A ', { ok: false, code: 'fpo_name_too_short' }],
  ] as const)('%o -> %o', (raw, result) => {
    expect(validateFpoName(raw)).toEqual(result);
  });
});

describe('validateFpoPhone', () => {
  it.each([
    ['9845012345', { ok: true, value: '+919845012345' }],
    ['+919845012345', { ok: true, value: '+919845012345' }],
    ['+91 98450 12345', { ok: true, value: '+919845012345' }],
    ['919845012345', { ok: true, value: '+919845012345' }],
    ['98450-12345', { ok: true, value: '+919845012345' }],
    ['6000000000', { ok: true, value: '+916000000000' }],
    [null, { ok: false, code: 'fpo_phone_required' }],
    ['', { ok: false, code: 'fpo_phone_required' }],
    ['null', { ok: false, code: 'fpo_phone_required' }],
    ['+91', { ok: false, code: 'fpo_phone_required' }],
    [' +91 ', { ok: false, code: 'fpo_phone_required' }],
    ['5845012345', { ok: false, code: 'fpo_phone_invalid' }],
    ['+9198450', { ok: false, code: 'fpo_phone_invalid' }],
    ['+929845012345', { ok: false, code: 'fpo_phone_invalid' }],
    ['09845012345', { ok: false, code: 'fpo_phone_invalid' }],
    ['98450.12345', { ok: false, code: 'fpo_phone_invalid' }],
  ] as const)('%o -> %o', (raw, result) => {
    expect(validateFpoPhone(raw)).toEqual(result);
  });
});

describe('formatFpoPhoneInput', () => {
  it.each([
    ['', '+91'],
    ['+', '+91'],
    ['+9', '+91'], // backspacing into the prefix
    ['+91', '+91'],
    ['9', '+919'],
    ['98450', '+9198450'],
    ['+91 98450', '+9198450'],
    ['+9198450', '+9198450'],
    ['919845012345', '+919845012345'],
    ['+91-98450-12345', '+919845012345'],
    ['+9198450123456', '+919845012345'], // capped at 13
    ['9198450123', '+919198450123'], // ten digits that start 91
    ['098450 12345', '+919845012345'],
    ['+91 98a45b0', '+9198450'],
    ['abc', '+91'],
    // A 0 typed after the pre-filled +91 goes the way a pasted trunk prefix does.
    ['+910', '+91'],
    ['+9109845012345', '+919845012345'],
    ['+91 098450 12345', '+919845012345'],
    ['0091 98450 12345', '+919845012345'],
    ['00', '+91'],
  ])('%o -> %o', (typed, shown) => {
    expect(formatFpoPhoneInput(typed)).toBe(shown);
  });

  it.each(['98450', '+91 98450 12345', '919845012345'])('is stable when applied again to %o', (typed) => {
    const once = formatFpoPhoneInput(typed);
    expect(formatFpoPhoneInput(once)).toBe(once);
  });

  it.each(['098450 12345', '98450-12345', '9845012345'])(
    'typing %o key by key into the pre-filled +91 shows what pasting it shows',
    (number) => {
      const typed = [...number].reduce((shown, key) => formatFpoPhoneInput(shown + key), '+91');
      expect(typed).toBe(formatFpoPhoneInput(`+91${number}`));
      expect(typed).toBe('+919845012345');
    },
  );
});

describe('missingFpoProfileFields', () => {
  it.each([
    [{ name: 'Hosur FPO', phone: '+919845012345' }, []],
    [{ name: 'Hosur FPO', phone: '9845012345' }, []],
    [{ name: null, phone: '+919845012345' }, ['fpoName']],
    [{ name: 'null', phone: '+919845012345' }, ['fpoName']],
    [{ name: 'H', phone: '+919845012345' }, ['fpoName']],
    [{ name: 'Hosur FPO', phone: null }, ['fpoPhone']],
    [{ name: 'Hosur FPO', phone: '+91' }, ['fpoPhone']],
    [{ name: 'Hosur FPO', phone: '12345' }, ['fpoPhone']],
    [{ name: null, phone: null }, ['fpoName', 'fpoPhone']],
    [{ name: 'undefined', phone: 'undefined' }, ['fpoName', 'fpoPhone']],
    // The operator's phone from onboarding stands in for an FPO phone that is blank or unusable.
    [{ name: 'Hosur FPO', phone: null, operatorPhone: '+919845012345' }, []],
    [{ name: 'Hosur FPO', phone: '080 2345', operatorPhone: '+919845012345' }, []],
    [{ name: 'Hosur FPO', phone: null, operatorPhone: '+9779812345678' }, ['fpoPhone']],
    [{ name: 'Hosur FPO', phone: null, operatorPhone: '+911234' }, ['fpoPhone']],
  ])('%o -> %o', (fpo, missing) => {
    expect(missingFpoProfileFields(fpo)).toEqual(missing);
  });
});

describe('fpoProfileUpdateSchema', () => {
  it.each([
    [{}, { success: true, data: {} }],
    [{ fpoName: ' Hosur FPO ' }, { success: true, data: { fpoName: 'Hosur FPO' } }],
    [{ fpoPhone: '98450 12345' }, { success: true, data: { fpoPhone: '+919845012345' } }],
    [
      { fpoName: 'Hosur FPO', fpoPhone: '+91-98450-12345' },
      { success: true, data: { fpoName: 'Hosur FPO', fpoPhone: '+919845012345' } },
    ],
    [{ fpoName: 'A' }, { success: false, issues: [{ path: ['fpoName'], message: 'fpo_name_too_short' }] }],
    [{ fpoName: null }, { success: false, issues: [{ path: ['fpoName'], message: 'fpo_name_required' }] }],
    [
      { fpoPhone: '+91' },
      { success: false, issues: [{ path: ['fpoPhone'], message: 'fpo_phone_required' }] },
    ],
    [
      { fpoName: '', fpoPhone: '12345' },
      {
        success: false,
        issues: [
          { path: ['fpoName'], message: 'fpo_name_required' },
          { path: ['fpoPhone'], message: 'fpo_phone_invalid' },
        ],
      },
    ],
  ] as const)('%o', (input, expected) => {
    const result = fpoProfileUpdateSchema.safeParse(input);
    if (expected.success) expect(result).toEqual({ success: true, data: expected.data });
    else
      expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual(expected.issues);
  });
});
