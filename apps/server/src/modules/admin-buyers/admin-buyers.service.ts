import {
  ADDED_BY_SHOWN,
  isLowRated,
  type AdminBuyersPage,
  type AdminGlobalBuyer,
  type AdminGlobalBuyersQuery,
  type GlobalBuyerUpdate,
  type GlobalBuyerVerifiedFilter,
} from '@sangam/domain';
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { buyerAssociations, buyerFeedback, globalBuyers } from '../../db/schema/buyers.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import { reviewsOf, updateSharedBuyer } from '../buyers/buyers.service.ts';

/**
 * The Global Buyers tab (document 2, 2.7 and 3): every shared buyer record with what the FPOs' lists
 * and the community's reviews say of it, each figure counted by the database for the page's rows.
 */

/** A buyer found by name, crop or phone (the phone by its digits, however they were typed). */
const buyerSearch = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const digits = search.replace(/[\s-]/g, '');
  return or(
    sql`${globalBuyers.name} ilike ${pattern}`,
    sql`${globalBuyers.cropInterest} ilike ${pattern}`,
    /^\+?\d+$/.test(digits)
      ? sql`${globalBuyers.phoneNumber} like ${`%${digits.replace(/^\+/, '')}%`}`
      : undefined,
  );
};

/** The admins' mark (decision 015): every buyer, the verified ones, or the rest. */
const verifiedFilter = (filter: GlobalBuyerVerifiedFilter) =>
  filter === 'all' ? undefined : eq(globalBuyers.isVerified, filter === 'verified');

// One lateral read of the buyer's reviews (its index is on buyer and date) and one of its lists.
const reviews = sql`lateral (
  select count(*)::int as review_count,
         avg(${buyerFeedback.rating})::float8 as average,
         coalesce(sum(${buyerFeedback.transactionAmount}), 0)::float8 as total_business
    from ${buyerFeedback}
   where ${buyerFeedback.globalBuyerId} = ${globalBuyers.id}
) as reviews`;
const lists = sql`lateral (
  select count(*)::int as association_count,
         coalesce(
           json_agg(json_build_object('fpoId', ${fpos.id}, 'fpoName', ${fpos.name})
                    order by ${buyerAssociations.createdAt}, ${fpos.name}),
           '[]'::json
         ) as added_by
    from ${buyerAssociations}
    join ${fpos} on ${fpos.id} = ${buyerAssociations.fpoId}
   where ${buyerAssociations.globalBuyerId} = ${globalBuyers.id}
) as lists`;

type Figures = {
  review_count: number;
  average: number | null;
  total_business: number;
  association_count: number;
  added_by: { fpoId: string; fpoName: string }[];
};

const rowsOf = (db: Db, where: SQL | undefined) =>
  db
    .select({
      buyer: globalBuyers,
      reviewCount: sql<Figures['review_count']>`reviews.review_count`,
      average: sql<Figures['average']>`reviews.average`,
      totalBusiness: sql<Figures['total_business']>`reviews.total_business`,
      associationCount: sql<Figures['association_count']>`lists.association_count`,
      addedBy: sql<Figures['added_by']>`lists.added_by`,
    })
    .from(globalBuyers)
    .crossJoin(reviews)
    .crossJoin(lists)
    .where(where);

const toAdminBuyer = (row: Awaited<ReturnType<typeof rowsOf>>[number]): AdminGlobalBuyer => {
  const { buyer } = row;
  const reviewCount = Number(row.reviewCount);
  const average = row.average === null ? null : Number(row.average);
  return {
    id: buyer.id,
    name: buyer.name,
    phone: buyer.phoneNumber,
    address: buyer.address,
    cropInterest: buyer.cropInterest,
    monthlyVolumeTonnes: buyer.monthlyVolumeTonnes,
    priceMin: buyer.priceMin,
    priceMax: buyer.priceMax,
    quantityRequirements: buyer.quantityRequirements,
    qualityDescription: buyer.qualityDescription,
    verified: buyer.isVerified,
    createdAt: buyer.createdAt.toISOString(),
    associationCount: Number(row.associationCount),
    averageRating: average === null ? null : Math.round(average * 10) / 10,
    reviewCount,
    totalBusiness: Math.round(Number(row.totalBusiness)),
    addedBy: (row.addedBy ?? []).slice(0, ADDED_BY_SHOWN),
    // The spec's rule on the exact average, not the rounded one shown.
    lowRated: isLowRated({ reviews: reviewCount, average }),
  };
};

/** A page of shared buyers, newest first, with their figures (document 2, 3), found and filtered. */
export const listGlobalBuyers = async ({
  db,
  query,
}: {
  db: Db;
  query: AdminGlobalBuyersQuery;
}): Promise<AdminBuyersPage> => {
  const where = and(buyerSearch(query.search), verifiedFilter(query.verified));
  const [rows, [counted]] = await Promise.all([
    rowsOf(db, where)
      .orderBy(desc(globalBuyers.createdAt), desc(globalBuyers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(globalBuyers).where(where),
  ]);
  return {
    items: rows.map(toAdminBuyer),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const globalBuyer = async (db: Db, buyerId: string) => {
  const [row] = await rowsOf(db, eq(globalBuyers.id, buyerId));
  if (!row) throw notFound();
  return toAdminBuyer(row);
};

/** Every review of a buyer, newest first, with the reviewer's name and FPO ('Anonymous User' when gone). */
export const globalBuyerReviews = async ({
  db,
  actorUserId,
  buyerId,
}: {
  db: Db;
  actorUserId: string;
  buyerId: string;
}) => {
  await globalBuyer(db, buyerId);
  return { items: await reviewsOf(db, actorUserId, buyerId) };
};

/** An admin corrects the shared record: the FPO side's checks and record of changes (decision 015). */
export const updateGlobalBuyer = async ({
  db,
  actorUserId,
  buyerId,
  input,
}: {
  db: Db;
  actorUserId: string;
  buyerId: string;
  input: GlobalBuyerUpdate;
}) => {
  await updateSharedBuyer({ db, actorUserId, buyerId, input });
  return globalBuyer(db, buyerId);
};

/**
 * An admin marks a shared buyer verified or takes the mark away (decision 015: only admins set it).
 * The change and its record are one transaction; asking for the mark the buyer already has changes
 * nothing and records nothing. The one conditional update settles two admins clicking at once.
 */
export const setGlobalBuyerVerified = async ({
  db,
  actorUserId,
  buyerId,
  isVerified,
}: {
  db: Db;
  actorUserId: string;
  buyerId: string;
  isVerified: boolean;
}) => {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(globalBuyers)
      .set({ isVerified, updatedAt: new Date() })
      .where(and(eq(globalBuyers.id, buyerId), ne(globalBuyers.isVerified, isVerified)))
      .returning({ id: globalBuyers.id });
    if (!changed) return;
    await tx.insert(auditEvents).values({
      actorUserId,
      action: isVerified ? 'global_buyer.verified' : 'global_buyer.unverified',
      targetType: 'global_buyer',
      targetId: buyerId,
      // The shape of an edit's record, so the buyer's change history shows it beside the edits.
      details: { fpoId: null, before: { verified: !isVerified }, after: { verified: isVerified } },
    });
  });
  // A buyer that does not exist is 404 here, whether or not anything changed.
  return globalBuyer(db, buyerId);
};
