import type { Settings, SettingsInput } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { fpos, userProfiles } from '../../db/schema/tenancy.ts';

type Ref = { db: Db; userId: string; fpoId: string };

/** What the Settings screen shows: the operator's details and the FPO's (spec 2.12). */
export const getSettings = async ({ db, userId, fpoId }: Ref): Promise<Settings> => {
  const [row] = await db
    .select({
      email: user.email,
      language: user.language,
      fullName: userProfiles.fullName,
      organization: userProfiles.organization,
      phone: userProfiles.phone,
      fpoName: fpos.name,
      fpoPhone: fpos.phone,
      fpoAddress: fpos.address,
      fpoWebsite: fpos.website,
      gstNumber: fpos.gstNumber,
      fssaiNumber: fpos.fssaiNumber,
      incorporationDate: fpos.incorporationDate,
      gstFiling: fpos.gstFiling,
      fpoLanguage: fpos.language,
    })
    .from(user)
    .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
    .innerJoin(fpos, eq(fpos.id, fpoId))
    .where(eq(user.id, userId));
  if (!row) throw new Error('a signed-in tenant has a profile and an FPO');
  return row as Settings;
};

/** One Save Changes: the operator's details and the FPO's, in one transaction. */
export const saveSettings = async ({ db, userId, fpoId, input }: Ref & { input: SettingsInput }) => {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(userProfiles)
      .set({ fullName: input.fullName, organization: input.organization, phone: input.phone, updatedAt: now })
      .where(eq(userProfiles.userId, userId));
    await tx
      .update(fpos)
      .set({
        name: input.fpoName,
        phone: input.fpoPhone,
        address: input.fpoAddress,
        website: input.fpoWebsite,
        gstNumber: input.gstNumber,
        fssaiNumber: input.fssaiNumber,
        incorporationDate: input.incorporationDate,
        gstFiling: input.gstFiling,
        // Left out (a client from before it existed), the FPO's language stays: Drizzle skips undefined.
        language: input.fpoLanguage,
        updatedAt: now,
      })
      .where(eq(fpos.id, fpoId));
  });
  return getSettings({ db, userId, fpoId });
};
