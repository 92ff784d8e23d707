import {
  INVENTORY_ITEMS_MAX,
  inputFigures,
  todayInIndia,
  type InputItem,
  type InputItemInput,
  type InputList,
} from '@sangam/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { inputInventory } from '../../db/schema/inventory.ts';
import { pictureOf } from '../pictures/pictures.ts';
import { applyStockChange } from './stock-figures.ts';
import { lockFpo } from '../../db/lock-fpo.ts';

type InputRow = typeof inputInventory.$inferSelect;
type Ref = { db: Db; fpoId: string };
/** Who makes the change: the member, or the admin in the back office (issue 20: who changed what). */
type Actor = { userId: string };

export const toInputItem = (row: InputRow): InputItem => ({
  id: row.id,
  itemName: row.itemName,
  quantityAvailable: row.quantityAvailable,
  purchasePrice: Number(row.purchasePrice),
  salePrice: Number(row.salePrice),
  expiryDate: row.expiryDate,
  chemicalName: row.chemicalName,
  cropUsedFor: row.cropUsedFor,
  picture: pictureOf(row.pictureKey),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const columnsOf = (input: InputItemInput) => ({
  itemName: input.itemName,
  quantityAvailable: input.quantityAvailable,
  purchasePrice: String(input.purchasePrice),
  salePrice: String(input.salePrice),
  expiryDate: input.expiryDate,
  chemicalName: input.chemicalName,
  cropUsedFor: input.cropUsedFor,
});

const own = (fpoId: string, inputId: string) =>
  and(eq(inputInventory.id, inputId), eq(inputInventory.fpoId, fpoId));

/** Every input item of the FPO, newest first, with the stat cards (spec 2.11). */
export const listInputs = async ({
  db,
  fpoId,
  now = new Date(),
}: Ref & { now?: Date }): Promise<InputList> => {
  const rows = await db
    .select()
    .from(inputInventory)
    .where(eq(inputInventory.fpoId, fpoId))
    .orderBy(desc(inputInventory.createdAt), desc(inputInventory.id))
    .limit(INVENTORY_ITEMS_MAX);
  const items = rows.map(toInputItem);
  return { items, stats: inputFigures(items, todayInIndia(now)) };
};

export const getInput = async ({ db, fpoId, inputId }: Ref & { inputId: string }) => {
  const [row] = await db.select().from(inputInventory).where(own(fpoId, inputId));
  if (!row) throw notFound();
  return toInputItem(row);
};

export const createInput = async ({ db, fpoId, userId, input }: Ref & Actor & { input: InputItemInput }) =>
  db.transaction(async (tx) => {
    // Two adds at once would both count 999 and both insert: the second waits here instead.
    await lockFpo(tx, fpoId);
    const [held] = await tx
      .select({ n: count() })
      .from(inputInventory)
      .where(eq(inputInventory.fpoId, fpoId));
    if ((held?.n ?? 0) >= INVENTORY_ITEMS_MAX) throw new AppError('limit_reached');
    const [row] = await tx
      .insert(inputInventory)
      .values({ ...columnsOf(input), fpoId, createdBy: userId, updatedBy: userId })
      .returning();
    const created = row as InputRow;
    await applyStockChange(tx as unknown as Db, fpoId, 'input', null, created.stockValue);
    return toInputItem(created);
  });

export const updateInput = async ({
  db,
  fpoId,
  userId,
  inputId,
  input,
}: Ref & Actor & { inputId: string; input: InputItemInput }) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(inputInventory).where(own(fpoId, inputId)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(inputInventory)
      .set({ ...columnsOf(input), updatedBy: userId, updatedAt: new Date() })
      .where(own(fpoId, inputId))
      .returning();
    const updated = after as InputRow;
    await applyStockChange(tx as unknown as Db, fpoId, 'input', before.stockValue, updated.stockValue);
    return toInputItem(updated);
  });

export const deleteInput = async ({ db, fpoId, inputId }: Ref & { inputId: string }) =>
  db.transaction(async (tx) => {
    const [deleted] = await tx.delete(inputInventory).where(own(fpoId, inputId)).returning();
    if (!deleted) throw notFound();
    await applyStockChange(tx as unknown as Db, fpoId, 'input', deleted.stockValue, null);
    return deleted.pictureKey;
  });

export const setInputPicture = async ({
  db,
  fpoId,
  userId,
  inputId,
  pictureKey,
}: Ref & Actor & { inputId: string; pictureKey: string | null }) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pictureKey: inputInventory.pictureKey })
      .from(inputInventory)
      .where(own(fpoId, inputId))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(inputInventory)
      .set({ pictureKey, updatedBy: userId, updatedAt: new Date() })
      .where(own(fpoId, inputId))
      .returning();
    return { previousKey: before.pictureKey, item: toInputItem(after as InputRow) };
  });
