import { describe, expect, it } from 'vitest';
import { farmerExportRow } from './farmer-sheet.ts';
import {
  farmerReport,
  farmerReportQuerySchema,
  reportExportJson,
  reportExportQuerySchema,
  reportFileName,
  reportSince,
  type FarmerTotals,
} from './reports.ts';

const none: FarmerTotals = { total: 0, acres: 0, male: 0, female: 0, maleAcres: 0, femaleAcres: 0 };
const now = new Date('2026-11-24T10:00:00Z');
const range = { days: 30, since: reportSince(30, now) };

describe('the farmer report (spec 2.13, 9)', () => {
  it.each<[string, FarmerTotals, { average: number; other: number; acres: number }]>([
    ['no farmers: an average of 0, not NaN', none, { average: 0, other: 0, acres: 0 }],
    [
      'one farmer',
      { ...none, total: 1, acres: 2.5, male: 1, maleAcres: 2.5 },
      { average: 2.5, other: 0, acres: 2.5 },
    ],
    [
      'average to one decimal: 3.75 / 2',
      { ...none, total: 2, acres: 3.75, male: 1, female: 1, maleAcres: 2.5, femaleAcres: 1.25 },
      { average: 1.9, other: 0, acres: 3.75 },
    ],
    [
      'average rounds half up: 0.25 / 1',
      { ...none, total: 1, acres: 0.25, female: 1, femaleAcres: 0.25 },
      { average: 0.3, other: 0, acres: 0.25 },
    ],
    [
      'an unknown gender counts as other',
      { ...none, total: 3, acres: 6, male: 1, female: 1, maleAcres: 2, femaleAcres: 2 },
      { average: 2, other: 1, acres: 6 },
    ],
    [
      'acres summed in floating point are shown to 2 decimals',
      { ...none, total: 3, acres: 0.1 + 0.2 + 0.3, female: 3, femaleAcres: 0.1 + 0.2 + 0.3 },
      { average: 0.2, other: 0, acres: 0.6 },
    ],
  ])('%s', (_name, totals, expected) => {
    const report = farmerReport(totals, range);
    expect(report.averageAcres).toBe(expected.average);
    expect(report.genders.other).toBe(expected.other);
    expect(report.totalAcres).toBe(expected.acres);
    expect(report.genders.male + report.genders.female + report.genders.other).toBe(totals.total);
  });

  it("keeps each gender's own acres rather than sharing the total by head count", () => {
    // One man farming 10 acres and three women farming 1 each: by share the man would get 3.25.
    const report = farmerReport(
      { total: 4, acres: 13, male: 1, female: 3, maleAcres: 10, femaleAcres: 3 },
      range,
    );
    expect(report.acresByGender).toEqual({ male: 10, female: 3 });
  });

  it.each([
    [7, '2026-11-17T10:00:00.000Z'],
    [30, '2026-10-25T10:00:00.000Z'],
    [90, '2026-08-26T10:00:00.000Z'],
    [365, '2025-11-24T10:00:00.000Z'],
  ])('the %s-day range starts at %s', (days, since) => {
    expect(reportSince(days, now).toISOString()).toBe(since);
  });

  it.each([
    [{}, { days: 30, format: 'json' }],
    [
      { days: '7', format: 'csv' },
      { days: 7, format: 'csv' },
    ],
    [
      { days: '365', format: 'xlsx' },
      { days: 365, format: 'xlsx' },
    ],
  ])('reads the export query %j', (query, parsed) => {
    expect(reportExportQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([{ days: '12' }, { days: '30.5' }, { days: 'abc' }, { format: 'xls' }, { format: 'pdf' }])(
    'refuses the query %j',
    (query) => {
      expect(reportExportQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('offers only the four ranges', () => {
    expect(
      [7, 30, 90, 365, 1, 14].map((days) => farmerReportQuerySchema.safeParse({ days }).success),
    ).toEqual([true, true, true, true, false, false]);
  });
});

describe('the report export', () => {
  it('names the file for the range and the day in India', () => {
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(reportFileName(90, new Date('2026-11-24T20:00:00Z'), 'xlsx')).toBe(
      'sangam-farmers-last-90-days-2026-11-25.xlsx',
    );
  });

  it('holds the figures, the export date and the range it covers (spec 8)', () => {
    const report = farmerReport({ ...none, total: 1, acres: 2, male: 1, maleAcres: 2 }, range);
    expect(reportExportJson(report, now)).toEqual({
      exportDate: '2026-11-24T10:00:00.000Z',
      timeRange: { days: 30, from: '2026-10-25T10:00:00.000Z', to: '2026-11-24T10:00:00.000Z' },
      stats: report,
    });
  });

  it('writes a farmer as the sample file has one, the language by its English name, with the day joined in India', () => {
    const farmer = {
      farmerName: 'Lakshmi Devi',
      phoneNumber: '+919900112233',
      acres: 1.75,
      gender: 'Female' as const,
      village: 'Mulbagal',
      block: 'Mulbagal',
      district: 'Kolar',
      state: 'Karnataka',
      pincode: '563131',
      preferredLanguage: 'kn' as const,
      createdAt: '2026-11-23T19:00:00Z',
    };
    expect(farmerExportRow(farmer)).toEqual([
      'Lakshmi Devi',
      '9900112233',
      1.75,
      'Female',
      'Mulbagal',
      'Mulbagal',
      'Kolar',
      'Karnataka',
      '563131',
      'Kannada',
      '2026-11-24',
    ]);
  });
});
