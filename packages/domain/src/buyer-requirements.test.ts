import { describe, expect, it } from 'vitest';
import {
  buyerRequirementInputSchema,
  validateMobile,
  validateSixDigitPincode,
} from './buyer-requirements.ts';
import { indianStates } from './indian-states.ts';

const crop = '7b2b8ef5-14c4-459d-8b10-37055614a94d';
const valid = {
  name: 'Anand Traders',
  phone: '9886012345',
  city: 'Hubballi',
  state: 'Karnataka',
  pincode: '580029',
  cropIds: [crop],
  formToken: 'token',
};
const codes = (input: object) =>
  (buyerRequirementInputSchema.safeParse(input).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message,
  ]);

describe('the public buyer requirement form (document 2, 5)', () => {
  it('has the 28 states', () => {
    expect(indianStates).toHaveLength(28);
    expect(new Set(indianStates).size).toBe(28);
  });

  it('accepts a filled form, trimming it and keeping each crop once', () => {
    expect(buyerRequirementInputSchema.parse({ ...valid, name: ' Anand ', cropIds: [crop, crop] })).toEqual({
      ...valid,
      name: 'Anand',
      cropIds: [crop],
      quantityRequirements: null,
      qualityDescription: null,
      website: null,
    });
  });

  it.each([
    ['name', '', 'name_required'],
    ['phone', '', 'phone_required'],
    ['phone', '5886012345', 'phone_invalid'],
    ['phone', '98860123', 'phone_invalid'],
    ['city', ' ', 'city_required'],
    ['state', '', 'state_required'],
    ['state', 'Delhi', 'state_invalid'],
    ['pincode', '', 'pincode_required'],
    ['pincode', '58002', 'pincode_invalid'],
    ['pincode', '5800299', 'pincode_invalid'],
    ['cropIds', [], 'crops_required'],
    ['cropIds', undefined, 'crops_required'],
    ['cropIds', ['maize'], 'crop_invalid'],
    ['formToken', undefined, 'form_expired'],
  ])('refuses %s = %j with %s', (field, value, code) => {
    expect(codes({ ...valid, [field]: value })).toContainEqual([
      field === 'cropIds' && Array.isArray(value) && value.length ? 'cropIds.0' : field,
      code,
    ]);
  });

  it.each([
    ['9886012345', '9886012345'],
    ['+91 98860 12345', '9886012345'],
    ['098860-12345', '9886012345'],
    ['९८८६०१२३४५', '9886012345'],
  ])('reads the phone %j as %j', (raw, digits) =>
    expect(validateMobile(raw)).toEqual({ ok: true, value: digits }),
  );

  it.each([
    ['580029', true],
    ['५८००२९', true],
    ['58 0029', true],
    ['58002a', false],
  ])('pincode %j is valid: %s', (raw, ok) => expect(validateSixDigitPincode(raw).ok).toBe(ok));
});
