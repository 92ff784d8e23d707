import {
  adminSummary,
  computeTrialStatus,
  isLanguage,
  validateFpoPhone,
  type Language,
  type MeResponse,
  type OnboardingInput,
} from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { fpoMembers, fpos, userProfiles } from '../../db/schema/tenancy.ts';
import { adminStanding } from '../../plugins/admin-guard.ts';
import type { SignedIn } from '../../plugins/signed-in.ts';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/**
 * What `/api/me` answers, from the one read of who is asking (plugins/signed-in.ts), and what the
 * user may open in the back office, so the web app shows only that (one more read, for this route).
 */
export const getMe = async (
  { user, profile, membership }: SignedIn,
  config: Config,
  db: Db,
): Promise<MeResponse> => {
  const admin = adminSummary(await adminStanding(db, user, config.ownerEmail));
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      language: isLanguage(user.language) ? user.language : 'en',
    },
    profile,
    fpo: membership
      ? {
          id: membership.fpo.id,
          name: membership.fpo.name,
          phone: membership.fpo.phone,
          address: membership.fpo.address,
          plan: membership.fpo.plan,
          language: isLanguage(membership.fpo.language) ? membership.fpo.language : 'en',
          role: membership.role,
          trial: computeTrialStatus({
            createdAt: membership.fpo.trialStart ?? membership.fpo.createdAt,
            trialEndDate: membership.fpo.trialEndDate,
            extendedByAdmin: membership.fpo.trialExtendedByAdmin,
          }),
        }
      : null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: config.whatsappUpgradeNumber,
    supportEmail: config.supportEmail ?? null,
  };
};

/**
 * Onboarding's last step, in one transaction: the profile, the user's language, and the FPO with
 * the user as its owner (DECISIONS T1). Completing it twice updates the same FPO.
 */
export const completeOnboarding = async ({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: Parsed<OnboardingInput> & {
    organization: string | null;
    fpoPhone: string | null;
    fpoAddress: string | null;
  };
}) => {
  await db.transaction(async (tx) => {
    const profile = {
      fullName: input.fullName,
      organization: input.organization,
      phone: `${input.countryCode}${input.phone}`,
      onboardingCompleted: true,
      updatedAt: new Date(),
    };
    await tx
      .insert(userProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
    await tx.update(user).set({ language: input.language, updatedAt: new Date() }).where(eq(user.id, userId));

    // A valid Indian number is stored as +91 and ten digits; anything else as typed, for the profile gate to question.
    const phone = input.fpoPhone === null ? null : validateFpoPhone(input.fpoPhone);
    const fpoValues = {
      name: input.fpoName,
      phone: phone?.ok ? phone.value : input.fpoPhone,
      address: input.fpoAddress,
      updatedAt: new Date(),
    };
    const [membership] = await tx
      .select({ fpoId: fpoMembers.fpoId })
      .from(fpoMembers)
      .where(eq(fpoMembers.userId, userId));
    if (membership) {
      await tx.update(fpos).set(fpoValues).where(eq(fpos.id, membership.fpoId));
      return;
    }
    // Its farmers most likely read what its founder reads (issue 18); Settings changes it.
    const [created] = await tx
      .insert(fpos)
      .values({ ...fpoValues, language: input.language })
      .returning({ id: fpos.id });
    await tx.insert(fpoMembers).values({ fpoId: (created as { id: string }).id, userId, role: 'owner' });
  });
};

export const setLanguage = async ({
  db,
  userId,
  language,
}: {
  db: Db;
  userId: string;
  language: Language;
}) => {
  await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId));
};
