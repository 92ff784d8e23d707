import type { PincodePlace } from '@sangam/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';
import { pincodes } from '../../db/schema/pincodes.ts';

const placeOf = preparedRead((db) =>
  db
    .select({ pincode: pincodes.pincode, district: pincodes.district, state: pincodes.state })
    .from(pincodes)
    .where(eq(pincodes.pincode, sql.placeholder('pincode')))
    .prepare('pincode_place'),
);

/** Where India Post's directory puts a pincode (decision 035); one it does not list is not found. */
export const findPincodePlace = async ({
  db,
  pincode,
}: {
  db: Db;
  pincode: string;
}): Promise<PincodePlace> => {
  const [place] = await placeOf(db).execute({ pincode });
  if (!place) throw new AppError('not_found');
  return place;
};
