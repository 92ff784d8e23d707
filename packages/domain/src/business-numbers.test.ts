import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, validateFssai, validateGstin } from './business-numbers.ts';

describe('GSTIN (15 characters with a check character)', () => {
  it.each([
    ['27AAPFU0939F1ZV', { ok: true, value: '27AAPFU0939F1ZV' }],
    [' 27aapfu0939f1zv ', { ok: true, value: '27AAPFU0939F1ZV' }],
    ['29 AAAC T1234 E1Z', { ok: false, code: 'gstin_format' }],
    ['27AAPFU0939F1ZW', { ok: false, code: 'gstin_check' }],
    ['27AAPFU0939F1YV', { ok: false, code: 'gstin_format' }],
    ['27AAPF10939F1ZV', { ok: false, code: 'gstin_format' }],
    ['40AAPFU0939F1ZV', { ok: false, code: 'gstin_state' }],
    ['00AAPFU0939F1ZV', { ok: false, code: 'gstin_state' }],
    ['', { ok: false, code: 'gstin_format' }],
  ])('%j', (raw, expected) => {
    expect(validateGstin(raw)).toEqual(expected);
  });

  it('accepts every GSTIN whose check character it computes', () => {
    for (const first14 of ['29AAACB1234C1Z', '33ABCDE1234F2Z', '07AAGFF2194N1Z', '99AAAAA0000A9Z']) {
      const gstin = first14 + gstinCheckCharacter(first14);
      expect(validateGstin(gstin), gstin).toEqual({ ok: true, value: gstin });
      // Any other last character is a typing slip.
      const slip = gstin.slice(0, 14) + (gstin[14] === 'A' ? 'B' : 'A');
      expect(validateGstin(slip), slip).toEqual({ ok: false, code: 'gstin_check' });
    }
  });
});

describe('FSSAI licence or registration number (14 digits)', () => {
  it.each([
    ['10020042007183', true],
    ['21219199000123', true],
    ['1002 0042 0071 83', true],
    ['30020042007183', false],
    ['10020042', false],
    ['1002004200718A', false],
  ])('%j valid: %s', (raw, ok) => {
    expect(validateFssai(raw).ok).toBe(ok);
  });
});
