import { computeTrialStatus, type AdminFpo, type FpoBadgesUpdate, type Plan } from '@sangam/domain';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';
import { fpoMembers, fpos } from '../../db/schema/tenancy.ts';
import { trialStartOf } from '../../plugins/signed-in.ts';

export const listFpos = async ({ db }: { db: Db }): Promise<AdminFpo[]> => {
  const rows = await db
    .select({ fpo: fpos, ownerEmail: user.email, trialStart: trialStartOf(fpos.id) })
    .from(fpos)
    .leftJoin(fpoMembers, eq(fpoMembers.fpoId, fpos.id))
    .leftJoin(user, eq(user.id, fpoMembers.userId))
    .orderBy(asc(fpos.createdAt));
  return rows.map(({ fpo, ownerEmail, trialStart }) => ({
    id: fpo.id,
    name: fpo.name,
    plan: fpo.plan,
    ownerEmail,
    createdAt: fpo.createdAt.toISOString(),
    trial: computeTrialStatus({
      createdAt: trialStart ?? fpo.createdAt,
      trialEndDate: fpo.trialEndDate,
      extendedByAdmin: fpo.trialExtendedByAdmin,
    }),
    extensionReason: fpo.extensionReason,
  }));
};

const findFpo = async (db: Db, fpoId: string) => {
  const [row] = await db.select({ id: fpos.id }).from(fpos).where(eq(fpos.id, fpoId));
  if (!row) throw new AppError('not_found');
};

/** Sets or clears an FPO's custom trial end date, recording who did it (DECISIONS D5). */
export const setTrialEnd = async ({
  db,
  actorUserId,
  fpoId,
  trialEndDate,
  reason,
}: {
  db: Db;
  actorUserId: string;
  fpoId: string;
  trialEndDate: string | null;
  reason?: string;
}) => {
  await findFpo(db, fpoId);
  await db.transaction(async (tx) => {
    await tx
      .update(fpos)
      .set({
        trialEndDate: trialEndDate ? new Date(trialEndDate) : null,
        trialExtendedByAdmin: trialEndDate !== null,
        extensionReason: reason ?? null,
        updatedAt: new Date(),
      })
      .where(eq(fpos.id, fpoId));
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'trial.set',
      targetType: 'fpo',
      targetId: fpoId,
      details: { trialEndDate, reason: reason ?? null },
    });
  });
};

export const setPlan = async ({
  db,
  actorUserId,
  fpoId,
  plan,
}: {
  db: Db;
  actorUserId: string;
  fpoId: string;
  plan: Plan;
}) => {
  await findFpo(db, fpoId);
  await db.transaction(async (tx) => {
    await tx.update(fpos).set({ plan, updatedAt: new Date() }).where(eq(fpos.id, fpoId));
    await tx
      .insert(auditEvents)
      .values({ actorUserId, action: 'plan.set', targetType: 'fpo', targetId: fpoId, details: { plan } });
  });
};

/** Sets the badges an admin gives after checking an FPO's documents, recording who did it (D5). */
export const setBadges = async ({
  db,
  actorUserId,
  fpoId,
  badges,
}: {
  db: Db;
  actorUserId: string;
  fpoId: string;
  badges: FpoBadgesUpdate;
}) => {
  await findFpo(db, fpoId);
  await db.transaction(async (tx) => {
    await tx
      .update(fpos)
      .set({ ...badges, updatedAt: new Date() })
      .where(eq(fpos.id, fpoId));
    await tx
      .insert(auditEvents)
      .values({ actorUserId, action: 'fpo.badges.set', targetType: 'fpo', targetId: fpoId, details: badges });
  });
};
