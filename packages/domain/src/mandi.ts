import { z } from 'zod';
import { apiObject, queryInteger, text, uuid } from './field-atoms.ts';
import { isBlankFpoText } from './fpo-profile.ts';
import { packagingTypes, pictureSchema } from './inventory-api.ts';

/** Products on one page of the Mandi; the next page comes with 'Show more'. */
export const MANDI_PAGE_SIZE = 24;
export const mandiFilters = ['all', 'packaged', 'open'] as const;
export type MandiFilter = (typeof mandiFilters)[number];

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

/** A contact chip is hidden when empty, the literal 'null', or a bare '+91' (document 2, 2.21). */
export const shownContact = (value: string | null | undefined): string | null =>
  isBlankFpoText(value) || value?.trim() === '+91' ? null : (value?.trim() ?? null);

/** The ten digits of an Indian mobile number written as +91…, 91…, 0… or bare; else null. */
export const mobileDigits = (phone: string | null | undefined): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '');
  const match = /^(?:91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? null;
};

/** The three ways a buyer reaches a seller (document 2, 2.20): call, e-mail and WhatsApp. */
export const contactLinks = ({
  phone,
  email,
  subject,
  body,
  message,
}: {
  phone: string | null;
  email: string | null;
  subject: string;
  body: string;
  message: string;
}) => {
  const digits = mobileDigits(phone);
  const mail = shownContact(email);
  return {
    call: digits ? `tel:+91${digits}` : null,
    email: mail
      ? `mailto:${mail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
      : null,
    // Country prefix 91 and the number, no plus (document 2, 2.20).
    whatsapp: digits ? `https://wa.me/91${digits}?text=${encodeURIComponent(message)}` : null,
  };
};

/** The link a Share button falls back to where the phone has no share sheet: WhatsApp, to anyone. */
export const whatsappShareLink = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
