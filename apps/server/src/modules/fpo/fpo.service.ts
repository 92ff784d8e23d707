import { missingFpoProfileFields } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fpos } from '../../db/schema/tenancy.ts';

export const getFpoProfile = async ({ db, fpoId }: { db: Db; fpoId: string }) => {
  const [fpo] = await db.select({ name: fpos.name, phone: fpos.phone }).from(fpos).where(eq(fpos.id, fpoId));
  const name = fpo?.name ?? null;
  const phone = fpo?.phone ?? null;
  return { fpoName: name, fpoPhone: phone, missing: missingFpoProfileFields({ name, phone }) };
};

/** Saves the FPO name and phone from the Complete Your Profile dialog, then re-checks them. */
export const updateFpoProfile = async ({
  db,
  fpoId,
  fpoName,
  fpoPhone,
}: {
  db: Db;
  fpoId: string;
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
  return getFpoProfile({ db, fpoId });
};
