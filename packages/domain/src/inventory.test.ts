import { describe, expect, it } from 'vitest';
import {
  expiryStatus,
  inputMargin,
  inputValue,
  isExpiringSoon,
  isLowStock,
  productStock,
  productValue,
  totalRupees,
  type StockedProduct,
} from './inventory.ts';

const today = '2026-11-23';

describe('expiry (spec 9: within 30 days, past dates included)', () => {
  it.each([
    [null, 'none', false],
    ['2026-11-22', 'expired', true],
    ['2025-01-01', 'expired', true],
    ['2026-11-23', 'expiring', true],
    ['2026-12-23', 'expiring', true],
    ['2026-12-24', 'fresh', false],
    ['2027-11-23', 'fresh', false],
  ] as const)('%s is %s', (date, status, soon) => {
    expect(expiryStatus(date, today)).toBe(status);
    expect(isExpiringSoon(date, today)).toBe(soon);
  });
});

const packaged = (quantityAvailable: number, salePrice: number): StockedProduct => ({
  packagingType: 'packaged',
  quantityAvailable,
  quantityTonnes: null,
  salePrice,
});
const open = (quantityTonnes: number, salePrice: number): StockedProduct => ({
  packagingType: 'open',
  quantityAvailable: null,
  quantityTonnes,
  salePrice,
});

describe('stock and value (spec 9)', () => {
  it.each([
    [packaged(9, 50), 9, true],
    [packaged(10, 50), 10, false],
    [packaged(0, 50), 0, true],
    [open(9.99, 20000), 9.99, true],
    [open(10, 20000), 10, false],
  ])('%o holds %d, low: %s', (product, stock, low) => {
    expect(productStock(product)).toBe(stock);
    expect(isLowStock(productStock(product))).toBe(low);
  });

  it('values packets at the packet price and tonnes at the tonne price, rounded once over the sum', () => {
    expect(productValue(packaged(120, 45.5))).toBe(5460);
    expect(productValue(open(2.5, 18000))).toBe(45000);
    expect(totalRupees([packaged(1, 0.5), packaged(1, 0.5)].map(productValue))).toBe(1);
    expect(totalRupees([])).toBe(0);
  });

  it('values inputs at the sale price and shows the margin over the purchase price', () => {
    const seed = { quantityAvailable: 40, purchasePrice: 850, salePrice: 920 };
    expect(inputValue(seed)).toBe(36800);
    expect(inputMargin(seed)).toBe(2800);
    expect(inputMargin({ ...seed, salePrice: 800 })).toBe(-2000);
  });
});
