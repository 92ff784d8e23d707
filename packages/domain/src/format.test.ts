import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatAcres,
  formatPrice,
  formatRupees,
  formatRupeesShort,
} from './format.ts';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [144000, '₹1,44,000'],
    [12345678, '₹1,23,45,678'],
    [1999.5, '₹2,000'],
    [-5000, '-₹5,000'],
    [Number.NaN, '₹0'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    [90, '₹90'],
    [245.5, '₹245.50'],
    [0.01, '₹0.01'],
    [38000, '₹38,000'],
    [1400.25, '₹1,400.25'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});

describe('formatRupeesShort', () => {
  it.each([
    [50000, '₹50,000'],
    [100000, '₹1 L'],
    [250000, '₹2.5 L'],
    [9_999_999, '₹100 L'],
    [10_000_000, '₹1 Cr'],
    [31_000_000, '₹3.1 Cr'],
    [-250000, '-₹2.5 L'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatRupeesShort(amount)).toBe(expected);
  });
});

describe('formatCount', () => {
  it('groups in the Indian way', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});

describe('dates are shown in India Standard Time', () => {
  it('moves a late UTC evening to the next IST day', () => {
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
  });
  it('shows IST wall-clock time', () => {
    expect(formatDateTime('2026-11-23T00:00:00Z')).toMatch(/23 Nov 2026,? 5:30\s?am/i);
  });
});

describe('formatAcres', () => {
  it.each([
    [12345.5, 2, '12,345.5'],
    [123456.78, 2, '1,23,456.78'],
    [2.005, 2, '2.01'],
    [1.875, 1, '1.9'],
    [0, 1, '0'],
    [40, 2, '40'],
  ] as const)('%s to %s decimals is %s', (acres, decimals, shown) => {
    expect(formatAcres(acres, decimals)).toBe(shown);
  });
});
