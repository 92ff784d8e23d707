import { z } from 'zod';
import { validateFarmerPhone } from './farmer-fields.ts';
import { apiObject, byRule, optionalText, text, uuid } from './field-atoms.ts';
import { daysUntil, todayInIndia } from './india-dates.ts';
import { amount, optionalDate } from './inventory-api.ts';
import { roundTo } from './reports.ts';

/**
 * The personal buyer list (spec 2.15, 3, 4, 5, 6): buyers are shared by phone number across FPOs;
 * each FPO keeps its own association and rating, and each user one review per buyer, which every
 * FPO reads. The form and the API judge with the same schema.
 */

/** An FPO keeps at most this many buyers: its list is read whole. */
export const BUYERS_MAX = 2000;

export const buyerRatings = [1, 2, 3, 4, 5] as const;
/** Spec 5: 5 Excellent, 4 Good, 3 Average, 2 Poor, 1 Very Poor (labels live with the screens). */
export type BuyerRating = (typeof buyerRatings)[number];

const rating = z.union([z.number(), z.string()], { error: 'rating_invalid' }).transform((raw, ctx) => {
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 1 && value <= 5) return value as BuyerRating;
  ctx.addIssue({ code: 'custom', message: 'rating_invalid' });
  return z.NEVER;
});

/**
 * The buyer form (spec 4, 5): name, phone, address and crop interest are required; a rating (1 to
 * 5) is optional, and only with one do feedback, the deal's amount and date, and the day it was
 * paid count. A review is kept only when it has both a rating and feedback text. The trading
 * details (monthly volume, price range, quantities, quality) feed the buyers directory later.
 */
/** The shared record's fields, one rule each for the FPO's form and the back office's edit. */
const sharedFields = {
  name: text({ max: 120, required: 'buyer_name_required' }),
  phone: text({ max: 20, required: 'phone_required' }).transform(byRule(validateFarmerPhone)),
  address: text({ max: 300, required: 'address_required', multiline: true }),
  cropInterest: text({ max: 200, required: 'crop_interest_required' }),
  monthlyVolumeTonnes: amount({ code: 'monthly_volume_invalid', min: 0, exclusive: true }).nullish(),
  priceMin: amount({ code: 'price_range_invalid', min: 0, exclusive: true }).nullish(),
  priceMax: amount({ code: 'price_range_invalid', min: 0, exclusive: true }).nullish(),
  quantityRequirements: optionalText({ max: 300 }),
  qualityDescription: optionalText({ max: 500, multiline: true }),
};

export const buyerInputSchema = apiObject({
  name: sharedFields.name,
  phone: sharedFields.phone,
  address: sharedFields.address,
  cropInterest: sharedFields.cropInterest,
  rating: rating.nullish(),
  feedback: optionalText({ max: 1000, multiline: true }),
  transactionAmount: amount({ code: 'transaction_amount_invalid', min: 0, exclusive: true }).nullish(),
  transactionDate: optionalDate('transaction_date_invalid'),
  paymentDate: optionalDate('payment_date_invalid'),
  monthlyVolumeTonnes: sharedFields.monthlyVolumeTonnes,
  priceMin: sharedFields.priceMin,
  priceMax: sharedFields.priceMax,
  quantityRequirements: sharedFields.quantityRequirements,
  qualityDescription: sharedFields.qualityDescription,
}).transform((input, ctx) => {
  const today = todayInIndia();
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  const rated = input.rating ?? null;
  // Without a rating the review's fields are not shown on the form, and not kept.
  const transactionDate = rated ? input.transactionDate : null;
  const paymentDate = rated ? input.paymentDate : null;
  if (transactionDate && transactionDate > today) issue('transactionDate', 'transaction_date_future');
  if (paymentDate && paymentDate > today) issue('paymentDate', 'payment_date_future');
  if (paymentDate && !transactionDate) issue('transactionDate', 'transaction_date_required');
  if (paymentDate && transactionDate && paymentDate < transactionDate)
    issue('paymentDate', 'payment_before_transaction');
  if (input.priceMin != null && input.priceMax != null && input.priceMin > input.priceMax)
    issue('priceMax', 'price_range_invalid');
  return {
    name: input.name,
    phone: input.phone,
    address: input.address,
    cropInterest: input.cropInterest,
    rating: rated,
    feedback: rated ? input.feedback : null,
    transactionAmount: rated ? (input.transactionAmount ?? null) : null,
    transactionDate,
    paymentDate,
    monthlyVolumeTonnes: input.monthlyVolumeTonnes ?? null,
    priceMin: input.priceMin ?? null,
    priceMax: input.priceMax ?? null,
    quantityRequirements: input.quantityRequirements,
    qualityDescription: input.qualityDescription,
  };
});
export type BuyerInput = z.output<typeof buyerInputSchema>;

/**
 * The shared record alone, as the back office edits it (document 2, 2.7; decision 015): the same
 * rules as the FPO's form, without an FPO's rating or a user's review.
 */
export const globalBuyerUpdateSchema = apiObject(sharedFields).transform((input, ctx) => {
  if (input.priceMin != null && input.priceMax != null && input.priceMin > input.priceMax)
    ctx.addIssue({ code: 'custom', message: 'price_range_invalid', path: ['priceMax'] });
  return {
    name: input.name,
    phone: input.phone,
    address: input.address,
    cropInterest: input.cropInterest,
    monthlyVolumeTonnes: input.monthlyVolumeTonnes ?? null,
    priceMin: input.priceMin ?? null,
    priceMax: input.priceMax ?? null,
    quantityRequirements: input.quantityRequirements,
    qualityDescription: input.qualityDescription,
  };
});
export type GlobalBuyerUpdate = z.output<typeof globalBuyerUpdateSchema>;

/** The record every FPO shares, as one FPO's list shows it. */
export const buyerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  cropInterest: z.string(),
  monthlyVolumeTonnes: z.number().nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  quantityRequirements: z.string().nullable(),
  qualityDescription: z.string().nullable(),
  verified: z.boolean(),
  /** This FPO's own rating and when it added the buyer. */
  myRating: z.number().int().nullable(),
  addedAt: z.iso.datetime({ offset: true }),
});
export type Buyer = z.infer<typeof buyerSchema>;

export const buyerStatsSchema = z.object({
  totalBuyers: z.number().int(),
  ratedBuyers: z.number().int(),
  /** Of this FPO's own ratings, to one decimal; 0 with none. */
  averageRating: z.number(),
});
export const buyerListSchema = z.object({ items: z.array(buyerSchema), stats: buyerStatsSchema });
export type BuyerList = z.infer<typeof buyerListSchema>;

export const buyerStats = (items: readonly Pick<Buyer, 'myRating'>[]) => {
  const ratings = items.map((item) => item.myRating).filter((r): r is number => r !== null);
  return {
    totalBuyers: items.length,
    ratedBuyers: ratings.length,
    averageRating: ratings.length ? roundTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 1) : 0,
  };
};

export const buyerReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  /** Null for a rating left without words (decision 028). */
  feedback: z.nullable(z.string()),
  transactionAmount: z.number().nullable(),
  transactionDate: z.string().nullable(),
  paymentDate: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The reviewer's name and FPO; null shows as 'Anonymous User' (spec 2.15). */
  reviewer: z.object({ name: z.string(), fpoName: z.string().nullable() }).nullable(),
  /** Written by the user reading: shown as 'You'. */
  mine: z.boolean(),
});
export type BuyerReview = z.infer<typeof buyerReviewSchema>;
export const buyerReviewsSchema = z.object({ items: z.array(buyerReviewSchema) });

export const buyerLedgerSchema = z.object({
  /** Sum of the amounts the reviews record, in rupees. */
  totalBusiness: z.number(),
  deals: z.number().int(),
  lastDealOn: z.string().nullable(),
  /** Average days from a deal to its payment, where both are recorded; null with none. */
  averageDaysToPay: z.number().nullable(),
  paidDeals: z.number().int(),
});
export type BuyerLedger = z.infer<typeof buyerLedgerSchema>;

/** The buyer's dealings as the reviews record them: the start of receivables tracking. */
export const buyerLedger = (
  reviews: readonly Pick<BuyerReview, 'transactionAmount' | 'transactionDate' | 'paymentDate'>[],
): BuyerLedger => {
  const deals = reviews.filter((r) => r.transactionAmount !== null || r.transactionDate !== null);
  const paid = reviews.filter((r) => r.transactionDate && r.paymentDate);
  const dates = deals.map((r) => r.transactionDate).filter((d): d is string => d !== null);
  return {
    totalBusiness: Math.round(deals.reduce((sum, r) => sum + (r.transactionAmount ?? 0), 0)),
    deals: deals.length,
    lastDealOn: dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null,
    averageDaysToPay: paid.length
      ? roundTo(
          paid.reduce((sum, r) => sum + daysUntil(r.paymentDate as string, r.transactionDate as string), 0) /
            paid.length,
          1,
        )
      : null,
    paidDeals: paid.length,
  };
};

/** The community rating to the nearest half star (spec 2.15: half stars), and its exact average. */
export const communityRating = (reviews: readonly Pick<BuyerReview, 'rating'>[]) => {
  if (!reviews.length) return { average: 0, stars: 0, count: 0 };
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return { average: roundTo(average, 1), stars: Math.round(average * 2) / 2, count: reviews.length };
};

export const buyerProfileSchema = z.object({
  buyer: buyerSchema,
  community: z.object({ average: z.number(), stars: z.number(), count: z.number().int() }),
  ledger: buyerLedgerSchema,
  reviews: z.array(buyerReviewSchema),
});
export type BuyerProfile = z.infer<typeof buyerProfileSchema>;

export const buyerIdParamsSchema = apiObject({ buyerId: uuid('buyer_id_invalid') });

/**
 * One change to a shared buyer record, as admins read it (DECISIONS D5): made by a user of an FPO,
 * or in the back office (no FPO).
 */
export const buyerChangeSchema = z.object({
  actorUserId: z.string(),
  actorEmail: z.string().nullable(),
  fpoId: z.string().nullable(),
  fpoName: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type BuyerChange = z.infer<typeof buyerChangeSchema>;
