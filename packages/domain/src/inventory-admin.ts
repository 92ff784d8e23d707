import { z } from 'zod';
import { adminUsersQuerySchema } from './admin-users.ts';
import { apiObject, flag } from './field-atoms.ts';
import { packagingTypes, pictureSchema } from './inventory-api.ts';

/**
 * The back office's views of every FPO's products and inputs (document 2, 2.7): searched and paged
 * on the server, each row with its FPO and the FPO's owner (the user the FPO link opens).
 */

/** A page of either overview: `search` finds the item's names, its FPO, or the FPO's owner. */
export const adminInventoryQuerySchema = adminUsersQuerySchema;
export type AdminInventoryQuery = z.output<typeof adminInventoryQuerySchema>;

/** Who keeps an item: its FPO and the FPO's first owner (null only for an FPO without one). */
const keeper = {
  fpoId: z.string(),
  fpoName: z.string(),
  userId: z.string().nullable(),
  userFullName: z.string().nullable(),
  userEmail: z.string().nullable(),
};

/** Document 2, 3 (Admin product). */
export const adminProductSchema = z.object({
  id: z.string(),
  productName: z.string(),
  packagingType: z.enum(packagingTypes),
  quantityAvailable: z.number().int().nullable(),
  packetSizeGms: z.number().int().nullable(),
  quantityTonnes: z.number().nullable(),
  salePrice: z.number(),
  expiryDate: z.string().nullable(),
  picture: z.nullable(pictureSchema),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...keeper,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsPageSchema = z.object({
  items: z.array(adminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductsPage = z.infer<typeof adminProductsPageSchema>;

/** Document 2, 3 (Admin input). */
export const adminInputSchema = z.object({
  id: z.string(),
  itemName: z.string(),
  chemicalName: z.string().nullable(),
  cropUsedFor: z.string().nullable(),
  quantityAvailable: z.number().int(),
  purchasePrice: z.number(),
  salePrice: z.number(),
  expiryDate: z.string().nullable(),
  picture: z.nullable(pictureSchema),
  isHidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...keeper,
});
export type AdminInput = z.infer<typeof adminInputSchema>;

/**
 * The inputs overview's cards (document 2, 2.7), over every FPO whatever the search: items, what
 * they sell for (sale price x quantity, whole rupees), units, and the FPOs that keep any.
 */
export const adminInputTotalsSchema = z.object({
  totalItems: z.number().int(),
  totalValue: z.number().int(),
  totalUnits: z.number().int(),
  activeFpos: z.number().int(),
});
export type AdminInputTotals = z.infer<typeof adminInputTotalsSchema>;

export const adminInputsPageSchema = z.object({
  items: z.array(adminInputSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: adminInputTotalsSchema,
});
export type AdminInputsPage = z.infer<typeof adminInputsPageSchema>;

/** Enable or disable a product (document 2, 4): a disabled one leaves the Mandi. */
export const productActiveSchema = apiObject({ isActive: flag() });
export type ProductActive = z.output<typeof productActiveSchema>;

/** Hide or show an input (document 2, 4). */
export const inputHiddenSchema = apiObject({ isHidden: flag() });
export type InputHidden = z.output<typeof inputHiddenSchema>;

/** The item id as the inputs table shows it: its first 8 characters (document 2, 2.7). */
export const shortId = (id: string) => id.slice(0, 8);
