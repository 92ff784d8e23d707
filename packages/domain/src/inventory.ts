import { daysUntil } from './india-dates.ts';

/**
 * The stock rules of the product and input inventories (spec 9): low stock, expiring soon, and what
 * the stock is worth. Expiry dates are calendar dates (`YYYY-MM-DD`) and "today" is India's date,
 * whatever the device's or the server's zone.
 */

/** Below this many units of its stock an item is low (spec 9). */
export const LOW_STOCK_BELOW = 10;
/** An expiry this many days ahead or sooner, past dates included, is expiring soon (spec 9). */
export const EXPIRING_WITHIN_DAYS = 30;

export type PackagingType = 'packaged' | 'open';

export type StockedProduct = {
  packagingType: PackagingType;
  /** Packets, for a packaged product. */
  quantityAvailable: number | null;
  /** Tonnes, for an open product. */
  quantityTonnes: number | null;
  /** Per packet when packaged, per tonne when open. */
  salePrice: number;
};

export type StockedInput = { quantityAvailable: number; purchasePrice: number; salePrice: number };

export type ExpiryStatus = 'none' | 'expired' | 'expiring' | 'fresh';

/** No date; past it; within EXPIRING_WITHIN_DAYS (today included); or further away. */
export const expiryStatus = (expiryDate: string | null, today: string): ExpiryStatus => {
  if (!expiryDate) return 'none';
  const days = daysUntil(expiryDate, today);
  if (days < 0) return 'expired';
  return days <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'fresh';
};

/** Spec 9's "expiring soon" counts the expired too. */
export const isExpiringSoon = (expiryDate: string | null, today: string) => {
  const status = expiryStatus(expiryDate, today);
  return status === 'expiring' || status === 'expired';
};

/** A product's stock in its own unit: packets when packaged, tonnes when open. */
export const productStock = (
  product: Pick<StockedProduct, 'packagingType' | 'quantityAvailable' | 'quantityTonnes'>,
) => (product.packagingType === 'packaged' ? product.quantityAvailable : product.quantityTonnes) ?? 0;

export const isLowStock = (stock: number) => stock < LOW_STOCK_BELOW;

/** Sale price times packets (packaged) or tonnes (open), in rupees, not yet rounded. */
export const productValue = (product: StockedProduct) => product.salePrice * productStock(product);

/** Sale price times quantity, in rupees. */
export const inputValue = (input: StockedInput) => input.salePrice * input.quantityAvailable;

/** What selling the whole stock earns over its purchase price; negative when sold at a loss. */
export const inputMargin = (input: StockedInput) =>
  (input.salePrice - input.purchasePrice) * input.quantityAvailable;

/** Spec 9: stored and shown values are whole rupees, rounded once over the sum. */
export const totalRupees = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0));

export type StockFigures = { totalItems: number; totalValue: number; lowStock: number; expiringSoon: number };

/** The product stat cards (spec 2.10): low stock and expiring soon count every product. */
export const productFigures = (
  products: (StockedProduct & { expiryDate: string | null })[],
  today: string,
): StockFigures => ({
  totalItems: products.length,
  totalValue: totalRupees(products.map(productValue)),
  lowStock: products.filter((p) => isLowStock(productStock(p))).length,
  expiringSoon: products.filter((p) => isExpiringSoon(p.expiryDate, today)).length,
});

/** The input stat cards (spec 2.11). */
export const inputFigures = (
  inputs: (StockedInput & { expiryDate: string | null })[],
  today: string,
): StockFigures => ({
  totalItems: inputs.length,
  totalValue: totalRupees(inputs.map(inputValue)),
  lowStock: inputs.filter((i) => isLowStock(i.quantityAvailable)).length,
  expiringSoon: inputs.filter((i) => isExpiringSoon(i.expiryDate, today)).length,
});
