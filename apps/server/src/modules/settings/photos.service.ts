import { photoSlots, type FpoPhotos, type PhotoSlot } from '@sangam/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fpoPhotos } from '../../db/schema/tenancy.ts';
import { pictureOf } from '../pictures/pictures.ts';

/** Every slot of the FPO's photos, empty ones as null. */
export const listPhotos = async (db: Db, fpoId: string): Promise<FpoPhotos> => {
  const rows = await db
    .select({ slot: fpoPhotos.slot, pictureKey: fpoPhotos.pictureKey })
    .from(fpoPhotos)
    .where(eq(fpoPhotos.fpoId, fpoId));
  const keys = new Map(rows.map((row) => [row.slot, row.pictureKey]));
  return Object.fromEntries(photoSlots.map((slot) => [slot, pictureOf(keys.get(slot) ?? null)])) as FpoPhotos;
};

/** Puts a picture in a slot (or empties it); answers the key it replaced and the photos after. */
export const setPhoto = async ({
  db,
  fpoId,
  slot,
  pictureKey,
}: {
  db: Db;
  fpoId: string;
  slot: PhotoSlot;
  pictureKey: string | null;
}) =>
  db.transaction(async (tx) => {
    const own = and(eq(fpoPhotos.fpoId, fpoId), eq(fpoPhotos.slot, slot));
    const [before] = await tx.select({ key: fpoPhotos.pictureKey }).from(fpoPhotos).where(own).for('update');
    if (pictureKey === null) await tx.delete(fpoPhotos).where(own);
    else
      await tx
        .insert(fpoPhotos)
        .values({ fpoId, slot, pictureKey })
        .onConflictDoUpdate({
          target: [fpoPhotos.fpoId, fpoPhotos.slot],
          set: { pictureKey, updatedAt: new Date() },
        });
    return { previousKey: before?.key ?? null, item: await listPhotos(tx as unknown as Db, fpoId) };
  });
