import { duplicateDetailsKey } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { farmers } from '../../db/schema/farmers.ts';

/** The FPO's stored phones and name+village+pincode keys, sent to the worker with the file. */
export type ExistingFarmers = { phones: string[]; details: string[] };

export const loadExistingFarmers = async (db: Db, fpoId: string): Promise<ExistingFarmers> => {
  const rows = await db
    .select({
      phoneNumber: farmers.phoneNumber,
      farmerName: farmers.farmerName,
      village: farmers.village,
      pincode: farmers.pincode,
    })
    .from(farmers)
    .where(eq(farmers.fpoId, fpoId));
  return { phones: rows.map((r) => r.phoneNumber), details: rows.map(duplicateDetailsKey) };
};
