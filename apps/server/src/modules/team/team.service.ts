import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_DAYS,
  type InviteInput,
  type TeamInvitation,
  type TeamMember,
  type TeamResponse,
  type TeamRole,
} from '@sangam/domain';
import { and, asc, desc, eq, isNull, ne, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { lockFpo } from '../../db/lock-fpo.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { session, user } from '../../db/schema/auth.ts';
import { fpoInvitations, fpoMembers, userProfiles } from '../../db/schema/tenancy.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { invitationMail } from '../../mail/messages.ts';
import { countAttempt } from '../../plugins/attempt-limits.ts';

/**
 * The FPO's team (DECISIONS T1, decision 036): its members with their roles, and the owner's open
 * invitations. Only the owner reaches these (area `team`); every change is audited (D5).
 */

/** At most this many invitations (sent or sent again) per FPO per hour: a mailbox is not a megaphone. */
export const invitationsPerHour = { max: 20, windowSeconds: 3600 };

/** The link's secret: 32 random bytes; only its SHA-256 is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const invitationLink = (origin: string, token: string) => `${origin}/invitations/${token}`;

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

/** The name a person goes by in Sangam: their profile's full name, else their account's name. */
export const personName = (profile: AnyColumn, account: AnyColumn) =>
  sql<string>`coalesce(${profile}, ${account})`;

type Actor = { db: Db; fpoId: string; actorId: string };

const audit = (
  db: Db,
  actorId: string,
  action: string,
  target: { type: 'fpo_member' | 'fpo_invitation'; id: string },
  details: Record<string, unknown>,
) =>
  db.insert(auditEvents).values({
    actorUserId: actorId,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });

const inviterProfile = alias(userProfiles, 'inviter_profile');
const inviterUser = alias(user, 'inviter_user');

const invitationColumns = {
  id: fpoInvitations.id,
  email: fpoInvitations.email,
  role: fpoInvitations.role,
  invitedBy: sql<string | null>`coalesce(${inviterProfile.fullName}, ${inviterUser.name})`,
  createdAt: fpoInvitations.createdAt,
  expiresAt: fpoInvitations.expiresAt,
};

const toInvitation = (
  row: { createdAt: Date; expiresAt: Date } & Omit<TeamInvitation, 'createdAt' | 'expiresAt' | 'expired'>,
  now: Date,
): TeamInvitation => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt.getTime() <= now.getTime(),
});

const openInvitations = (db: Db) =>
  db
    .select(invitationColumns)
    .from(fpoInvitations)
    .leftJoin(inviterUser, eq(inviterUser.id, fpoInvitations.invitedBy))
    .leftJoin(inviterProfile, eq(inviterProfile.userId, fpoInvitations.invitedBy));

const isOpen = and(isNull(fpoInvitations.acceptedAt), isNull(fpoInvitations.revokedAt));

const readInvitation = async (db: Db, invitationId: string, now = new Date()) => {
  const [row] = await openInvitations(db).where(eq(fpoInvitations.id, invitationId));
  if (!row) throw notFound();
  return toInvitation(row, now);
};

const memberRows = (db: Db) =>
  db
    .select({
      userId: fpoMembers.userId,
      name: personName(userProfiles.fullName, user.name),
      email: user.email,
      role: fpoMembers.role,
      joinedAt: fpoMembers.createdAt,
    })
    .from(fpoMembers)
    .innerJoin(user, eq(user.id, fpoMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, fpoMembers.userId));

const toMember = (
  row: { userId: string; name: string; email: string; role: TeamRole; joinedAt: Date },
  youId: string,
): TeamMember => ({ ...row, joinedAt: row.joinedAt.toISOString(), isYou: row.userId === youId });

/** The team page: owners first, then by when they joined; open invitations newest first. */
export const getTeam = async ({
  db,
  fpoId,
  userId,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  userId: string;
  now?: Date;
}): Promise<TeamResponse> => {
  const [members, invitations] = await Promise.all([
    memberRows(db)
      .where(eq(fpoMembers.fpoId, fpoId))
      .orderBy(
        sql`case ${fpoMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
        asc(fpoMembers.createdAt),
        asc(fpoMembers.userId),
      ),
    openInvitations(db)
      .where(and(eq(fpoInvitations.fpoId, fpoId), isOpen))
      .orderBy(desc(fpoInvitations.createdAt), desc(fpoInvitations.id)),
  ]);
  return {
    members: members.map((row) => toMember(row, userId)),
    invitations: invitations.map((row) => toInvitation(row, now)),
  };
};

type Inviter = { id: string; name: string; language: string };
type Mailing = { mailer: Mailer; origin: string; fpoName: string; inviter: Inviter };

const mailInvitation = (
  { mailer, origin, fpoName, inviter }: Mailing,
  invitation: { email: string; role: TeamRole; expiresAt: Date },
  token: string,
) =>
  mailer.send(
    invitationMail({
      to: invitation.email,
      language: inviter.language,
      inviter: inviter.name,
      fpoName,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      url: invitationLink(origin, token),
    }),
  );

/** Whether an account with this address belongs to an FPO already, this one or another. */
const inAnFpo = async (db: Db, email: string) => {
  const [row] = await db
    .select({ userId: fpoMembers.userId })
    .from(fpoMembers)
    .innerJoin(user, eq(user.id, fpoMembers.userId))
    .where(eq(user.email, email));
  return Boolean(row);
};

/**
 * Invites an address with a role and mails the link in the inviter's language. An open invitation
 * to the same address is renewed (new link, new week, the role now given); an address that
 * belongs to an FPO already is refused. Answers whether it renewed one.
 */
export const inviteMember = async ({
  db,
  fpoId,
  actorId,
  input,
  mailing,
  now = new Date(),
}: Actor & { input: InviteInput; mailing: Mailing; now?: Date }) => {
  await countAttempt(db, `team-invite:${fpoId}`, invitationsPerHour);
  if (await inAnFpo(db, input.email)) throw new AppError('already_in_an_fpo');
  const token = newInvitationToken();
  const values = {
    role: input.role,
    tokenHash: hashOfToken(token),
    invitedBy: actorId,
    expiresAt: expiryFrom(now),
    createdAt: now,
  };
  const { id, renewed } = await db.transaction(async (tx) => {
    // Two invitations of one address at once: the second waits, then renews the first's.
    await lockFpo(tx as unknown as Db, fpoId);
    const [open] = await tx
      .select({ id: fpoInvitations.id })
      .from(fpoInvitations)
      .where(and(eq(fpoInvitations.fpoId, fpoId), eq(fpoInvitations.email, input.email), isOpen));
    const [row] = open
      ? await tx
          .update(fpoInvitations)
          .set(values)
          .where(eq(fpoInvitations.id, open.id))
          .returning({ id: fpoInvitations.id })
      : await tx
          .insert(fpoInvitations)
          .values({ fpoId, email: input.email, ...values })
          .returning({ id: fpoInvitations.id });
    const invitationId = (row as { id: string }).id;
    await audit(
      tx as unknown as Db,
      actorId,
      'team.member_invited',
      { type: 'fpo_invitation', id: invitationId },
      { fpoId, email: input.email, role: input.role, renewed: Boolean(open) },
    );
    return { id: invitationId, renewed: Boolean(open) };
  });
  await mailInvitation(mailing, { email: input.email, role: input.role, expiresAt: values.expiresAt }, token);
  return { invitation: await readInvitation(db, id, now), renewed };
};

/** Sends an open invitation again with a new link and a new week; the old link stops working. */
export const resendInvitation = async ({
  db,
  fpoId,
  actorId,
  invitationId,
  mailing,
  now = new Date(),
}: Actor & { invitationId: string; mailing: Mailing; now?: Date }) => {
  await countAttempt(db, `team-invite:${fpoId}`, invitationsPerHour);
  const token = newInvitationToken();
  const expiresAt = expiryFrom(now);
  const [row] = await db
    .update(fpoInvitations)
    .set({ tokenHash: hashOfToken(token), expiresAt, invitedBy: actorId, createdAt: now })
    .where(and(eq(fpoInvitations.id, invitationId), eq(fpoInvitations.fpoId, fpoId), isOpen))
    .returning({ email: fpoInvitations.email, role: fpoInvitations.role });
  if (!row) throw notFound();
  await audit(
    db,
    actorId,
    'team.invitation_resent',
    { type: 'fpo_invitation', id: invitationId },
    { fpoId, email: row.email, role: row.role },
  );
  await mailInvitation(mailing, { ...row, expiresAt }, token);
  return readInvitation(db, invitationId, now);
};

/** Withdraws an open invitation: its link then answers `invitation_invalid`. */
export const revokeInvitation = async ({
  db,
  fpoId,
  actorId,
  invitationId,
}: Actor & { invitationId: string }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(fpoInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(fpoInvitations.id, invitationId), eq(fpoInvitations.fpoId, fpoId), isOpen))
      .returning({ email: fpoInvitations.email, role: fpoInvitations.role });
    if (!row) throw notFound();
    await audit(
      tx as unknown as Db,
      actorId,
      'team.invitation_revoked',
      { type: 'fpo_invitation', id: invitationId },
      { fpoId, ...row },
    );
  });

/** The member of this FPO, locked until the transaction ends; another FPO's is not found. */
const lockedMember = async (tx: Db, fpoId: string, userId: string) => {
  const [row] = await tx
    .select({ role: fpoMembers.role, email: user.email })
    .from(fpoMembers)
    .innerJoin(user, eq(user.id, fpoMembers.userId))
    .where(and(eq(fpoMembers.fpoId, fpoId), eq(fpoMembers.userId, userId)))
    .for('update', { of: fpoMembers });
  if (!row) throw notFound();
  return row;
};

/** An FPO always keeps an owner: the last one can be neither demoted nor removed. */
const refuseLastOwner = async (tx: Db, fpoId: string, userId: string) => {
  const [other] = await tx
    .select({ userId: fpoMembers.userId })
    .from(fpoMembers)
    .where(and(eq(fpoMembers.fpoId, fpoId), eq(fpoMembers.role, 'owner'), ne(fpoMembers.userId, userId)))
    .limit(1);
  if (!other) throw new AppError('last_owner');
};

/** Gives a member another role; it applies from their next request (the role is read on each). */
export const changeRole = async ({
  db,
  fpoId,
  actorId,
  userId,
  role,
}: Actor & { userId: string; role: TeamRole }): Promise<TeamMember> => {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Two owners demoting each other at once: the second waits, then finds itself the last.
    await lockFpo(t, fpoId);
    const member = await lockedMember(t, fpoId, userId);
    if (member.role === role) return;
    if (member.role === 'owner') await refuseLastOwner(t, fpoId, userId);
    await tx
      .update(fpoMembers)
      .set({ role })
      .where(and(eq(fpoMembers.fpoId, fpoId), eq(fpoMembers.userId, userId)));
    await audit(
      t,
      actorId,
      'team.role_changed',
      { type: 'fpo_member', id: userId },
      { fpoId, email: member.email, before: member.role, after: role },
    );
  });
  const [row] = await memberRows(db).where(and(eq(fpoMembers.fpoId, fpoId), eq(fpoMembers.userId, userId)));
  if (!row) throw notFound();
  return toMember(row, actorId);
};

/**
 * Takes a member off the team and signs them out everywhere, in one transaction: their next
 * request is refused. The account stays, so the records they added still name them.
 */
export const removeMember = async ({ db, fpoId, actorId, userId }: Actor & { userId: string }) =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockFpo(t, fpoId);
    const member = await lockedMember(t, fpoId, userId);
    if (member.role === 'owner') await refuseLastOwner(t, fpoId, userId);
    await tx.delete(fpoMembers).where(and(eq(fpoMembers.fpoId, fpoId), eq(fpoMembers.userId, userId)));
    await tx.delete(session).where(eq(session.userId, userId));
    await audit(
      t,
      actorId,
      'team.member_removed',
      { type: 'fpo_member', id: userId },
      { fpoId, email: member.email, role: member.role },
    );
  });
