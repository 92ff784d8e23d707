import {
  namesCrop,
  type AdminBuyerRequirement,
  type BuyerRequirement,
  type BuyerRequirementInput,
  type BuyerRequirementList,
} from '@sangam/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
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

/** Every requirement, newest first, for the Sangam team to check and publish (document 2, 2.7). */
export const listAllRequirements = async ({ db }: { db: Db }): Promise<AdminBuyerRequirement[]> => {
  const rows = await db
    .select()
    .from(buyerRequirements)
    .orderBy(desc(buyerRequirements.createdAt), desc(buyerRequirements.id))
    .limit(500);
  const named = await cropsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...toRequirement(row, named(row.id)), isPublished: row.isPublished }));
};

/** An admin verifies or publishes a requirement (document 2, 4); the admin screen comes later. */
export const setRequirementFlags = async ({
  db,
  requirementId,
  flags,
}: {
  db: Db;
  requirementId: string;
  flags: { isVerified?: boolean; isPublished?: boolean };
}) => {
  const [row] = await db
    .update(buyerRequirements)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(buyerRequirements.id, requirementId))
    .returning({ id: buyerRequirements.id });
  if (!row) throw notFound();
};
