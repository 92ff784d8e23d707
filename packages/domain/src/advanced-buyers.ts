import { z } from 'zod';
import { globalBuyerVerifiedFilters } from './admin-buyers.ts';
import { buyerRatings, type BuyerRating } from './buyers.ts';
import { cropNameKey, namesCrop } from './crop-picking.ts';
import { apiObject, optionalText, queryInteger, text, uuid } from './field-atoms.ts';

/**
 * The advanced buyers directory (document 2, 2.16; decision 028): every shared buyer record with
 * the community's ratings, the buyers' published requirements, and the buyer intelligence that
 * ranks them per product of the FPO's own. A rating is the user's one review of the buyer
 * (buyer_feedback): the same row the buyer list's review form writes, so a buyer is rated one way.
 */

/** Cards per page of the directory. */
export const ADVANCED_BUYERS_PAGE_SIZE = 12;
/** Crops a card names before '+N' (document 2, 2.16). */
export const CARD_CROPS_SHOWN = 2;
/** Rows of the intelligence table per product (document 2, 2.16). */
export const INTELLIGENCE_TOP = 5;
/** Published requirements listed under the directory, newest first. */
export const SEEKING_SHOWN = 20;
/** Reviews the detail modal shows, newest first. */
export const DETAIL_REVIEWS_SHOWN = 20;
/** A buyer's prices are per quintal and its volume in tonnes: ten quintals to the tonne. */
export const QUINTALS_PER_TONNE = 10;

/** The minimum rating filter: 4+, 3+, 2+ or 1+ stars (document 2, 2.16). */
export const minRatingFilters = [4, 3, 2, 1] as const;
export type MinRatingFilter = (typeof minRatingFilters)[number];

/**
 * A buyer's crop interest is the text its FPOs typed ("Paddy, Sona Masuri rice"): its crops are the
 * parts between commas, semicolons, slashes or line breaks, each once. The server splits the same
 * way in SQL (CROP_SEPARATORS), so a filter and a card agree.
 */
export const CROP_SEPARATORS = '\\s*[,;/|\\n]\\s*';
export const splitCropInterest = (interest: string): string[] => {
  const seen = new Set<string>();
  const crops: string[] = [];
  for (const part of interest.split(new RegExp(CROP_SEPARATORS))) {
    const name = part.trim().replace(/\s+/gu, ' ');
    const key = cropNameKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    crops.push(name);
  }
  return crops;
};

/** The first crops of a card and how many more there are ('+N'). */
export const cardCrops = (interest: string) => {
  const all = splitCropInterest(interest);
  return { crops: all.slice(0, CARD_CROPS_SHOWN), moreCrops: Math.max(0, all.length - CARD_CROPS_SHOWN) };
};

/** The directory's filters and page, as the address carries them. */
export const advancedBuyersQuerySchema = apiObject({
  crop: text({ max: 100 })
    .optional()
    .transform((value) => value || undefined),
  minRating: z.coerce
    .number({ error: 'min_rating_invalid' })
    .refine((n) => (minRatingFilters as readonly number[]).includes(n), 'min_rating_invalid')
    .transform((n) => n as MinRatingFilter)
    .optional(),
  verified: z.enum(globalBuyerVerifiedFilters, { error: 'verified_filter_invalid' }).default('all'),
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
});
export type AdvancedBuyersQuery = z.output<typeof advancedBuyersQuerySchema>;

const communityFields = {
  /** The ratings' average to one decimal; null with none. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Average under 3 (document 2, 9), judged on the exact average. */
  lowRated: z.boolean(),
  /** The signed-in user's own rating of the buyer; null when they have not rated it. */
  myRating: z.number().int().nullable(),
};

/** A card of the directory: the first two crops plus '+N'. */
export const advancedBuyerCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  crops: z.array(z.string()),
  moreCrops: z.number().int(),
  verified: z.boolean(),
  monthlyVolumeTonnes: z.number().nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  ...communityFields,
});
export type AdvancedBuyerCard = z.infer<typeof advancedBuyerCardSchema>;

/** A published requirement from the public form: a buyer seeking crops, without ratings. */
export const seekingBuyerSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  crops: z.array(z.string()),
  quantityRequirements: z.string().nullable(),
  qualityDescription: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SeekingBuyer = z.infer<typeof seekingBuyerSchema>;

export const advancedBuyersPageSchema = z.object({
  items: z.array(advancedBuyerCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every crop the buyers and the published requirements name: what the crop filter offers. */
  crops: z.array(z.string()),
  /** Published requirements passing the same filters (a rating filter passes none: they have no ratings). */
  seeking: z.array(seekingBuyerSchema),
});
export type AdvancedBuyersPage = z.infer<typeof advancedBuyersPageSchema>;

export const advancedBuyerReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  /** Null for a rating left without words. */
  comment: z.nullable(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  /** The reviewer's name and FPO; null shows as 'Anonymous User'. */
  reviewer: z.object({ name: z.string(), fpoName: z.string().nullable() }).nullable(),
  mine: z.boolean(),
});
export type AdvancedBuyerReview = z.infer<typeof advancedBuyerReviewSchema>;

/** The detail modal: the whole record, its recent reviews and the user's own rating to edit. */
export const advancedBuyerDetailSchema = advancedBuyerCardSchema.extend({
  phone: z.string(),
  cropInterest: z.string(),
  allCrops: z.array(z.string()),
  quantityRequirements: z.string().nullable(),
  qualityDescription: z.string().nullable(),
  reviews: z.array(advancedBuyerReviewSchema),
  myReview: z.nullable(z.object({ rating: z.number().int(), comment: z.nullable(z.string()) })),
});
export type AdvancedBuyerDetail = z.infer<typeof advancedBuyerDetailSchema>;

/**
 * A user's rating of a buyer (document 2, 5): a star value 1 to 5 is required; the comment is
 * optional, trimmed, and null when empty. Resubmitting replaces the user's rating.
 */
export const buyerRatingInputSchema = apiObject({
  rating: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'rating_required' : 'rating_invalid',
    })
    .refine((n) => (buyerRatings as readonly number[]).includes(n), 'rating_invalid')
    .transform((n) => n as BuyerRating),
  comment: optionalText({ max: 1000, multiline: true }),
});
export type BuyerRatingInput = z.output<typeof buyerRatingInputSchema>;

/** A shared buyer record, named as the spec names it (global_buyers): every FPO may read it. */
export const advancedBuyerParamsSchema = apiObject({ globalBuyerId: uuid('buyer_id_invalid') });
export const intelligenceQuerySchema = apiObject({ product: uuid('product_id_invalid').optional() });

// ---------------------------------------------------------------------------------------------
// Buyer intelligence (document 2, 2.16 and 9)
// ---------------------------------------------------------------------------------------------

/** A buyer the ranking weighs: a shared buyer record, or a published requirement (no figures, no ratings). */
export type IntelligenceCandidate = {
  kind: 'buyer' | 'requirement';
  id: string;
  name: string;
  place: string;
  crops: readonly string[];
  verified: boolean;
  averageRating: number | null;
  ratingCount: number;
  monthlyVolumeTonnes: number | null;
  priceMin: number | null;
  priceMax: number | null;
  quantityRequirements: string | null;
};

/** What a buyer's own fields lack for an opportunity figure. */
export const opportunityGaps = ['volume', 'price'] as const;
export type OpportunityGap = (typeof opportunityGaps)[number];

/**
 * The opportunity of a buyer, in rupees a month (document 2, 9: monthly volume x the lower bound
 * of the price range): tonnes a month x 10 quintals x the lowest price per quintal. Without a
 * volume or a lowest price there is no figure, and the gaps say which is missing.
 */
export const opportunityOf = (
  buyer: Pick<IntelligenceCandidate, 'monthlyVolumeTonnes' | 'priceMin'>,
): { opportunity: number | null; missing: OpportunityGap[] } => {
  const missing: OpportunityGap[] = [];
  if (!buyer.monthlyVolumeTonnes || buyer.monthlyVolumeTonnes <= 0) missing.push('volume');
  if (!buyer.priceMin || buyer.priceMin <= 0) missing.push('price');
  if (missing.length) return { opportunity: null, missing };
  return {
    opportunity: Math.round(
      (buyer.monthlyVolumeTonnes as number) * QUINTALS_PER_TONNE * (buyer.priceMin as number),
    ),
    missing,
  };
};

/** The crops of a candidate that a product's name names ("Yellow maize" names Maize). */
export const matchedCrops = (productName: string, crops: readonly string[]) =>
  crops.filter((crop) => namesCrop(productName, crop));

export const intelligenceRowSchema = z.object({
  rank: z.number().int(),
  kind: z.enum(['buyer', 'requirement']),
  id: z.string(),
  name: z.string(),
  place: z.string(),
  matchedCrops: z.array(z.string()),
  verified: z.boolean(),
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  monthlyVolumeTonnes: z.number().nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  quantityRequirements: z.string().nullable(),
  /** Rupees a month; null when the buyer's own fields lack a volume or a price. */
  opportunity: z.number().nullable(),
  missing: z.array(z.enum(opportunityGaps)),
});
export type IntelligenceRow = z.infer<typeof intelligenceRowSchema>;

export const intelligenceSummarySchema = z.object({
  /** Shared buyer records whose crops the product names. */
  buyers: z.number().int(),
  /** Published requirements whose crops the product names. */
  requirements: z.number().int(),
  verifiedBuyers: z.number().int(),
  /** Buyers with both a volume and a lowest price: those the totals below count. */
  buyersWithFigures: z.number().int(),
  /** Tonnes a month the buyers with a volume state. */
  monthlyVolumeTonnes: z.number(),
  /** Rupees a month: the opportunities of every matching buyer with figures. */
  totalOpportunity: z.number(),
  /** The lowest and highest prices per quintal the matching buyers state; null with none. */
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
});
export type IntelligenceSummary = z.infer<typeof intelligenceSummarySchema>;

const byRatingThenName = (
  a: Pick<IntelligenceCandidate, 'averageRating' | 'ratingCount' | 'name'>,
  b: Pick<IntelligenceCandidate, 'averageRating' | 'ratingCount' | 'name'>,
) =>
  (b.averageRating ?? -1) - (a.averageRating ?? -1) ||
  b.ratingCount - a.ratingCount ||
  a.name.localeCompare(b.name, 'en-IN');

/**
 * The buyers of one product (document 2, 2.16): those whose crops the product's name names, ranked
 * by opportunity (a buyer without one comes after every buyer with one), then by rating, then by
 * the number of ratings and the name; the top five, and a summary of every match.
 */
export const rankBuyersForProduct = (
  productName: string,
  candidates: readonly IntelligenceCandidate[],
  top = INTELLIGENCE_TOP,
): { rows: IntelligenceRow[]; summary: IntelligenceSummary } => {
  const matches = candidates
    .map((candidate) => ({
      ...candidate,
      matchedCrops: matchedCrops(productName, candidate.crops),
      ...opportunityOf(candidate),
    }))
    .filter((candidate) => candidate.matchedCrops.length > 0);
  matches.sort(
    (a, b) =>
      (a.opportunity === null ? 1 : 0) - (b.opportunity === null ? 1 : 0) ||
      (b.opportunity ?? 0) - (a.opportunity ?? 0) ||
      byRatingThenName(a, b),
  );
  const buyers = matches.filter((m) => m.kind === 'buyer');
  const withFigures = buyers.filter((m) => m.opportunity !== null);
  const prices = buyers
    .flatMap((m) => [m.priceMin, m.priceMax])
    .filter((p): p is number => p !== null && p > 0);
  return {
    rows: matches.slice(0, top).map((m, i) => ({
      rank: i + 1,
      kind: m.kind,
      id: m.id,
      name: m.name,
      place: m.place,
      matchedCrops: m.matchedCrops,
      verified: m.verified,
      averageRating: m.averageRating,
      ratingCount: m.ratingCount,
      monthlyVolumeTonnes: m.monthlyVolumeTonnes,
      priceMin: m.priceMin,
      priceMax: m.priceMax,
      quantityRequirements: m.quantityRequirements,
      opportunity: m.opportunity,
      missing: m.missing,
    })),
    summary: {
      buyers: buyers.length,
      requirements: matches.length - buyers.length,
      verifiedBuyers: buyers.filter((m) => m.verified).length,
      buyersWithFigures: withFigures.length,
      monthlyVolumeTonnes: buyers.reduce((sum, m) => sum + (m.monthlyVolumeTonnes ?? 0), 0),
      totalOpportunity: withFigures.reduce((sum, m) => sum + (m.opportunity ?? 0), 0),
      priceMin: prices.length ? Math.min(...prices) : null,
      priceMax: prices.length ? Math.max(...prices) : null,
    },
  };
};

export const intelligenceProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many buyers and published requirements name a crop of the product. */
  matches: z.number().int(),
});

export const buyerIntelligenceSchema = z.object({
  /** The FPO's own active products, by name. */
  products: z.array(intelligenceProductSchema),
  /** The product ranked: the one asked for, else the first with a match, else the first. */
  product: z.nullable(z.object({ id: z.string(), name: z.string() })),
  rows: z.array(intelligenceRowSchema),
  summary: z.nullable(intelligenceSummarySchema),
});
export type BuyerIntelligence = z.infer<typeof buyerIntelligenceSchema>;
