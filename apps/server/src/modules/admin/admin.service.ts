import {
  computeTrialStatus,
  type AdminFpo,
  type AuditPage,
  type FpoBadgesUpdate,
  type Plan,
} from '@sangam/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
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

/** The audit log, newest first, with who did each thing (DECISIONS D5). */
export const auditLog = async ({
  db,
  page,
  pageSize,
}: {
  db: Db;
  page: number;
  pageSize: number;
}): Promise<AuditPage> => {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ event: auditEvents, actorEmail: user.email })
      .from(auditEvents)
      .leftJoin(user, eq(user.id, auditEvents.actorUserId))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditEvents),
  ]);
  return {
    items: rows.map(({ event, actorEmail }) => ({
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      actorEmail,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      details: event.details,
    })),
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
};
