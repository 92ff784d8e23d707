import type { InputItem, Product } from '@sangam/domain';

const stamp = '2026-11-01T00:00:00.000Z';

/** A stored product as the API answers it; packaged, 50 packets, no picture, unless told. */
export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: crypto.randomUUID(),
  productName: 'Groundnut oil 1 L',
  packagingType: 'packaged',
  quantityAvailable: 50,
  packetSizeGms: 1000,
  quantityTonnes: null,
  salePrice: 245,
  expiryDate: null,
  picture: null,
  isActive: true,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

/** An open product: sold by the tonne, no packets. */
export const anOpenProduct = (overrides: Partial<Product> = {}): Product =>
  aProduct({
    productName: 'Ragi',
    packagingType: 'open',
    quantityAvailable: null,
    packetSizeGms: null,
    quantityTonnes: 2.5,
    salePrice: 38_000,
    ...overrides,
  });

export const anInput = (overrides: Partial<InputItem> = {}): InputItem => ({
  id: crypto.randomUUID(),
  itemName: 'DAP 50 kg',
  quantityAvailable: 20,
  purchasePrice: 1350,
  salePrice: 1400,
  expiryDate: null,
  chemicalName: null,
  cropUsedFor: null,
  picture: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

/** A calendar date `days` from India's today (negative for the past), as `YYYY-MM-DD`. */
export const daysFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
