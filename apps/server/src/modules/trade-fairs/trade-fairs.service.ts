import {
  todayInIndia,
  tradeFairState,
  type AdminTradeFair,
  type AdminTradeFairRegistration,
  type AdminTradeFairRegistrations,
  type AdminTradeFairRegistrationsQuery,
  type FpoTradeFairs,
  type TradeFair,
  type TradeFairInput,
  type TradeFairRegistration,
  type TradeFairRegistrationInput,
  type TradeFairRegistrationStatus,
} from '@sangam/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import { tradeFairRegistrations, tradeFairs } from '../../db/schema/trade-fairs.ts';
import type { Admin } from '../../plugins/admin-guard.ts';
import { recordNotice, type Notice, type Recipient } from '../notifications/notify.ts';

type FairRow = typeof tradeFairs.$inferSelect;
type RegistrationRow = typeof tradeFairRegistrations.$inferSelect;

const toFair = (fair: FairRow): TradeFair => ({
  id: fair.id,
  name: fair.name,
  description: fair.description,
  categories: fair.categories,
  startDate: fair.startDate,
  endDate: fair.endDate,
  registrationDeadline: fair.registrationDeadline,
  city: fair.city,
  state: fair.state,
  participationCost: Number(fair.participationCost),
  expectedVisitors: fair.expectedVisitors,
  websiteUrl: fair.websiteUrl,
});

const toRegistration = (registration: RegistrationRow): TradeFairRegistration => ({
  id: registration.id,
  status: registration.status,
  productsToDisplay: registration.productsToDisplay,
  boothRequirements: registration.boothRequirements,
  registeredAt: registration.registeredAt.toISOString(),
});

/**
 * The fairs an FPO sees (document 2, 2.18 and 7): every active fair by start date, with the FPO's own
 * registration and the state its card shows, judged on India's date. Inactive fairs are hidden, except
 * one the FPO registered for: its registration stays in view.
 */
export const listFpoTradeFairs = async ({
  db,
  fpoId,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  now?: Date;
}): Promise<FpoTradeFairs> => {
  const today = todayInIndia(now);
  const rows = await db
    .select({ fair: tradeFairs, registration: tradeFairRegistrations })
    .from(tradeFairs)
    .leftJoin(
      tradeFairRegistrations,
      and(eq(tradeFairRegistrations.tradeFairId, tradeFairs.id), eq(tradeFairRegistrations.fpoId, fpoId)),
    )
    .where(sql`${tradeFairs.isActive} or ${tradeFairRegistrations.id} is not null`)
    .orderBy(asc(tradeFairs.startDate), asc(tradeFairs.name), asc(tradeFairs.id));
  return {
    today,
    items: rows.map(({ fair, registration }) => ({
      ...toFair(fair),
      registrationState: tradeFairState(fair, registration !== null, today),
      registration: registration ? toRegistration(registration) : null,
    })),
  };
};

/**
 * Registers the FPO for a fair (2.18, 5, 7): pending until the organisers confirm. Refused with
 * `registration_closed` after the deadline (or while the fair is switched off) and `event_completed`
 * once it is over; a second registration of the same FPO is `already_registered` (the unique key on
 * fair and FPO decides, so two clicks at once make one row). A fair no one may see is not found.
 */
export const registerForTradeFair = async ({
  db,
  fpoId,
  userId,
  tradeFairId,
  input,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  userId: string;
  tradeFairId: string;
  input: TradeFairRegistrationInput;
  now?: Date;
}): Promise<TradeFairRegistration> => {
  const [fair] = await db.select().from(tradeFairs).where(eq(tradeFairs.id, tradeFairId));
  if (!fair?.isActive) throw notFound();
  const [existing] = await db
    .select({ id: tradeFairRegistrations.id })
    .from(tradeFairRegistrations)
    .where(and(eq(tradeFairRegistrations.tradeFairId, tradeFairId), eq(tradeFairRegistrations.fpoId, fpoId)));
  if (existing) throw new AppError('already_registered', { status: 409 });
  const state = tradeFairState(fair, false, todayInIndia(now));
  if (state === 'completed') throw new AppError('event_completed', { status: 409 });
  if (state === 'closed') throw new AppError('registration_closed', { status: 409 });
  const [created] = await db
    .insert(tradeFairRegistrations)
    .values({
      tradeFairId,
      fpoId,
      userId,
      productsToDisplay: input.productsToDisplay,
      boothRequirements: input.boothRequirements,
      registeredAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new AppError('already_registered', { status: 409 });
  return toRegistration(created);
};

const registrationCounts = {
  pending: sql<number>`count(*) filter (where ${tradeFairRegistrations.status} = 'pending')::int`,
  confirmed: sql<number>`count(*) filter (where ${tradeFairRegistrations.status} = 'confirmed')::int`,
  cancelled: sql<number>`count(*) filter (where ${tradeFairRegistrations.status} = 'cancelled')::int`,
};
const counted = (row?: { pending: number; confirmed: number; cancelled: number }) => ({
  pending: Number(row?.pending ?? 0),
  confirmed: Number(row?.confirmed ?? 0),
  cancelled: Number(row?.cancelled ?? 0),
});

/** The most fairs the back office lists at once: a few dozen a year are held, so all of them. */
export const ADMIN_TRADE_FAIRS_MAX = 500;

/** The back office's fairs (decision 030): the latest start first, with their registrations counted. */
export const listAdminTradeFairs = async ({ db }: { db: Db }): Promise<{ items: AdminTradeFair[] }> => {
  const rows = await db
    .select({ fair: tradeFairs, ...registrationCounts })
    .from(tradeFairs)
    .leftJoin(tradeFairRegistrations, eq(tradeFairRegistrations.tradeFairId, tradeFairs.id))
    .groupBy(tradeFairs.id)
    .orderBy(desc(tradeFairs.startDate), asc(tradeFairs.name), asc(tradeFairs.id))
    .limit(ADMIN_TRADE_FAIRS_MAX);
  return { items: rows.map(({ fair, ...counts }) => toAdminFair(fair, counted(counts))) };
};

const toAdminFair = (fair: FairRow, registrations: AdminTradeFair['registrations']): AdminTradeFair => ({
  ...toFair(fair),
  isActive: fair.isActive,
  registrations,
  createdAt: fair.createdAt.toISOString(),
  updatedAt: fair.updatedAt.toISOString(),
});

const adminFair = async (db: Db, tradeFairId: string) => {
  const [row] = await db
    .select({ fair: tradeFairs, ...registrationCounts })
    .from(tradeFairs)
    .leftJoin(tradeFairRegistrations, eq(tradeFairRegistrations.tradeFairId, tradeFairs.id))
    .where(eq(tradeFairs.id, tradeFairId))
    .groupBy(tradeFairs.id);
  if (!row) throw notFound();
  const { fair, ...counts } = row;
  return toAdminFair(fair, counted(counts));
};

const fairValues = (input: TradeFairInput) => ({
  name: input.name,
  description: input.description,
  categories: input.categories,
  startDate: input.startDate,
  endDate: input.endDate,
  registrationDeadline: input.registrationDeadline,
  city: input.city,
  state: input.state,
  participationCost: input.participationCost,
  expectedVisitors: input.expectedVisitors,
  websiteUrl: input.websiteUrl,
  isActive: input.isActive,
});

/** Adds a fair to the catalogue; audited in the same transaction (DECISIONS D5). */
export const createTradeFair = async ({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Admin;
  input: TradeFairInput;
}): Promise<AdminTradeFair> => {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(tradeFairs).values(fairValues(input)).returning({ id: tradeFairs.id });
    if (!created) throw new Error('trade fair not created');
    await tx.insert(auditEvents).values({
      actorUserId: actor.user.id,
      action: 'trade_fair.created',
      targetType: 'trade_fair',
      targetId: created.id,
      details: { after: fairValues(input) },
    });
    return created.id;
  });
  return adminFair(db, id);
};

/** Changes a fair; the audit row keeps what it was and what it became. */
export const updateTradeFair = async ({
  db,
  actor,
  tradeFairId,
  input,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  tradeFairId: string;
  input: TradeFairInput;
  now?: Date;
}): Promise<AdminTradeFair> => {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tradeFairs).where(eq(tradeFairs.id, tradeFairId)).for('update');
    if (!before) throw notFound();
    const after = fairValues(input);
    await tx
      .update(tradeFairs)
      .set({ ...after, updatedAt: now })
      .where(eq(tradeFairs.id, tradeFairId));
    const previous = fairValues({ ...toFair(before), isActive: before.isActive });
    const changed = Object.fromEntries(
      Object.entries(after)
        .filter(
          ([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key as keyof typeof previous]),
        )
        .map(([key, value]) => [key, { before: previous[key as keyof typeof previous], after: value }]),
    );
    if (Object.keys(changed).length === 0) return;
    await tx.insert(auditEvents).values({
      actorUserId: actor.user.id,
      action: 'trade_fair.updated',
      targetType: 'trade_fair',
      targetId: tradeFairId,
      details: { name: before.name, changed },
    });
  });
  return adminFair(db, tradeFairId);
};

/** Switches a fair on or off: an inactive fair is hidden from FPOs and takes no registrations. */
export const setTradeFairActive = async ({
  db,
  actor,
  tradeFairId,
  isActive,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  tradeFairId: string;
  isActive: boolean;
  now?: Date;
}): Promise<AdminTradeFair> => {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tradeFairs).where(eq(tradeFairs.id, tradeFairId)).for('update');
    if (!before) throw notFound();
    if (before.isActive === isActive) return;
    await tx.update(tradeFairs).set({ isActive, updatedAt: now }).where(eq(tradeFairs.id, tradeFairId));
    await tx.insert(auditEvents).values({
      actorUserId: actor.user.id,
      action: isActive ? 'trade_fair.activated' : 'trade_fair.deactivated',
      targetType: 'trade_fair',
      targetId: tradeFairId,
      details: { name: before.name },
    });
  });
  return adminFair(db, tradeFairId);
};

const registrationColumns = {
  registration: tradeFairRegistrations,
  fairName: tradeFairs.name,
  fairStartDate: tradeFairs.startDate,
  fpoName: fpos.name,
  registeredByEmail: user.email,
};
type RegistrationListRow = {
  registration: RegistrationRow;
  fairName: string;
  fairStartDate: string;
  fpoName: string;
  registeredByEmail: string | null;
};
const toAdminRegistration = ({
  registration,
  fairName,
  fairStartDate,
  fpoName,
  registeredByEmail,
}: RegistrationListRow): AdminTradeFairRegistration => ({
  ...toRegistration(registration),
  tradeFairId: registration.tradeFairId,
  fairName,
  fairStartDate,
  fpoId: registration.fpoId,
  fpoName,
  registeredByEmail,
  statusChangedAt: registration.statusChangedAt?.toISOString() ?? null,
});

/**
 * Registrations for one fair or for every fair (decision 030), pending first then newest, filtered by
 * status, a page at a time, with the counts by status for the same fair (or all).
 */
export const listTradeFairRegistrations = async ({
  db,
  tradeFairId,
  query,
}: {
  db: Db;
  tradeFairId?: string;
  query: AdminTradeFairRegistrationsQuery;
}): Promise<AdminTradeFairRegistrations> => {
  if (tradeFairId) {
    const [fair] = await db
      .select({ id: tradeFairs.id })
      .from(tradeFairs)
      .where(eq(tradeFairs.id, tradeFairId));
    if (!fair) throw notFound();
  }
  const ofFair = tradeFairId ? eq(tradeFairRegistrations.tradeFairId, tradeFairId) : undefined;
  const conditions: SQL[] = [];
  if (ofFair) conditions.push(ofFair);
  if (query.status !== 'all') conditions.push(eq(tradeFairRegistrations.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals], [counts]] = await Promise.all([
    db
      .select(registrationColumns)
      .from(tradeFairRegistrations)
      .innerJoin(tradeFairs, eq(tradeFairs.id, tradeFairRegistrations.tradeFairId))
      .innerJoin(fpos, eq(fpos.id, tradeFairRegistrations.fpoId))
      .leftJoin(user, eq(user.id, tradeFairRegistrations.userId))
      .where(where)
      .orderBy(
        sql`${tradeFairRegistrations.status} = 'pending' desc`,
        desc(tradeFairRegistrations.registeredAt),
        asc(tradeFairRegistrations.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tradeFairRegistrations)
      .where(where),
    db.select(registrationCounts).from(tradeFairRegistrations).where(ofFair),
  ]);
  return {
    items: rows.map(toAdminRegistration),
    total: Number(totals?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counts: counted(counts),
  };
};

/**
 * Confirms or cancels a registration (document 2, 4): the change, its audit row and the FPO members'
 * notifications in one transaction; the caller mails them once it committed (`notice`, `recipients`).
 * Setting the status it already has changes nothing and tells no one.
 */
export const setTradeFairRegistrationStatus = async ({
  db,
  actor,
  registrationId,
  status,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  registrationId: string;
  status: Exclude<TradeFairRegistrationStatus, 'pending'>;
  now?: Date;
}): Promise<{ registration: AdminTradeFairRegistration; notice: Notice | null; recipients: Recipient[] }> => {
  const told = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ registration: tradeFairRegistrations, fairName: tradeFairs.name })
      .from(tradeFairRegistrations)
      .innerJoin(tradeFairs, eq(tradeFairs.id, tradeFairRegistrations.tradeFairId))
      .where(eq(tradeFairRegistrations.id, registrationId))
      .for('update', { of: tradeFairRegistrations });
    if (!row) throw notFound();
    const { registration, fairName } = row;
    if (registration.status === status) return null;
    await tx
      .update(tradeFairRegistrations)
      .set({ status, statusChangedAt: now, statusChangedBy: actor.user.id })
      .where(eq(tradeFairRegistrations.id, registrationId));
    await tx.insert(auditEvents).values({
      actorUserId: actor.user.id,
      action: `trade_fair_registration.${status}`,
      targetType: 'trade_fair_registration',
      targetId: registrationId,
      details: { fair: fairName, fpoId: registration.fpoId, before: registration.status, after: status },
    });
    const notice: Notice = {
      fpoId: registration.fpoId,
      kind: 'trade_fair_status',
      params: { fair: fairName, status },
      link: '/trade-fairs',
    };
    return { notice, recipients: await recordNotice(tx, notice) };
  });
  const [row] = await db
    .select(registrationColumns)
    .from(tradeFairRegistrations)
    .innerJoin(tradeFairs, eq(tradeFairs.id, tradeFairRegistrations.tradeFairId))
    .innerJoin(fpos, eq(fpos.id, tradeFairRegistrations.fpoId))
    .leftJoin(user, eq(user.id, tradeFairRegistrations.userId))
    .where(eq(tradeFairRegistrations.id, registrationId));
  if (!row) throw notFound();
  return {
    registration: toAdminRegistration(row),
    notice: told?.notice ?? null,
    recipients: told?.recipients ?? [],
  };
};
