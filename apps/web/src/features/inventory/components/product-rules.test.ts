import type { Product } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { productBody, type ProductFormValues } from './product-form.tsx';
import { filterProducts } from './product-table.tsx';

const product = (overrides: Partial<Product>): Product => ({
  id: crypto.randomUUID(),
  productName: 'Ghee',
  packagingType: 'packaged',
  quantityAvailable: 5,
  packetSizeGms: 500,
  quantityTonnes: null,
  salePrice: 600,
  expiryDate: null,
  picture: null,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('the product filters (spec 2.10)', () => {
  const today = '2026-11-23';
  const items = [
    product({ productName: 'fresh packet', expiryDate: '2027-06-01' }),
    product({ productName: 'expired packet', expiryDate: '2026-11-01' }),
    product({ productName: 'open, expiring', packagingType: 'open', expiryDate: '2026-12-23' }),
    product({ productName: 'open, no date', packagingType: 'open' }),
  ];
  it.each([
    [
      { expiringOnly: false, packaging: 'all' },
      ['fresh packet', 'expired packet', 'open, expiring', 'open, no date'],
    ],
    [{ expiringOnly: true, packaging: 'all' }, ['expired packet', 'open, expiring']],
    [{ expiringOnly: false, packaging: 'packaged' }, ['fresh packet', 'expired packet']],
    [{ expiringOnly: true, packaging: 'open' }, ['open, expiring']],
  ] as const)('%o shows %o', (filters, names) => {
    expect(filterProducts(items, filters, today).map((p) => p.productName)).toEqual(names);
  });
});

describe('what the product form sends (spec 4, 5)', () => {
  const typed: ProductFormValues = {
    productName: 'Ragi',
    packagingType: 'packaged',
    quantityAvailable: ' 12 ',
    packetSizeGms: '',
    quantityTonnes: '3',
    salePrice: '45.50',
    expiryDate: '',
    isActive: true,
  };
  it('sends packets and no tonnes for a packaged product, blanks as nothing', () => {
    expect(productBody(typed)).toEqual({
      productName: 'Ragi',
      packagingType: 'packaged',
      quantityAvailable: '12',
      packetSizeGms: null,
      quantityTonnes: null,
      salePrice: '45.50',
      expiryDate: null,
      isActive: true,
    });
  });
  it('sends tonnes and no packets for an open product', () => {
    expect(productBody({ ...typed, packagingType: 'open', packetSizeGms: '500' })).toMatchObject({
      quantityAvailable: null,
      packetSizeGms: null,
      quantityTonnes: '3',
    });
  });
});
