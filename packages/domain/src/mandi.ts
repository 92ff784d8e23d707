import { z } from 'zod';
import { apiObject, queryInteger, text, uuid } from './field-atoms.ts';
import { mandiFilters } from './mandi-links.ts';
import { packagingTypes, pictureSchema } from './inventory-api.ts';

export const mandiQuerySchema = apiObject({
  search: text({ max: 100 }).optional(),
  packaging: z.enum(mandiFilters, { error: 'packaging_invalid' }).default('all'),
  page: queryInteger({ code: 'page_invalid', min: 1, max: 10_000 }).default(1),
});
export type MandiQuery = z.output<typeof mandiQuerySchema>;

/** Who sells a product (document 2, 2.20: seller info): what the FPO shows the public. */
export const sellerSchema = z.object({
  fpoId: z.uuid(),
  fpoName: z.string(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});
export type Seller = z.infer<typeof sellerSchema>;

export const mandiProductSchema = z.object({
  id: z.uuid(),
  productName: z.string(),
  packagingType: z.enum(packagingTypes),
  quantityAvailable: z.number().int().nullable(),
  packetSizeGms: z.number().int().nullable(),
  quantityTonnes: z.number().nullable(),
  salePrice: z.number(),
  expiryDate: z.string().nullable(),
  /** Within 30 days of its date in India today (spec 9); worked out by the server for the page. */
  expiringSoon: z.boolean(),
  picture: pictureSchema.nullable(),
  seller: sellerSchema,
});
export type MandiProduct = z.infer<typeof mandiProductSchema>;

export const mandiPageSchema = z.object({
  items: z.array(mandiProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MandiPage = z.infer<typeof mandiPageSchema>;

export const mandiProductParamsSchema = apiObject({ productId: uuid('product_id_invalid') });

/** The public FPO page (document 2, 2.21). */
export const publicFpoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  establishedYear: z.number().int(),
  farmerCount: z.number().int(),
  totalAcres: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  badges: z.object({
    gst: z.boolean(),
    fssai: z.boolean(),
    verified: z.boolean(),
    hfnCertified: z.boolean(),
  }),
  logo: pictureSchema.nullable(),
  villagePhotos: z.array(pictureSchema),
  products: z.array(mandiProductSchema),
});
export type PublicFpo = z.infer<typeof publicFpoSchema>;
