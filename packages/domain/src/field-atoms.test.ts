import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiObject,
  flag,
  hasForbiddenCharacters,
  numberOrText,
  optionalText,
  queryInteger,
  text,
  uuid,
} from './field-atoms.ts';

type Outcome = { ok: true; value: unknown } | { ok: false; codes: string[] };

const outcome = (schema: z.ZodType, input: unknown): Outcome => {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, codes: result.error.issues.map((issue) => issue.message) };
};
const accepted = (value: unknown): Outcome => ({ ok: true, value });
const refused = (...codes: string[]): Outcome => ({ ok: false, codes });

describe('hasForbiddenCharacters', () => {
  it.each([
    ['Ramesh Kumar', false, false],
    // Kannada, Hindi, Tamil, Telugu with their vowel signs and viramas.
    ['ಶ್ರೀನಿವಾಸ', false, false],
    ['श्रीनिवास', false, false],
    ['சீனிவாசன்', false, false],
    ['శ్రీనివాస్', false, false],
    // Malayalam chillu written with ZWJ, and a Devanagari half form held by ZWNJ.
    ['കര്\u200Dഷകന്\u200D', false, false],
    ['क्\u200Cष', false, false],
    ['🌾 farm', false, false],
    ['a\u0000b', true, true],
    ['\u0001', true, true],
    ['\u001F', true, true],
    ['\u007F', true, true],
    ['\u0085', true, true],
    ['\uD800', true, true],
    ['a\tb', true, false],
    ['line one\nline two', true, false],
    ['line one\r\nline two', true, false],
  ])('%j: single line %s, multi-line %s', (value, singleLine, multiLine) => {
    expect(hasForbiddenCharacters(value)).toBe(singleLine);
    expect(hasForbiddenCharacters(value, { multiline: true })).toBe(multiLine);
  });
});

describe('text', () => {
  const name = text({ max: 10, required: 'name_required' });
  const note = text({ max: 10 });
  const address = text({ max: 40, multiline: true });

  it.each([
    [name, '  Lakshmi  ', accepted('Lakshmi')],
    [name, 'ಲಕ್ಷ್ಮಿ', accepted('ಲಕ್ಷ್ಮಿ')],
    [name, 'കര്\u200Dഷകന്\u200D', accepted('കര്\u200Dഷകന്\u200D')],
    [name, '0123456789', accepted('0123456789')],
    [name, '01234567890', refused('too_long')],
    [name, `${' '.repeat(50)}Lakshmi `, accepted('Lakshmi')],
    [name, 'Lak\u0000shmi', refused('text_invalid_characters')],
    [name, 'Lak\tshmi', refused('text_invalid_characters')],
    [name, '', refused('name_required')],
    [name, '   ', refused('name_required')],
    [name, undefined, refused('name_required')],
    [name, null, refused('name_required')],
    [name, true, refused('type_invalid')],
    [name, 123, refused('type_invalid')],
    [name, ['Lakshmi'], refused('type_invalid')],
    [name, { name: 'Lakshmi' }, refused('type_invalid')],
    [note, '', accepted('')],
    [note, undefined, refused('required')],
    [note, `\u0000${'x'.repeat(20)}`, refused('text_invalid_characters', 'too_long')],
    [address, 'Main Road\nHosur', accepted('Main Road\nHosur')],
    [address, 'Main Road\u0000', refused('text_invalid_characters')],
  ] as const)('%#: %j', (schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('optionalText', () => {
  const organization = optionalText({ max: 5 });
  it.each([
    [undefined, accepted(null)],
    [null, accepted(null)],
    ['', accepted(null)],
    ['  ', accepted(null)],
    [' FPO ', accepted('FPO')],
    ['FPO\u0000', refused('text_invalid_characters')],
    ['Hosur FPO', refused('too_long')],
    [false, refused('type_invalid')],
  ])('%j', (input, expected) => {
    expect(outcome(organization, input)).toEqual(expected);
  });
});

describe('numberOrText', () => {
  const acres = numberOrText({ max: 6, required: 'acres_required' });
  it.each([
    [2.5, accepted(2.5)],
    [' 2.5 ', accepted('2.5')],
    ['२.५', accepted('२.५')],
    ['2.5\u0000', refused('text_invalid_characters')],
    ['1234567', refused('too_long')],
    [true, refused('type_invalid')],
    [[2.5], refused('type_invalid')],
    [{}, refused('type_invalid')],
    [null, refused('acres_required')],
    [undefined, refused('acres_required')],
  ])('%j', (input, expected) => {
    expect(outcome(acres, input)).toEqual(expected);
  });
});

describe('flag', () => {
  it.each([
    [true, accepted(true)],
    [false, accepted(false)],
    ['true', refused('type_invalid')],
    [1, refused('type_invalid')],
    [null, refused('type_invalid')],
  ])('%j', (input, expected) => {
    expect(outcome(flag(), input)).toEqual(expected);
  });
});

describe('queryInteger', () => {
  const page = queryInteger({ code: 'page_invalid', min: 1, max: 100 });
  it.each([
    ['1', accepted(1)],
    ['100', accepted(100)],
    ['0', refused('page_invalid')],
    ['101', refused('page_invalid')],
    ['1.5', refused('page_invalid')],
    ['abc', refused('page_invalid')],
    ['1\u0000', refused('page_invalid')],
    [['1', '2'], refused('page_invalid')],
  ])('%j', (input, expected) => {
    expect(outcome(page, input)).toEqual(expected);
  });
});

describe('uuid', () => {
  const farmerId = uuid('farmer_id_invalid');
  it.each([
    ['3f1c9a52-6a4e-4d8b-9a77-0c2b1e5d4f10', accepted('3f1c9a52-6a4e-4d8b-9a77-0c2b1e5d4f10')],
    ['3f1c9a52-6a4e-4d8b-9a77-0c2b1e5d4f10\u0000', refused('farmer_id_invalid')],
    ['not-an-id', refused('farmer_id_invalid')],
    [123, refused('farmer_id_invalid')],
  ])('%j', (input, expected) => {
    expect(outcome(farmerId, input)).toEqual(expected);
  });
});

describe('apiObject', () => {
  const body = apiObject({ name: text({ max: 10, required: 'name_required' }) });
  it.each([
    [{ name: 'Lakshmi' }, accepted({ name: 'Lakshmi' })],
    [{ name: 'Lakshmi', isAdmin: true }, refused('unknown_field')],
    [JSON.parse('{"name":"Lakshmi","__proto__":{"isAdmin":true}}'), refused('unknown_field')],
    [[{ name: 'Lakshmi' }], refused('type_invalid')],
    ['Lakshmi', refused('type_invalid')],
    [null, refused('type_invalid')],
  ])('%j', (input, expected) => {
    expect(outcome(body, input)).toEqual(expected);
  });

  it('names the unknown keys it refused', () => {
    const result = body.safeParse({ name: 'Lakshmi', role: 'admin', plan: 'pro' });
    expect(result.error?.issues).toMatchObject([{ code: 'unrecognized_keys', keys: ['role', 'plan'] }]);
  });
});
