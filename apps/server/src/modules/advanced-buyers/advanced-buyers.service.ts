import {
  ADVANCED_BUYERS_PAGE_SIZE,
  CROP_SEPARATORS,
  DETAIL_REVIEWS_SHOWN,
  SEEKING_SHOWN,
  cardCrops,
  cropNameKey,
  isLowRated,
  matchedCrops,
  namesCrop,
  rankBuyersForProduct,
  splitCropInterest,
  type AdvancedBuyerCard,
  type AdvancedBuyerDetail,
  type AdvancedBuyersPage,
  type AdvancedBuyersQuery,
  type BuyerIntelligence,
  type BuyerRatingInput,
  type IntelligenceCandidate,
  type SeekingBuyer,
} from '@sangam/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { buyerAssociations, buyerFeedback, globalBuyers } from '../../db/schema/buyers.ts';
import { productInventory } from '../../db/schema/inventory.ts';
import { buyerRequirementCrops, buyerRequirements, crops } from '../../db/schema/marketplace.ts';
import { reviewsOf } from '../buyers/buyers.service.ts';

/**
 * The advanced buyers directory (document 2, 2.16; decision 028): the shared buyer records of every
 * FPO with the community's ratings, filtered and paged by the database; the published requirements
 * as buyers seeking crops; a user's one rating of a buyer (its buyer_feedback row, the same the buyer
 * list's review writes); and the buyer intelligence, which ranks buyers per product of the FPO's own.
 */

/** A crop as the filter and the matching compare it: lower case, single spaces (cropNameKey). */
const keyOf = (column: SQL) => sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;
/** The crop keys of a buyer's crop interest, split as splitCropInterest splits it. */
const buyerCropKeys = sql`(select ${keyOf(sql`part`)} from regexp_split_to_table(${globalBuyers.cropInterest}, ${CROP_SEPARATORS}) as part)`;

// One lateral read of the buyer's ratings (its index is on buyer and date).
const ratings = sql`lateral (
  select count(*)::int as rating_count, avg(${buyerFeedback.rating})::float8 as average
    from ${buyerFeedback}
   where ${buyerFeedback.globalBuyerId} = ${globalBuyers.id}
) as ratings`;
const average = sql<number | null>`ratings.average`;
const ratingCount = sql<number>`ratings.rating_count`;

const myRating = (userId: string) =>
  sql<number | null>`(select ${buyerFeedback.rating} from ${buyerFeedback}
    where ${buyerFeedback.globalBuyerId} = ${globalBuyers.id} and ${buyerFeedback.userId} = ${userId})`;

const buyersWhere = (query: AdvancedBuyersQuery) =>
  and(
    query.crop ? sql`${cropNameKey(query.crop)} in ${buyerCropKeys}` : undefined,
    query.verified === 'all' ? undefined : eq(globalBuyers.isVerified, query.verified === 'verified'),
    query.minRating ? sql`${average} >= ${query.minRating}` : undefined,
  );

const community = (row: { average: number | null; ratingCount: number; myRating: number | null }) => {
  const exact = row.average === null ? null : Number(row.average);
  const counted = Number(row.ratingCount);
  return {
    averageRating: exact === null ? null : Math.round(exact * 10) / 10,
    ratingCount: counted,
    // The spec's rule on the exact average, as the back office judges it.
    lowRated: isLowRated({ reviews: counted, average: exact }),
    myRating: row.myRating === null ? null : Number(row.myRating),
  };
};

const cardRows = (db: Db, userId: string, where: SQL | undefined) =>
  db
    .select({
      buyer: globalBuyers,
      average,
      ratingCount,
      myRating: myRating(userId),
    })
    .from(globalBuyers)
    .crossJoin(ratings)
    .where(where);

type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

const toCard = (row: CardRow): AdvancedBuyerCard => ({
  id: row.buyer.id,
  name: row.buyer.name,
  address: row.buyer.address,
  ...cardCrops(row.buyer.cropInterest),
  verified: row.buyer.isVerified,
  monthlyVolumeTonnes: row.buyer.monthlyVolumeTonnes,
  priceMin: row.buyer.priceMin,
  priceMax: row.buyer.priceMax,
  ...community(row),
});

/** Every crop the buyers and the published requirements name, once each (what the filter offers). */
const cropOptions = async (db: Db) => {
  const [fromBuyers, fromRequirements] = await Promise.all([
    db.execute(
      sql`select distinct btrim(part) as name
            from ${globalBuyers}, regexp_split_to_table(${globalBuyers.cropInterest}, ${CROP_SEPARATORS}) as part
           where btrim(part) <> ''`,
    ) as unknown as Promise<{ rows: { name: string }[] }>,
    db
      .selectDistinct({ name: crops.name })
      .from(buyerRequirementCrops)
      .innerJoin(buyerRequirements, eq(buyerRequirements.id, buyerRequirementCrops.requirementId))
      .innerJoin(crops, eq(crops.id, buyerRequirementCrops.cropId))
      .where(eq(buyerRequirements.isPublished, true)),
  ]);
  // One name per crop: the catalogue's where it has the crop, else a spelling with a capital if any.
  const byKey = new Map<string, string>();
  for (const { name } of [...fromRequirements, ...fromBuyers.rows]) {
    const key = cropNameKey(name);
    const held = byKey.get(key);
    if (!held || (held === held.toLocaleLowerCase('en-IN') && name !== name.toLocaleLowerCase('en-IN')))
      byKey.set(key, name.replace(/\s+/gu, ' '));
  }
  if (byKey.size) {
    const catalogue = await db
      .select({ key: crops.nameKey, name: crops.name })
      .from(crops)
      .where(inArray(crops.nameKey, [...byKey.keys()]));
    for (const { key, name } of catalogue) byKey.set(key, name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en-IN'));
};

/** The crops of each published requirement, by name. */
const requirementCrops = async (db: Db, ids: string[]) => {
  const links = ids.length
    ? await db
        .select({ requirementId: buyerRequirementCrops.requirementId, name: crops.name })
        .from(buyerRequirementCrops)
        .innerJoin(crops, eq(crops.id, buyerRequirementCrops.cropId))
        .where(inArray(buyerRequirementCrops.requirementId, ids))
        .orderBy(asc(crops.name))
    : [];
  return (id: string) => links.filter((link) => link.requirementId === id).map((link) => link.name);
};

const publishedWithCrop = (keys: string[] | undefined) =>
  and(
    eq(buyerRequirements.isPublished, true),
    keys
      ? sql`exists (select 1 from ${buyerRequirementCrops} rc join ${crops} c on c.id = rc.crop_id
                     where rc.requirement_id = ${buyerRequirements.id}
                       and ${keyOf(sql`c.name`)} in (${sql.join(
                         keys.map((key) => sql`${key}`),
                         sql`, `,
                       )}))`
      : undefined,
  );

/**
 * Published requirements passing the directory's filters, newest first: a requirement has no
 * ratings, so a minimum rating leaves none (decision 028).
 */
const seekingBuyers = async (db: Db, query: AdvancedBuyersQuery): Promise<SeekingBuyer[]> => {
  if (query.minRating) return [];
  const rows = await db
    .select()
    .from(buyerRequirements)
    .where(
      and(
        publishedWithCrop(query.crop ? [cropNameKey(query.crop)] : undefined),
        query.verified === 'all'
          ? undefined
          : eq(buyerRequirements.isVerified, query.verified === 'verified'),
      ),
    )
    .orderBy(desc(buyerRequirements.createdAt), desc(buyerRequirements.id))
    .limit(SEEKING_SHOWN);
  const named = await requirementCrops(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    crops: named(row.id),
    quantityRequirements: row.quantityRequirements,
    qualityDescription: row.qualityDescription,
    verified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  }));
};

/**
 * A page of the directory: every shared buyer record passing the filters, the best rated first (then
 * the most rated, then by name), with its ratings' average and count and the user's own rating.
 */
export const listAdvancedBuyers = async ({
  db,
  userId,
  query,
}: {
  db: Db;
  userId: string;
  query: AdvancedBuyersQuery;
}): Promise<AdvancedBuyersPage> => {
  const where = buyersWhere(query);
  const [rows, [counted], cropList, seeking] = await Promise.all([
    cardRows(db, userId, where)
      .orderBy(
        sql`${average} desc nulls last`,
        sql`${ratingCount} desc`,
        asc(globalBuyers.name),
        asc(globalBuyers.id),
      )
      .limit(ADVANCED_BUYERS_PAGE_SIZE)
      .offset((query.page - 1) * ADVANCED_BUYERS_PAGE_SIZE),
    db.select({ n: count() }).from(globalBuyers).crossJoin(ratings).where(where),
    cropOptions(db),
    seekingBuyers(db, query),
  ]);
  return {
    items: rows.map(toCard),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: ADVANCED_BUYERS_PAGE_SIZE,
    crops: cropList,
    seeking,
  };
};

/** The detail modal: the record, its newest reviews with the reviewers' FPOs, and the user's own rating. */
export const advancedBuyerDetail = async ({
  db,
  userId,
  buyerId,
}: {
  db: Db;
  userId: string;
  buyerId: string;
}): Promise<AdvancedBuyerDetail> => {
  const [row] = await cardRows(db, userId, eq(globalBuyers.id, buyerId));
  if (!row) throw notFound();
  const reviews = await reviewsOf(db, userId, buyerId);
  const mine = reviews.find((review) => review.mine);
  return {
    ...toCard(row),
    phone: row.buyer.phoneNumber,
    cropInterest: row.buyer.cropInterest,
    allCrops: splitCropInterest(row.buyer.cropInterest),
    quantityRequirements: row.buyer.quantityRequirements,
    qualityDescription: row.buyer.qualityDescription,
    reviews: reviews.slice(0, DETAIL_REVIEWS_SHOWN).map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.feedback,
      createdAt: review.createdAt,
      reviewer: review.reviewer,
      mine: review.mine,
    })),
    myReview: mine ? { rating: mine.rating, comment: mine.feedback } : null,
  };
};

/**
 * The user's rating of a buyer (document 2, 5 and 6): one per user and buyer, a resubmit replaces
 * it. It is the user's review row (buyer_feedback), whose deal fields stay as the buyer list's form
 * left them; where the user's FPO keeps the buyer in its list, the FPO's rating follows, so the two
 * screens never show the user two ratings of one buyer.
 */
export const rateBuyer = async ({
  db,
  fpoId,
  userId,
  buyerId,
  input,
}: {
  db: Db;
  fpoId: string;
  userId: string;
  buyerId: string;
  input: BuyerRatingInput;
}) => {
  await db.transaction(async (tx) => {
    const [buyer] = await tx
      .select({ id: globalBuyers.id })
      .from(globalBuyers)
      .where(eq(globalBuyers.id, buyerId))
      .for('share');
    if (!buyer) throw notFound();
    const values = { rating: input.rating, feedback: input.comment, fpoId, updatedAt: new Date() };
    await tx
      .insert(buyerFeedback)
      .values({ globalBuyerId: buyerId, userId, ...values })
      .onConflictDoUpdate({ target: [buyerFeedback.userId, buyerFeedback.globalBuyerId], set: values });
    await tx
      .update(buyerAssociations)
      .set({ userRating: input.rating, updatedBy: userId, updatedAt: new Date() })
      .where(and(eq(buyerAssociations.fpoId, fpoId), eq(buyerAssociations.globalBuyerId, buyerId)));
  });
  return advancedBuyerDetail({ db, userId, buyerId });
};

/** Every crop key the buyers and the published requirements name (few: crops, not buyers). */
const cropVocabulary = async (db: Db) => {
  const [fromBuyers, fromRequirements] = await Promise.all([
    db.execute(
      sql`select distinct ${keyOf(sql`part`)} as key
            from ${globalBuyers}, regexp_split_to_table(${globalBuyers.cropInterest}, ${CROP_SEPARATORS}) as part
           where btrim(part) <> ''`,
    ) as unknown as Promise<{ rows: { key: string }[] }>,
    db
      .selectDistinct({ name: crops.name })
      .from(buyerRequirementCrops)
      .innerJoin(buyerRequirements, eq(buyerRequirements.id, buyerRequirementCrops.requirementId))
      .innerJoin(crops, eq(crops.id, buyerRequirementCrops.cropId))
      .where(eq(buyerRequirements.isPublished, true)),
  ]);
  return [
    ...new Set([
      ...fromBuyers.rows.map((row) => row.key),
      ...fromRequirements.map((r) => cropNameKey(r.name)),
    ]),
  ];
};

/** The buyers and published requirements naming any of the crop keys, as the ranking weighs them. */
const candidatesFor = async (db: Db, keys: string[]): Promise<IntelligenceCandidate[]> => {
  if (!keys.length) return [];
  const listed = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const [buyers, requirements] = await Promise.all([
    db
      .select({ buyer: globalBuyers, average, ratingCount })
      .from(globalBuyers)
      .crossJoin(ratings)
      .where(sql`exists (select 1 from ${buyerCropKeys} as k(key) where k.key in (${listed}))`),
    db.select().from(buyerRequirements).where(publishedWithCrop(keys)),
  ]);
  const named = await requirementCrops(
    db,
    requirements.map((row) => row.id),
  );
  return [
    ...buyers.map(({ buyer, ...figures }) => {
      const { averageRating, ratingCount: counted } = community({ ...figures, myRating: null });
      return {
        kind: 'buyer' as const,
        id: buyer.id,
        name: buyer.name,
        place: buyer.address,
        crops: splitCropInterest(buyer.cropInterest),
        verified: buyer.isVerified,
        averageRating,
        ratingCount: counted,
        monthlyVolumeTonnes: buyer.monthlyVolumeTonnes,
        priceMin: buyer.priceMin,
        priceMax: buyer.priceMax,
        quantityRequirements: buyer.quantityRequirements,
      };
    }),
    ...requirements.map((row) => ({
      kind: 'requirement' as const,
      id: row.id,
      name: row.name,
      place: `${row.city}, ${row.state}`,
      crops: named(row.id),
      verified: row.isVerified,
      averageRating: null,
      ratingCount: 0,
      monthlyVolumeTonnes: null,
      priceMin: null,
      priceMax: null,
      quantityRequirements: row.quantityRequirements,
    })),
  ];
};

/**
 * The buyer intelligence (document 2, 2.16): the FPO's own products, each with how many buyers name
 * its crops, and for the product asked for (else the first with a match, else the first) the top
 * five buyers by opportunity and rating, with a summary of the market. Another FPO's product is 404.
 */
export const buyerIntelligence = async ({
  db,
  fpoId,
  productId,
}: {
  db: Db;
  fpoId: string;
  productId?: string;
}): Promise<BuyerIntelligence> => {
  const products = await db
    .select({ id: productInventory.id, name: productInventory.productName })
    .from(productInventory)
    .where(eq(productInventory.fpoId, fpoId))
    .orderBy(asc(productInventory.productName), asc(productInventory.id));
  if (productId && !products.some((product) => product.id === productId)) throw notFound();
  const vocabulary = await cropVocabulary(db);
  const keysOf = (name: string) => vocabulary.filter((key) => namesCrop(name, key));
  const candidates = await candidatesFor(db, [
    ...new Set(products.flatMap((product) => keysOf(product.name))),
  ]);
  const listed = products.map((product) => ({
    ...product,
    matches: candidates.filter((candidate) => matchedCrops(product.name, candidate.crops).length > 0).length,
  }));
  const chosen =
    listed.find((product) => product.id === productId) ??
    listed.find((product) => product.matches > 0) ??
    listed[0];
  if (!chosen) return { products: [], product: null, rows: [], summary: null };
  const { rows, summary } = rankBuyersForProduct(chosen.name, candidates);
  return { products: listed, product: { id: chosen.id, name: chosen.name }, rows, summary };
};
