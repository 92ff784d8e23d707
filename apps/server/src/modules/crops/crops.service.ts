import { cropNameKey, namesCrop, type Crop, type CropInput } from '@sangam/domain';
import { and, desc, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { crops } from '../../db/schema/marketplace.ts';
import { countAttempt } from '../../plugins/attempt-limits.ts';

/** New crops one address may suggest in an hour. */
const addsPerHour = { max: 20, windowSeconds: 3600 };

type CropRow = typeof crops.$inferSelect;
const toCrop = (row: CropRow): Crop => ({
  id: row.id,
  name: row.name,
  category: row.category,
  usageCount: row.usageCount,
  pending: !row.isApproved,
});

/** The public picker's crops: active and approved, most used first (document 2, 7). */
export const listCrops = async ({ db }: { db: Db }) => {
  const rows = await db
    .select()
    .from(crops)
    .where(and(eq(crops.isActive, true), eq(crops.isApproved, true)))
    .orderBy(desc(crops.usageCount), asc(crops.name));
  return { items: rows.map(toCrop) };
};

/**
 * A crop a visitor adds from the picker waits, pending, until an admin approves it. A name that is
 * already pending is handed back to be chosen again; one that is listed or was rejected is a
 * duplicate ('This crop already exists').
 */
export const addCrop = async ({ db, input, ip }: { db: Db; input: CropInput; ip: string }) => {
  await countAttempt(db, `crop-add:${ip}`, addsPerHour);
  const nameKey = cropNameKey(input.name);
  const [created] = await db
    .insert(crops)
    .values({ name: input.name, nameKey, category: input.category })
    .onConflictDoNothing({ target: crops.nameKey })
    .returning();
  if (created) return { crop: toCrop(created), created: true };
  const [existing] = await db.select().from(crops).where(eq(crops.nameKey, nameKey));
  if (existing && existing.isActive && !existing.isApproved)
    return { crop: toCrop(existing), created: false };
  throw new AppError('crop_exists', { status: 409, issues: [{ field: 'name', code: 'crop_exists' }] });
};

/**
 * The crops a requirement may name: listed ones and ones still pending (the visitor may have just
 * added it), never a rejected one. Missing ids are a refusal, not a silent drop.
 */
export const cropsForRequirement = async (db: Db, ids: string[]) => {
  const rows = await db
    .select({ id: crops.id, name: crops.name })
    .from(crops)
    .where(and(inArray(crops.id, ids), eq(crops.isActive, true)));
  if (rows.length !== ids.length)
    throw new AppError('validation_failed', { issues: [{ field: 'cropIds', code: 'crop_invalid' }] });
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
};

/** Each requirement or product that names a crop makes it more used (issue 14). */
export const countCropUse = async (db: Db, ids: string[]) => {
  if (ids.length)
    await db
      .update(crops)
      .set({ usageCount: sql`${crops.usageCount} + 1` })
      .where(inArray(crops.id, ids));
};

/** The listed crops a product's name names ("Organic Turmeric Powder": Turmeric). */
export const cropsNamedBy = async (db: Db, productName: string) => {
  const listed = await db
    .select({ id: crops.id, name: crops.name })
    .from(crops)
    .where(and(eq(crops.isActive, true), eq(crops.isApproved, true)));
  return listed.filter((crop) => namesCrop(productName, crop.name));
};
