import { describe, expect, it } from 'vitest';
import { rupeesIn } from './business-intelligence.service.ts';

describe('the rupees in an opportunity written as text', () => {
  it.each([
    ['₹1,27,500', 127_500],
    ['Rs. 98000 per season', 98_000],
    ['INR 1,234,567.50', 1_234_567.5],
    ['54400', 54_400],
    ['about ₹ 18,700 for 22 farmers', 18_700],
    ['no amount given', 0],
    ['', 0],
    [null, 0],
  ])('%j is %d', (text, rupees) => {
    expect(rupeesIn(text)).toBe(rupees);
  });
});
