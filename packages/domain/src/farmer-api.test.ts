import { describe, expect, it } from 'vitest';
import { documentBand, documentCompletion, minimumAnnualOpportunity } from './farmer-api.ts';

describe('business documents', () => {
  const none = {
    gstNumber: false,
    fssaiNumber: false,
    panDocument: false,
    moaDocument: false,
    aoaDocument: false,
  };
  it.each([
    [none, 0, 'low'],
    [{ ...none, gstNumber: true }, 20, 'low'],
    [{ ...none, gstNumber: true, fssaiNumber: true }, 40, 'low'],
    [{ ...none, gstNumber: true, fssaiNumber: true, panDocument: true }, 60, 'partial'],
    [{ ...none, gstNumber: true, fssaiNumber: true, panDocument: true, moaDocument: true }, 80, 'partial'],
    [
      { gstNumber: true, fssaiNumber: true, panDocument: true, moaDocument: true, aoaDocument: true },
      100,
      'complete',
    ],
  ] as const)('%o is %s%% (%s)', (items, percentage, band) => {
    expect(documentCompletion(items)).toBe(percentage);
    expect(documentBand(percentage)).toBe(band);
  });
});

describe('minimumAnnualOpportunity', () => {
  it.each([
    [0, 0],
    [1, 45000],
    [2.5, 112500],
    [1234.56, 55555200],
  ])('%s acres -> ₹%s', (acres, rupees) => {
    expect(minimumAnnualOpportunity(acres)).toBe(rupees);
  });
});
