import {
  namesCrop,
  type AdminBuyersQuery,
  type AdminRequirementsPage,
  type BuyerRequirement,
  type BuyerRequirementInput,
  type BuyerRequirementList,
  type RequirementEdit,
} from '@sangam/domain';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { productInventory } from '../../db/schema/inventory.ts';
import { buyerRequirementCrops, buyerRequirements, crops } from '../../db/schema/marketplace.ts';
import { countAttempt } from '../../plugins/attempt-limits.ts';
import { cropsForRequirement, countCropUse } from '../crops/crops.service.ts';
import { checkFormToken } from './form-token.ts';

/**
 * How often the public form may be sent: from one address (an office or a phone network may share
 * one) and for one phone number, the second of which a person can trip by sending twice.
 */
export const requirementLimits = {
  ip: { max: 10, windowSeconds: 3600 },
  phone: { max: 1, windowSeconds: 600 },
};

/**
 * A buyer's requirement from the public form (document 2, 2.22). A filled honeypot or a form sent
 * sooner than a person could fill it is answered like any other and kept nowhere, so a script
 * learns nothing; a person whose form is older than a day is asked to open it again.
 */
export const submitRequirement = async ({
  db,
  secret,
  input,
  ip,
  now = Date.now(),
}: {
  db: Db;
  secret: string;
  input: BuyerRequirementInput;
  ip: string;
  now?: number;
}) => {
  const token = checkFormToken(secret, input.formToken, now);
  if (token === 'expired')
    throw new AppError('form_expired', { issues: [{ field: 'formToken', code: 'form_expired' }] });
  if (input.website || token === 'too_fast') return;
  const named = await cropsForRequirement(db, input.cropIds);
  await countAttempt(db, `requirement-ip:${ip}`, requirementLimits.ip);
  try {
    await countAttempt(db, `requirement-phone:${input.phone}`, requirementLimits.phone);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError('requirement_too_soon', {
      status: 429,
      issues: [{ field: 'phone', code: 'requirement_too_soon' }, ...(error.issues ?? [])],
    });
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(buyerRequirements)
      .values({
        name: input.name,
        phoneNumber: input.phone,
        city: input.city,
        state: input.state,
        pincode: input.pincode,
        cropInterest: named.map((crop) => crop.name).join(', '),
        quantityRequirements: input.quantityRequirements,
        qualityDescription: input.qualityDescription,
      })
      .returning({ id: buyerRequirements.id });
    if (!row) throw new Error('requirement not stored');
    await tx
      .insert(buyerRequirementCrops)
      .values(named.map((crop) => ({ requirementId: row.id, cropId: crop.id })));
    await countCropUse(
      tx,
      named.map((crop) => crop.id),
    );
  });
};

/**
 * Every published requirement for an FPO user (document 2, 6), newest first, filtered by crop and
 * state, each marked with the crops the FPO's own listed products name.
 */
export const listPublishedRequirements = async ({
  db,
  fpoId,
  crop,
  state,
}: {
  db: Db;
  fpoId: string;
  crop?: string;
  state?: string;
}): Promise<BuyerRequirementList> => {
  const published = eq(buyerRequirements.isPublished, true);
  const [rows, offered, products] = await Promise.all([
    db
      .select()
      .from(buyerRequirements)
      .where(
        and(
          published,
          state ? eq(buyerRequirements.state, state) : undefined,
          crop
            ? sql`exists (select 1 from ${buyerRequirementCrops} c where c.requirement_id = ${buyerRequirements.id} and c.crop_id = ${crop})`
            : undefined,
        ),
      )
      .orderBy(desc(buyerRequirements.createdAt), desc(buyerRequirements.id))
      .limit(200),
    db
      .selectDistinct({ id: crops.id, name: crops.name, state: buyerRequirements.state })
      .from(buyerRequirements)
      .innerJoin(buyerRequirementCrops, eq(buyerRequirementCrops.requirementId, buyerRequirements.id))
      .innerJoin(crops, eq(crops.id, buyerRequirementCrops.cropId))
      .where(published),
    db
      .select({ name: productInventory.productName })
      .from(productInventory)
      .where(and(eq(productInventory.fpoId, fpoId), eq(productInventory.isActive, true))),
  ]);
  const named = await cropsOf(
    db,
    rows.map((r) => r.id),
  );
  const items: BuyerRequirement[] = rows.map((row) => {
    const own = named(row.id);
    return {
      ...toRequirement(row, own),
      matchingCrops: own
        .filter((c) => products.some((product) => namesCrop(product.name, c.name)))
        .map((c) => c.name),
    };
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    items,
    crops: [...new Map(offered.map((o) => [o.id, { id: o.id, name: o.name }])).values()].sort(byName),
    states: [...new Set(offered.map((o) => o.state))].sort((a, b) => a.localeCompare(b)),
  };
};

/** The crops of each requirement, by name. */
const cropsOf = async (db: Db, ids: string[]) => {
  const links = ids.length
    ? await db
        .select({ requirementId: buyerRequirementCrops.requirementId, id: crops.id, name: crops.name })
        .from(buyerRequirementCrops)
        .innerJoin(crops, eq(crops.id, buyerRequirementCrops.cropId))
        .where(inArray(buyerRequirementCrops.requirementId, ids))
        .orderBy(asc(crops.name))
    : [];
  return (id: string) =>
    links.filter((l) => l.requirementId === id).map(({ id: cropId, name }) => ({ id: cropId, name }));
};

type RequirementRow = typeof buyerRequirements.$inferSelect;
const toRequirement = (row: RequirementRow, named: { id: string; name: string }[]) => ({
  id: row.id,
  name: row.name,
  phone: row.phoneNumber,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  crops: named,
  quantityRequirements: row.quantityRequirements,
  qualityDescription: row.qualityDescription,
  isVerified: row.isVerified,
  createdAt: row.createdAt.toISOString(),
});

/** What an admin searched for, in a requirement's name, phone, place or crops. */
const requirementSearch = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  // Kept as ten digits: a typed +91 (or a pasted 91 before all ten) is not part of them.
  const digits = search.replace(/[\s-]/g, '').replace(/^\+91|^91(?=\d{10}$)/, '');
  return or(
    sql`${buyerRequirements.name} ilike ${pattern}`,
    sql`${buyerRequirements.city} ilike ${pattern}`,
    sql`${buyerRequirements.state} ilike ${pattern}`,
    sql`${buyerRequirements.pincode} ilike ${pattern}`,
    sql`${buyerRequirements.cropInterest} ilike ${pattern}`,
    /^\+?\d+$/.test(digits)
      ? sql`${buyerRequirements.phoneNumber} like ${`%${digits.replace(/^\+/, '')}%`}`
      : undefined,
  );
};

/** A page of every requirement, newest first, for the Sangam team to check and publish (2.7). */
export const listAllRequirements = async ({
  db,
  query,
}: {
  db: Db;
  query: AdminBuyersQuery;
}): Promise<AdminRequirementsPage> => {
  const where = requirementSearch(query.search);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(buyerRequirements)
      .where(where)
      .orderBy(desc(buyerRequirements.createdAt), desc(buyerRequirements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(buyerRequirements).where(where),
  ]);
  const named = await cropsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => ({ ...toRequirement(row, named(row.id)), isPublished: row.isPublished })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** An admin verifies or publishes a requirement (document 2, 4), recorded with who did it (D5). */
export const setRequirementFlags = async ({
  db,
  actorUserId,
  requirementId,
  flags,
}: {
  db: Db;
  actorUserId: string;
  requirementId: string;
  flags: { isVerified?: boolean; isPublished?: boolean };
}) => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(buyerRequirements)
      .set({ ...flags, updatedAt: new Date() })
      .where(eq(buyerRequirements.id, requirementId))
      .returning({ id: buyerRequirements.id });
    if (!row) throw notFound();
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'buyer_requirement.flags.set',
      targetType: 'buyer_requirement',
      targetId: requirementId,
      details: flags,
    });
  });
};

type Editable = Omit<RequirementEdit, 'cropIds'> & { crops: string[] };

/**
 * The Sangam team corrects a requirement (document 2, 5): its fields, and its crops by id as the
 * public form names them (a crop that is no longer active is refused). Crops newly named count as
 * used once more. Recorded with what changed, before and after (D5).
 */
export const updateRequirement = async ({
  db,
  actorUserId,
  requirementId,
  input,
}: {
  db: Db;
  actorUserId: string;
  requirementId: string;
  input: RequirementEdit;
}) => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(buyerRequirements)
      .where(eq(buyerRequirements.id, requirementId))
      .for('update');
    if (!row) throw notFound();
    const held = await tx
      .select({ id: crops.id, name: crops.name })
      .from(buyerRequirementCrops)
      .innerJoin(crops, eq(crops.id, buyerRequirementCrops.cropId))
      .where(eq(buyerRequirementCrops.requirementId, requirementId));
    // A crop it already names stays nameable even if since rejected; a new one must be active.
    const heldIds = new Set(held.map((c) => c.id));
    const added = input.cropIds.filter((id) => !heldIds.has(id));
    const names = new Map(
      [...held, ...(added.length ? await cropsForRequirement(tx, added) : [])].map((c) => [c.id, c.name]),
    );
    const named = input.cropIds.map((id) => ({ id, name: names.get(id) ?? '' }));
    const byName = (a: string, b: string) => a.localeCompare(b);
    const before: Editable = {
      name: row.name,
      phone: row.phoneNumber,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
      crops: held.map((c) => c.name).sort(byName),
      quantityRequirements: row.quantityRequirements,
      qualityDescription: row.qualityDescription,
    };
    const { cropIds, ...fields } = input;
    const after: Editable = { ...fields, crops: named.map((c) => c.name).sort(byName) };
    const changed = (Object.keys(after) as (keyof Editable)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    if (!changed.length) return;
    await tx
      .update(buyerRequirements)
      .set({
        name: input.name,
        phoneNumber: input.phone,
        city: input.city,
        state: input.state,
        pincode: input.pincode,
        cropInterest: named.map((crop) => crop.name).join(', '),
        quantityRequirements: input.quantityRequirements,
        qualityDescription: input.qualityDescription,
        updatedAt: new Date(),
      })
      .where(eq(buyerRequirements.id, requirementId));
    if (changed.includes('crops')) {
      await tx.delete(buyerRequirementCrops).where(eq(buyerRequirementCrops.requirementId, requirementId));
      await tx.insert(buyerRequirementCrops).values(cropIds.map((cropId) => ({ requirementId, cropId })));
      await countCropUse(tx, added);
    }
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'buyer_requirement.updated',
      targetType: 'buyer_requirement',
      targetId: requirementId,
      details: {
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      },
    });
  });
};

/** Deletes a requirement for good (document 2, 5), keeping in the audit log what it said (D5). */
export const deleteRequirement = async ({
  db,
  actorUserId,
  requirementId,
}: {
  db: Db;
  actorUserId: string;
  requirementId: string;
}) => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(buyerRequirements)
      .where(eq(buyerRequirements.id, requirementId))
      .returning();
    if (!row) throw notFound();
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'buyer_requirement.deleted',
      targetType: 'buyer_requirement',
      targetId: requirementId,
      details: {
        name: row.name,
        phone: row.phoneNumber,
        city: row.city,
        state: row.state,
        pincode: row.pincode,
        cropInterest: row.cropInterest,
        isVerified: row.isVerified,
        isPublished: row.isPublished,
      },
    });
  });
};
