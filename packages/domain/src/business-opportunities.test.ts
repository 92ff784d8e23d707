import { describe, expect, it } from 'vitest';
import {
  FIELD_DATA_MAX_BYTES,
  fieldDataDate,
  fieldDataImportSchema,
  fieldDataNumber,
  fieldDataText,
  matchFieldDataColumns,
  readBusinessRow,
  readFarmerRow,
} from './business-opportunities.ts';

describe('the columns of a field-data file', () => {
  it("finds the spec's headers and their snake_case spellings", () => {
    const spec = ['Id', 'fpo_email', 'Crop', 'estimated_area', 'FarmersAffected', 'Disease/Issue'];
    const snake = ['fpo_id', 'crop', 'estimated_area', 'farmers_affected', 'disease_issue'];
    expect(
      matchFieldDataColumns('business', [...spec, 'suggestedagriinput', 'potentialBusinessOpportunity']),
    ).toEqual({
      index: {
        fpo: 1,
        crop: 2,
        estimatedArea: 3,
        farmersAffected: 4,
        issue: 5,
        suggestedInput: 6,
        potentialOpportunity: 7,
      },
      missing: [],
      duplicate: [],
    });
    expect(
      matchFieldDataColumns('business', [...snake, 'suggested_agri_input', 'potential_business_opportunity'])
        .index,
    ).toMatchObject({ fpo: 0, crop: 1, issue: 4, suggestedInput: 5, potentialOpportunity: 6 });
    expect(
      matchFieldDataColumns('farmer', [
        'FPO',
        'Contact',
        'Created_at',
        'Crop / Enterprise',
        'Issue Faced',
        'Solution Suggested',
        'Likely Next Issue',
        'Products to Buy',
        'Est. Spend (INR)',
      ]).index,
    ).toEqual({
      fpo: 0,
      contact: 1,
      createdAt: 2,
      cropEnterprise: 3,
      issueFaced: 4,
      solutionSuggested: 5,
      likelyNextIssue: 6,
      productsToBuy: 7,
      estSpendInr: 8,
    });
  });

  it('names the required columns that are missing and those given twice', () => {
    expect(matchFieldDataColumns('business', ['Disease/Issue'])).toMatchObject({ missing: ['fpo', 'crop'] });
    expect(matchFieldDataColumns('farmer', ['fpo', 'Contact', 'phone'])).toMatchObject({
      missing: [],
      duplicate: ['contact'],
    });
  });
});

describe('the cells of a field-data row', () => {
  it.each([
    ['420', 420],
    ['1,27,500', 127_500],
    ['१२.५', 12.5],
    ['  ', null],
    ['12.345', 12.35],
  ])('reads %j as %j', (raw, value) => {
    expect(fieldDataNumber(raw, { max: 1e9 })).toEqual({ ok: true, value });
  });

  it.each([
    ['-5', 'negative'],
    ['- 5', 'negative'],
    ['five', 'not_a_number'],
    ['=1+2', 'not_a_number'],
    ['1e5', 'not_a_number'],
    ['12.5', 'not_whole'],
    ['2000000000', 'too_large'],
  ])('refuses %j as %s', (raw, code) => {
    expect(fieldDataNumber(raw, { max: 1e9, integer: true })).toEqual({ ok: false, code });
  });

  it('reads an amount with a currency sign', () => {
    expect(fieldDataNumber('₹4,500', { max: 1e9, currency: true })).toEqual({ ok: true, value: 4500 });
    expect(fieldDataNumber('Rs. 980', { max: 1e9, currency: true })).toEqual({ ok: true, value: 980 });
    expect(fieldDataNumber('₹4,500', { max: 1e9 })).toEqual({ ok: false, code: 'not_a_number' });
  });

  it('keeps a formula-looking cell as the text it is', () => {
    expect(fieldDataText('=HYPERLINK("http://x")', { max: 200 })).toEqual({
      ok: true,
      value: '=HYPERLINK("http://x")',
    });
    expect(fieldDataText(' two\nlines ', { max: 200 })).toEqual({ ok: true, value: 'two lines' });
    expect(fieldDataText(' ', { max: 200, required: true })).toEqual({ ok: false, code: 'required' });
    expect(fieldDataText('ಅ'.repeat(11), { max: 10 })).toEqual({ ok: false, code: 'too_long' });
  });

  const now = new Date('2026-06-01T00:00:00Z');
  it.each([
    ['2026-03-14', '2026-03-13T18:30:00.000Z'],
    ['2026-03-14 10:30', '2026-03-14T05:00:00.000Z'],
    ['2026-03-14T10:30:00Z', '2026-03-14T10:30:00.000Z'],
    ['2026-03-14T10:30:00+0530', '2026-03-14T05:00:00.000Z'],
    ['14/03/2026', '2026-03-13T18:30:00.000Z'],
    ['4-3-2026 9:05', '2026-03-04T03:35:00.000Z'],
  ])('reads the date %j in India', (raw, iso) => {
    const result = fieldDataDate(raw, now);
    expect(result.ok && result.value?.toISOString()).toBe(iso);
  });

  it.each(['31/02/2026', '2026-13-01', 'yesterday', '1999-12-31', '2026-07-01', '2026-03-14 25:00'])(
    'refuses the date %j',
    (raw) => {
      expect(fieldDataDate(raw, now)).toEqual({ ok: false, code: 'date_invalid' });
    },
  );
});

describe('a field-data row', () => {
  it('reads a business row, with no farmers counted as none', () => {
    expect(
      readBusinessRow({ crop: ' Maize ', estimatedArea: '420', potentialOpportunity: '₹1,27,500' }),
    ).toEqual({
      row: {
        crop: 'Maize',
        estimatedArea: 420,
        farmersAffected: 0,
        issue: null,
        suggestedInput: null,
        potentialOpportunity: '₹1,27,500',
      },
      issues: [],
    });
  });

  it('names every bad cell of a row', () => {
    expect(readBusinessRow({ crop: '', estimatedArea: '-3', farmersAffected: 'many' })).toEqual({
      row: null,
      issues: [
        { column: 'crop', code: 'required' },
        { column: 'estimatedArea', code: 'negative' },
        { column: 'farmersAffected', code: 'not_a_number' },
      ],
    });
  });

  it("normalises a farmer row's phone to the register's form", () => {
    const { row } = readFarmerRow({ contact: '098450 12345', estSpendInr: '₹4,500', createdAt: '' });
    expect(row).toMatchObject({ phoneNumber: '+919845012345', contact: '098450 12345', estSpendInr: 4500 });
    expect(readFarmerRow({ contact: '12345' }).issues).toEqual([
      { column: 'contact', code: 'phone_invalid' },
    ]);
    expect(readFarmerRow({}).issues).toEqual([{ column: 'contact', code: 'required' }]);
  });
});

describe('the import request', () => {
  it('takes a multiline CSV of up to 2 MB and refuses control characters', () => {
    expect(fieldDataImportSchema.safeParse({ kind: 'farmer', csv: 'a,b\r\n"1\n2",\t3\n' }).success).toBe(
      true,
    );
    expect(fieldDataImportSchema.safeParse({ kind: 'farmer', csv: 'a\u0000' }).success).toBe(false);
    expect(fieldDataImportSchema.safeParse({ kind: 'crops', csv: 'a' }).success).toBe(false);
    // Two megabytes of Kannada are six megabytes of UTF-8.
    const kannada = 'ಅ'.repeat(FIELD_DATA_MAX_BYTES / 2);
    expect(
      fieldDataImportSchema.safeParse({ kind: 'business', csv: kannada }).error?.issues[0]?.message,
    ).toBe('too_long');
  });
});
