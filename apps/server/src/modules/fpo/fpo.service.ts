import { missingFpoProfileFields } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fpos } from '../../db/schema/tenancy.ts';

/** The FPO name and phone, and which the profile gate still needs (the operator's phone counts). */
export const getFpoProfile = async ({
  db,
  fpoId,
  operatorPhone,
}: {
  db: Db;
  fpoId: string;
  operatorPhone: string | null;
}) => {
  const [fpo] = await db.select({ name: fpos.name, phone: fpos.phone }).from(fpos).where(eq(fpos.id, fpoId));
  const name = fpo?.name ?? null;
  const phone = fpo?.phone ?? null;
  return { fpoName: name, fpoPhone: phone, missing: missingFpoProfileFields({ name, phone, operatorPhone }) };
};

/** Saves the FPO name and phone from the Complete Your Profile dialog, then re-checks them. */
export const updateFpoProfile = async ({
  db,
  fpoId,
  operatorPhone,
  fpoName,
  fpoPhone,
}: {
  db: Db;
  fpoId: string;
  operatorPhone: string | null;
  fpoName?: string;
  fpoPhone?: string;
}) => {
  const changes = {
    ...(fpoName !== undefined && { name: fpoName }),
    ...(fpoPhone !== undefined && { phone: fpoPhone }),
  };
  if (Object.keys(changes).length)
    await db
      .update(fpos)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(fpos.id, fpoId));
  return getFpoProfile({ db, fpoId, operatorPhone });
};
