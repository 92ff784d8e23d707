import { z } from 'zod';
import { apiObject, flag, numberOrText, optionalText, text, uuid } from './field-atoms.ts';
import { isCalendarDate } from './india-dates.ts';

/**
 * What the product and input inventories send and answer (spec 3, 5). The form and the API judge
 * with the same schemas, so a message shown beside a field is the one the server would give.
 */

/** An FPO keeps at most this many products, and as many inputs: every list is read whole. */
export const INVENTORY_ITEMS_MAX = 1000;
/** Highest price or quantity accepted: beyond any real FPO's stock, well inside numeric(14,2). */
const AMOUNT_MAX = 1_000_000_000;

type AmountRule = { code: string; min: number; exclusive?: boolean; integer?: boolean };

/** Has at most two decimals, judged on the typed text so 0.1 + 0.2 style floats do not fail it. */
const twoDecimals = (value: number) => /^-?\d+(\.\d{1,2})?$/.test(String(value));

/**
 * A number the person typed (as a JSON number or the text of one): finite, within bounds, whole or
 * with at most two decimals (spec 5: step 0.01). Every failure is the field's one code.
 */
export const amount = ({ code, min, exclusive = false, integer = false }: AmountRule) =>
  numberOrText({ max: 20, required: code }).transform((raw, ctx) => {
    const value = typeof raw === 'number' ? raw : raw === '' ? Number.NaN : Number(raw);
    const ok =
      Number.isFinite(value) &&
      (exclusive ? value > min : value >= min) &&
      value <= AMOUNT_MAX &&
      (integer ? Number.isInteger(value) : twoDecimals(value));
    if (ok) return value;
    ctx.addIssue({ code: 'custom', message: code });
    return z.NEVER;
  });

/** A calendar date `YYYY-MM-DD` that exists, or nothing (missing, null and blank). */
export const optionalDate = (code: string) =>
  z
    .union([z.string(), z.null()], { error: code })
    .optional()
    .transform((value, ctx) => {
      const date = value?.trim();
      if (!date) return null;
      if (isCalendarDate(date)) return date;
      ctx.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    });

export const packagingTypes = ['packaged', 'open'] as const;

/**
 * A product as the form sends it. Packaging decides which quantity counts (spec 4): packets and a
 * packet size when packaged, tonnes when open; the other unit's fields are stored as null.
 */
export const productInputSchema = apiObject({
  productName: text({ max: 120, required: 'product_name_required' }),
  packagingType: z.enum(packagingTypes, { error: 'packaging_type_invalid' }).default('packaged'),
  quantityAvailable: amount({ code: 'quantity_packets_invalid', min: 1, integer: true }).nullish(),
  packetSizeGms: amount({ code: 'packet_size_invalid', min: 0, integer: true }).nullish(),
  quantityTonnes: amount({ code: 'quantity_tonnes_invalid', min: 0, exclusive: true }).nullish(),
  salePrice: amount({ code: 'sale_price_invalid', min: 0, exclusive: true }),
  expiryDate: optionalDate('expiry_date_invalid'),
  isActive: flag().default(true),
}).transform((product, ctx) => {
  const packaged = product.packagingType === 'packaged';
  // The unit that counts must be given; the other one is stored as nothing.
  const [field, code] = packaged
    ? (['quantityAvailable', 'quantity_packets_invalid'] as const)
    : (['quantityTonnes', 'quantity_tonnes_invalid'] as const);
  if (product[field] == null) ctx.addIssue({ code: 'custom', message: code, path: [field] });
  return {
    productName: product.productName,
    packagingType: product.packagingType,
    quantityAvailable: packaged ? (product.quantityAvailable ?? null) : null,
    packetSizeGms: packaged ? (product.packetSizeGms ?? null) : null,
    quantityTonnes: packaged ? null : (product.quantityTonnes ?? null),
    salePrice: product.salePrice,
    expiryDate: product.expiryDate,
    isActive: product.isActive,
  };
});
export type ProductInput = z.output<typeof productInputSchema>;

/** An input item (seed, fertiliser, pesticide) as the form sends it (spec 5, Input form). */
export const inputItemInputSchema = apiObject({
  itemName: text({ max: 120, required: 'item_name_required' }),
  quantityAvailable: amount({ code: 'quantity_invalid', min: 0, integer: true }),
  purchasePrice: amount({ code: 'purchase_price_invalid', min: 0 }),
  // The marketplace refuses a sale price of 0 or less (spec 5).
  salePrice: amount({ code: 'sale_price_invalid', min: 0, exclusive: true }),
  expiryDate: optionalDate('expiry_date_invalid'),
  chemicalName: optionalText({ max: 120 }),
  cropUsedFor: optionalText({ max: 120 }),
});
export type InputItemInput = z.output<typeof inputItemInputSchema>;

export const productIdParamsSchema = apiObject({ productId: uuid('product_id_invalid') });
export const inputIdParamsSchema = apiObject({ inputId: uuid('input_id_invalid') });

/** A stored picture: the resized image and its thumbnail, both served by the media route. */
export const pictureSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type Picture = z.infer<typeof pictureSchema>;

const timestamps = {
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
};

export const productSchema = z.object({
  id: z.string(),
  productName: z.string(),
  packagingType: z.enum(packagingTypes),
  quantityAvailable: z.number().int().nullable(),
  packetSizeGms: z.number().int().nullable(),
  quantityTonnes: z.number().nullable(),
  salePrice: z.number(),
  expiryDate: z.string().nullable(),
  picture: pictureSchema.nullable(),
  isActive: z.boolean(),
  ...timestamps,
});
export type Product = z.infer<typeof productSchema>;

export const inputItemSchema = z.object({
  id: z.string(),
  itemName: z.string(),
  quantityAvailable: z.number().int(),
  purchasePrice: z.number(),
  salePrice: z.number(),
  expiryDate: z.string().nullable(),
  chemicalName: z.string().nullable(),
  cropUsedFor: z.string().nullable(),
  picture: pictureSchema.nullable(),
  ...timestamps,
});
export type InputItem = z.infer<typeof inputItemSchema>;

/** The four stat cards of either inventory (spec 2.10, 2.11). Values in whole rupees. */
export const stockStatsSchema = z.object({
  totalItems: z.number().int(),
  totalValue: z.number().int(),
  lowStock: z.number().int(),
  expiringSoon: z.number().int(),
});
export type StockStats = z.infer<typeof stockStatsSchema>;

export const productListSchema = z.object({ items: z.array(productSchema), stats: stockStatsSchema });
export type ProductList = z.infer<typeof productListSchema>;

export const inputListSchema = z.object({ items: z.array(inputItemSchema), stats: stockStatsSchema });
export type InputList = z.infer<typeof inputListSchema>;

/**
 * Demand for an input the FPO's farmers need, from its business-intelligence rows: how many farmers
 * it would serve and what it is worth, and whether the FPO stocks it already.
 */
export const inputOpportunitySchema = z.object({
  input: z.string(),
  crops: z.array(z.string()),
  farmersAffected: z.number().int(),
  rupees: z.number().int(),
  stocked: z.boolean(),
});
export type InputOpportunity = z.infer<typeof inputOpportunitySchema>;

export const inputOpportunitiesSchema = z.object({
  rows: z.array(inputOpportunitySchema),
  totalRupees: z.number().int(),
  totalFarmers: z.number().int(),
});
export type InputOpportunities = z.infer<typeof inputOpportunitiesSchema>;

/** The brochure and the public FPO page: who the FPO is, how to reach it, what it sells. */
export const brochureQuerySchema = apiObject({ userId: uuid('fpo_id_invalid') });
export const brochureSchema = z.object({
  fpoId: z.string(),
  fpoName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  products: z.array(productSchema),
});
export type Brochure = z.infer<typeof brochureSchema>;

/** Spec 9: image uploads. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What is wrong with a chosen image before it is sent (spec 5), or null; the server checks the bytes. */
export const imageProblem = (file: {
  size: number;
  type: string;
}): 'file_too_large' | 'file_type_invalid' | null =>
  file.size > IMAGE_MAX_BYTES
    ? 'file_too_large'
    : (IMAGE_TYPES as readonly string[]).includes(file.type)
      ? null
      : 'file_type_invalid';
