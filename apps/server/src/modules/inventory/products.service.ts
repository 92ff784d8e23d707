import {
  INVENTORY_ITEMS_MAX,
  productFigures,
  todayInIndia,
  type Product,
  type ProductInput,
  type ProductList,
} from '@sangam/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import { countCropUse, cropsNamedBy } from '../crops/crops.service.ts';
import type { Db } from '../../db/client.ts';
import { productInventory } from '../../db/schema/inventory.ts';
import { pictureOf } from '../pictures/pictures.ts';
import { applyStockChange } from './stock-figures.ts';
import { lockFpo } from '../../db/lock-fpo.ts';

type ProductRow = typeof productInventory.$inferSelect;
type Ref = { db: Db; fpoId: string };
/** Who makes the change: the member, or the admin in the back office (issue 20: who changed what). */
type Actor = { userId: string };

const optionalNumber = (value: string | null) => (value === null ? null : Number(value));

export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  productName: row.productName,
  packagingType: row.packagingType,
  quantityAvailable: row.quantityAvailable,
  packetSizeGms: row.packetSizeGms,
  quantityTonnes: optionalNumber(row.quantityTonnes),
  salePrice: Number(row.salePrice),
  expiryDate: row.expiryDate,
  picture: pictureOf(row.pictureKey),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns a form sets; decimals go to PostgreSQL as exact text. */
const columnsOf = (input: ProductInput) => ({
  productName: input.productName,
  packagingType: input.packagingType,
  quantityAvailable: input.quantityAvailable,
  packetSizeGms: input.packetSizeGms,
  quantityTonnes: input.quantityTonnes === null ? null : String(input.quantityTonnes),
  salePrice: String(input.salePrice),
  expiryDate: input.expiryDate,
  isActive: input.isActive,
});

const own = (fpoId: string, productId: string) =>
  and(eq(productInventory.id, productId), eq(productInventory.fpoId, fpoId));

/** Every product of the FPO, newest first, with the stat cards (spec 2.10). */
export const listProducts = async ({
  db,
  fpoId,
  now = new Date(),
}: Ref & { now?: Date }): Promise<ProductList> => {
  const rows = await db
    .select()
    .from(productInventory)
    .where(eq(productInventory.fpoId, fpoId))
    .orderBy(desc(productInventory.createdAt), desc(productInventory.id))
    .limit(INVENTORY_ITEMS_MAX);
  const items = rows.map(toProduct);
  return { items, stats: productFigures(items, todayInIndia(now)) };
};

/** A product of the FPO; another FPO's product is as missing as one that never was. */
export const getProduct = async ({ db, fpoId, productId }: Ref & { productId: string }) => {
  const [row] = await db.select().from(productInventory).where(own(fpoId, productId));
  if (!row) throw notFound();
  return toProduct(row);
};

/** A product that comes to name a crop makes the crop more used (issue 14); a rename counts once. */
const countNewlyNamedCrops = async (db: Db, before: string | null, after: string) => {
  if (before === after) return;
  const named = await cropsNamedBy(db, after);
  const already = new Set(before ? (await cropsNamedBy(db, before)).map((crop) => crop.id) : []);
  await countCropUse(
    db,
    named.filter((crop) => !already.has(crop.id)).map((crop) => crop.id),
  );
};

export const createProduct = async ({ db, fpoId, userId, input }: Ref & Actor & { input: ProductInput }) =>
  db.transaction(async (tx) => {
    // Two adds at once would both count 999 and both insert: the second waits here instead.
    await lockFpo(tx, fpoId);
    const [held] = await tx
      .select({ n: count() })
      .from(productInventory)
      .where(eq(productInventory.fpoId, fpoId));
    if ((held?.n ?? 0) >= INVENTORY_ITEMS_MAX) throw new AppError('limit_reached');
    const [row] = await tx
      .insert(productInventory)
      .values({ ...columnsOf(input), fpoId, createdBy: userId, updatedBy: userId })
      .returning();
    const created = row as ProductRow;
    await applyStockChange(tx as unknown as Db, fpoId, 'product', null, created.stockValue);
    await countNewlyNamedCrops(tx as unknown as Db, null, created.productName);
    return toProduct(created);
  });

export const updateProduct = async ({
  db,
  fpoId,
  userId,
  productId,
  input,
}: Ref & Actor & { productId: string; input: ProductInput }) =>
  db.transaction(async (tx) => {
    // Locked, so the figures lose exactly the value this edit replaces.
    const [before] = await tx.select().from(productInventory).where(own(fpoId, productId)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(productInventory)
      .set({ ...columnsOf(input), updatedBy: userId, updatedAt: new Date() })
      .where(own(fpoId, productId))
      .returning();
    const updated = after as ProductRow;
    await applyStockChange(tx as unknown as Db, fpoId, 'product', before.stockValue, updated.stockValue);
    await countNewlyNamedCrops(tx as unknown as Db, before.productName, updated.productName);
    return toProduct(updated);
  });

/** Deletes a product; answers its picture's key so the caller removes the files after the commit. */
export const deleteProduct = async ({ db, fpoId, productId }: Ref & { productId: string }) =>
  db.transaction(async (tx) => {
    const [deleted] = await tx.delete(productInventory).where(own(fpoId, productId)).returning();
    if (!deleted) throw notFound();
    await applyStockChange(tx as unknown as Db, fpoId, 'product', deleted.stockValue, null);
    return deleted.pictureKey;
  });

/** Points the product at a new picture (or none); answers the key it replaced. */
export const setProductPicture = async ({
  db,
  fpoId,
  userId,
  productId,
  pictureKey,
}: Ref & Actor & { productId: string; pictureKey: string | null }) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pictureKey: productInventory.pictureKey })
      .from(productInventory)
      .where(own(fpoId, productId))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(productInventory)
      .set({ pictureKey, updatedBy: userId, updatedAt: new Date() })
      .where(own(fpoId, productId))
      .returning();
    return { previousKey: before.pictureKey, item: toProduct(after as ProductRow) };
  });
