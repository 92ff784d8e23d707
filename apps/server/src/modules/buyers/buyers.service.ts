import {
  BUYERS_MAX,
  buyerLedger,
  buyerStats,
  communityRating,
  type Buyer,
  type BuyerInput,
  type BuyerList,
  type BuyerProfile,
  type BuyerReview,
} from '@sangam/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { lockFpo } from '../../db/lock-fpo.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';
import { buyerAssociations, buyerFeedback, globalBuyers } from '../../db/schema/buyers.ts';
import { fpos, userProfiles } from '../../db/schema/tenancy.ts';

/**
 * The personal buyer list over shared buyer records (spec 2.15, 6; decision 015). A buyer is one
 * record per phone number for every FPO; each FPO has its own association and rating, each user
 * one review per buyer. Edits to the shared record are recorded with what they changed.
 */

type Tenant = { db: Db; fpoId: string; userId: string };
/** Who changes a shared record: a user of an FPO, or an admin in the back office (no FPO). */
type Editor = { userId: string; fpoId: string | null };

const sharedFields = {
  name: globalBuyers.name,
  phone: globalBuyers.phoneNumber,
  address: globalBuyers.address,
  cropInterest: globalBuyers.cropInterest,
  monthlyVolumeTonnes: globalBuyers.monthlyVolumeTonnes,
  priceMin: globalBuyers.priceMin,
  priceMax: globalBuyers.priceMax,
  quantityRequirements: globalBuyers.quantityRequirements,
  qualityDescription: globalBuyers.qualityDescription,
};
type Shared = { [K in keyof typeof sharedFields]: BuyerInput[K] };

const buyerColumns = {
  id: globalBuyers.id,
  ...sharedFields,
  verified: globalBuyers.isVerified,
  myRating: buyerAssociations.userRating,
  addedAt: buyerAssociations.createdAt,
};

const toBuyer = (row: Omit<Buyer, 'addedAt'> & { addedAt: Date }): Buyer => ({
  ...row,
  addedAt: row.addedAt.toISOString(),
});

const sharedOf = (input: BuyerInput): Shared => ({
  name: input.name,
  phone: input.phone,
  address: input.address,
  cropInterest: input.cropInterest,
  monthlyVolumeTonnes: input.monthlyVolumeTonnes,
  priceMin: input.priceMin,
  priceMax: input.priceMax,
  quantityRequirements: input.quantityRequirements,
  qualityDescription: input.qualityDescription,
});

const columnsOf = (shared: Shared) => {
  const { phone, ...rest } = shared;
  return { ...rest, phoneNumber: phone };
};

const mine = (fpoId: string, buyerId: string) =>
  and(eq(buyerAssociations.fpoId, fpoId), eq(buyerAssociations.globalBuyerId, buyerId));

export const listBuyers = async ({ db, fpoId }: Omit<Tenant, 'userId'>): Promise<BuyerList> => {
  const rows = await db
    .select(buyerColumns)
    .from(buyerAssociations)
    .innerJoin(globalBuyers, eq(globalBuyers.id, buyerAssociations.globalBuyerId))
    .where(eq(buyerAssociations.fpoId, fpoId))
    .orderBy(desc(buyerAssociations.createdAt), asc(globalBuyers.name));
  const items = rows.map(toBuyer);
  return { items, stats: buyerStats(items) };
};

const readBuyer = async (db: Db, fpoId: string, buyerId: string) => {
  const [row] = await db
    .select(buyerColumns)
    .from(buyerAssociations)
    .innerJoin(globalBuyers, eq(globalBuyers.id, buyerAssociations.globalBuyerId))
    .where(mine(fpoId, buyerId));
  if (!row) throw notFound();
  return toBuyer(row);
};

/**
 * Writes the shared record's new values and, when any differ, records who changed what from what
 * (DECISIONS D5): another FPO's view of the buyer never changes silently.
 */
const updateShared = async (tx: Db, actor: Editor, buyerId: string, before: Shared, after: Shared) => {
  const changed = (Object.keys(after) as (keyof Shared)[]).filter((key) => before[key] !== after[key]);
  if (!changed.length) return;
  await tx
    .update(globalBuyers)
    .set({ ...columnsOf(after), updatedAt: new Date() })
    .where(eq(globalBuyers.id, buyerId));
  await tx.insert(auditEvents).values({
    actorUserId: actor.userId,
    action: 'global_buyer.updated',
    targetType: 'global_buyer',
    targetId: buyerId,
    details: {
      fpoId: actor.fpoId,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    },
  });
};

/**
 * The review, kept only with a rating and feedback text (spec 5); resubmitting replaces it. A rating
 * without words changes only the rating of a review the user already has (one left on
 * /advanced-buyers, decision 028), so the user never has two ratings of one buyer.
 */
const saveReview = async (tx: Db, actor: Tenant, buyerId: string, input: BuyerInput) => {
  if (input.rating && !input.feedback) {
    await tx
      .update(buyerFeedback)
      .set({ rating: input.rating, updatedAt: new Date() })
      .where(and(eq(buyerFeedback.userId, actor.userId), eq(buyerFeedback.globalBuyerId, buyerId)));
    return;
  }
  if (!input.rating || !input.feedback) return;
  const values = {
    rating: input.rating,
    feedback: input.feedback,
    transactionAmount: input.transactionAmount,
    transactionDate: input.transactionDate,
    paymentDate: input.paymentDate,
    fpoId: actor.fpoId,
    updatedAt: new Date(),
  };
  await tx
    .insert(buyerFeedback)
    .values({ globalBuyerId: buyerId, userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: [buyerFeedback.userId, buyerFeedback.globalBuyerId], set: values });
};

const sharedRow = async (tx: Db, where: ReturnType<typeof eq>) => {
  const [row] = await tx
    .select({ id: globalBuyers.id, ...sharedFields })
    .from(globalBuyers)
    .where(where)
    .for('update');
  return row;
};

/**
 * Adds a buyer to the FPO's list: the shared record of that phone number, made when no FPO has it
 * yet. 'Buyer Exists' when it is already in this FPO's list (spec 5).
 */
export const addBuyer = async (actor: Tenant & { input: BuyerInput }) => {
  const { db, fpoId, input } = actor;
  const buyerId = await db.transaction(async (tx) => {
    await lockFpo(tx, fpoId);
    const [held] = await tx
      .select({ n: count() })
      .from(buyerAssociations)
      .where(eq(buyerAssociations.fpoId, fpoId));
    if ((held?.n ?? 0) >= BUYERS_MAX) throw new AppError('limit_reached', { status: 409 });
    let existing = await sharedRow(tx, eq(globalBuyers.phoneNumber, input.phone));
    if (!existing) {
      // Two FPOs adding one phone at once: the second waits on the unique index, then finds the first's.
      const [created] = await tx
        .insert(globalBuyers)
        .values(columnsOf(sharedOf(input)))
        .onConflictDoNothing()
        .returning({ id: globalBuyers.id });
      existing = created
        ? { id: created.id, ...sharedOf(input) }
        : await sharedRow(tx, eq(globalBuyers.phoneNumber, input.phone));
    }
    if (!existing) throw new Error('a buyer record exists for the phone after the insert');
    const { id, ...before } = existing;
    const [linked] = await tx
      .insert(buyerAssociations)
      .values({
        fpoId,
        globalBuyerId: id,
        userRating: input.rating,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning({ id: buyerAssociations.id });
    if (!linked) throw new AppError('buyer_exists', { status: 409 });
    await updateShared(tx, actor, id, before, sharedOf(input));
    await saveReview(tx, actor, id, input);
    return id;
  });
  return readBuyer(db, fpoId, buyerId);
};

/**
 * Changes the shared record under a row lock: a phone another buyer has is refused, since records
 * are matched by phone (decision 015), and what changed is recorded.
 */
const editShared = async (tx: Db, editor: Editor, buyerId: string, after: Shared) => {
  const current = await sharedRow(tx, eq(globalBuyers.id, buyerId));
  if (!current) throw notFound();
  const { id, ...before } = current;
  if (after.phone !== before.phone) {
    const [taken] = await tx
      .select({ id: globalBuyers.id })
      .from(globalBuyers)
      .where(eq(globalBuyers.phoneNumber, after.phone));
    if (taken)
      throw new AppError('buyer_phone_taken', {
        status: 409,
        issues: [{ field: 'phone', code: 'buyer_phone_taken' }],
      });
  }
  await updateShared(tx, editor, id, before, after);
};

/**
 * The back office's edit of a shared record (document 2, 2.7): the same checks and the same record
 * of what changed as an FPO's edit, with no FPO named.
 */
export const updateSharedBuyer = async ({
  db,
  actorUserId,
  buyerId,
  input,
}: {
  db: Db;
  actorUserId: string;
  buyerId: string;
  input: Shared;
}) => db.transaction((tx) => editShared(tx, { userId: actorUserId, fpoId: null }, buyerId, input));

/** Edits a buyer of the FPO's list: the shared record (recorded), the FPO's rating and the user's review. */
export const updateBuyer = async (actor: Tenant & { buyerId: string; input: BuyerInput }) => {
  const { db, fpoId, buyerId, input } = actor;
  await db.transaction(async (tx) => {
    const [association] = await tx
      .select({ id: buyerAssociations.id })
      .from(buyerAssociations)
      .where(mine(fpoId, buyerId))
      .for('update');
    if (!association) throw notFound();
    await editShared(tx, actor, buyerId, sharedOf(input));
    await tx
      .update(buyerAssociations)
      .set({ userRating: input.rating, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(buyerAssociations.id, association.id));
    await saveReview(tx, actor, buyerId, input);
  });
  return readBuyer(db, fpoId, buyerId);
};

/** Takes the buyer off the FPO's list; the shared record and the community's reviews stay. */
export const removeBuyer = async ({ db, fpoId, buyerId }: Omit<Tenant, 'userId'> & { buyerId: string }) => {
  const [removed] = await db
    .delete(buyerAssociations)
    .where(mine(fpoId, buyerId))
    .returning({ id: buyerAssociations.id });
  if (!removed) throw notFound();
};

/** Every FPO's reviews of a buyer, newest first, with the reviewer's name and FPO. */
export const reviewsOf = async (db: Db, userId: string, buyerId: string): Promise<BuyerReview[]> => {
  const rows = await db
    .select({
      id: buyerFeedback.id,
      rating: buyerFeedback.rating,
      feedback: buyerFeedback.feedback,
      transactionAmount: buyerFeedback.transactionAmount,
      transactionDate: buyerFeedback.transactionDate,
      paymentDate: buyerFeedback.paymentDate,
      createdAt: buyerFeedback.updatedAt,
      userId: buyerFeedback.userId,
      name: userProfiles.fullName,
      fpoName: fpos.name,
    })
    .from(buyerFeedback)
    .leftJoin(userProfiles, eq(userProfiles.userId, buyerFeedback.userId))
    .leftJoin(fpos, eq(fpos.id, buyerFeedback.fpoId))
    .where(eq(buyerFeedback.globalBuyerId, buyerId))
    .orderBy(desc(buyerFeedback.updatedAt));
  return rows.map(({ userId: author, name, fpoName, createdAt, ...review }) => ({
    ...review,
    createdAt: createdAt.toISOString(),
    reviewer: name ? { name, fpoName } : null,
    mine: author === userId,
  }));
};

/** The community reviews modal: only for a buyer in the FPO's own list. */
export const buyerReviews = async ({ db, fpoId, userId, buyerId }: Tenant & { buyerId: string }) => {
  await readBuyer(db, fpoId, buyerId);
  return { items: await reviewsOf(db, userId, buyerId) };
};

/** The buyer profile (spec 2.15): the record, the community rating, the ledger and the reviews. */
export const buyerProfile = async ({
  db,
  fpoId,
  userId,
  buyerId,
}: Tenant & { buyerId: string }): Promise<BuyerProfile> => {
  const buyer = await readBuyer(db, fpoId, buyerId);
  const reviews = await reviewsOf(db, userId, buyerId);
  return { buyer, community: communityRating(reviews), ledger: buyerLedger(reviews), reviews };
};

/** What FPOs and admins changed on a shared buyer record, newest first, for admins (D5). */
export const buyerChanges = async (db: Db, buyerId: string) => {
  const rows = await db
    .select({ event: auditEvents, actorEmail: user.email, fpoName: fpos.name })
    .from(auditEvents)
    .leftJoin(user, eq(user.id, auditEvents.actorUserId))
    .leftJoin(fpos, sql`${fpos.id}::text = ${auditEvents.details}->>'fpoId'`)
    .where(and(eq(auditEvents.targetType, 'global_buyer'), eq(auditEvents.targetId, buyerId)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
  return rows.map(({ event, actorEmail, fpoName }) => {
    const details = event.details as {
      fpoId: string | null;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
    return {
      actorUserId: event.actorUserId,
      actorEmail,
      fpoId: details.fpoId,
      fpoName,
      at: event.createdAt.toISOString(),
      before: details.before,
      after: details.after,
    };
  });
};
