import {
  teamHomePath,
  type AcceptInvitationInput,
  type InvitationPreview,
  type TeamRole,
} from '@sangam/domain';
import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { session, user } from '../../db/schema/auth.ts';
import { fpoInvitations, fpoMembers, fpos, userProfiles } from '../../db/schema/tenancy.ts';
import { removePendingAccount } from '../../plugins/address-confirmation.ts';
import type { AttemptRule } from '../../plugins/attempt-limits.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { SignedIn } from '../../plugins/signed-in.ts';
import { hashOfToken, personName } from './team.service.ts';

/**
 * The invitation link (issue 20, decision 036): what it shows before it is accepted, and accepting
 * it, signed in with the invited address or as a new account for it. The token is the secret; the
 * routes are public and counted per IP like the other public forms.
 */
export const invitationLimits: Record<'view' | 'accept', AttemptRule> = {
  view: { max: 60, windowSeconds: 3600 },
  accept: { max: 20, windowSeconds: 3600 },
};

const inviterProfile = alias(userProfiles, 'inviter_profile');
const inviterUser = alias(user, 'inviter_user');

type Invitation = {
  id: string;
  fpoId: string;
  fpoName: string;
  email: string;
  role: TeamRole;
  invitedBy: string | null;
  /** The language the invitation mail was written in; a new account starts in it. */
  language: string;
  expiresAt: Date;
};

/**
 * The open invitation a link names: an unknown, withdrawn or used one is `invitation_invalid`, an
 * expired one `invitation_expired` (the owner can send it again).
 */
export const openInvitation = async (db: Db, token: string, now = new Date()): Promise<Invitation> => {
  const [row] = await db
    .select({
      id: fpoInvitations.id,
      fpoId: fpoInvitations.fpoId,
      fpoName: fpos.name,
      email: fpoInvitations.email,
      role: fpoInvitations.role,
      invitedBy: personName(inviterProfile.fullName, inviterUser.name),
      language: inviterUser.language,
      fpoLanguage: fpos.language,
      expiresAt: fpoInvitations.expiresAt,
      acceptedAt: fpoInvitations.acceptedAt,
      revokedAt: fpoInvitations.revokedAt,
    })
    .from(fpoInvitations)
    .innerJoin(fpos, eq(fpos.id, fpoInvitations.fpoId))
    .leftJoin(inviterUser, eq(inviterUser.id, fpoInvitations.invitedBy))
    .leftJoin(inviterProfile, eq(inviterProfile.userId, fpoInvitations.invitedBy))
    .where(eq(fpoInvitations.tokenHash, hashOfToken(token)));
  if (!row || row.acceptedAt || row.revokedAt) throw new AppError('invitation_invalid');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('invitation_expired');
  const { acceptedAt: _accepted, revokedAt: _revoked, fpoLanguage, language, ...invitation } = row;
  return { ...invitation, language: language ?? fpoLanguage };
};

/** A confirmed account with this address: its owner signs in to accept. An unconfirmed one is no one's yet. */
const confirmedAccount = async (db: Db, email: string) => {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), eq(user.emailVerified, true)));
  return row ?? null;
};

export const previewInvitation = async (db: Db, token: string): Promise<InvitationPreview> => {
  const invitation = await openInvitation(db, token);
  return {
    fpoName: invitation.fpoName,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: Boolean(await confirmedAccount(db, invitation.email)),
  };
};

type Profile = { fullName: string; phone: string };

/** The fields a new member must give that they have not: each named, as a form's refusal is. */
const refuseMissing = (missing: [field: string, code: string][]) => {
  if (missing.length)
    throw new AppError('validation_failed', {
      issues: missing.map(([field, code]) => ({ field, code })),
    });
};

/**
 * The rows the invitation writes, in one transaction: the profile (onboarding done: the FPO exists
 * already), the membership, the invitation used, and the audit record. The invitation is locked and
 * checked again, so two accepts of one link cannot both join.
 */
const join = async ({
  db,
  invitation,
  userId,
  profile,
  confirm,
}: {
  db: Db;
  invitation: Invitation;
  userId: string;
  /** A profile to write; null keeps the one the account has. */
  profile: Profile | null;
  /** An unconfirmed account signed in with the invited address: the link confirms it (keeping this session). */
  confirm?: { keepSessionToken: string | null };
}) => {
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      const [current] = await tx
        .select({
          acceptedAt: fpoInvitations.acceptedAt,
          revokedAt: fpoInvitations.revokedAt,
          expiresAt: fpoInvitations.expiresAt,
          tokenHash: fpoInvitations.tokenHash,
        })
        .from(fpoInvitations)
        .where(eq(fpoInvitations.id, invitation.id))
        .for('update');
      if (!current || current.acceptedAt || current.revokedAt) throw new AppError('invitation_invalid');
      if (current.expiresAt.getTime() <= now.getTime()) throw new AppError('invitation_expired');
      const [member] = await tx
        .select({ fpoId: fpoMembers.fpoId })
        .from(fpoMembers)
        .where(eq(fpoMembers.userId, userId));
      if (member) throw new AppError('already_in_an_fpo');
      if (profile) {
        const values = { ...profile, onboardingCompleted: true, updatedAt: now };
        await tx
          .insert(userProfiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: userProfiles.userId, set: values });
      } else {
        await tx
          .update(userProfiles)
          .set({ onboardingCompleted: true, updatedAt: now })
          .where(eq(userProfiles.userId, userId));
      }
      if (confirm) {
        await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
        // As when the confirmation link is opened where the account was made (decision 008).
        await tx
          .delete(session)
          .where(
            confirm.keepSessionToken
              ? and(eq(session.userId, userId), ne(session.token, confirm.keepSessionToken))
              : eq(session.userId, userId),
          );
      }
      await tx.insert(fpoMembers).values({ fpoId: invitation.fpoId, userId, role: invitation.role });
      await tx
        .update(fpoInvitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(eq(fpoInvitations.id, invitation.id));
      await tx.insert(auditEvents).values({
        actorUserId: userId,
        action: 'team.invitation_accepted',
        targetType: 'fpo_invitation',
        targetId: invitation.id,
        details: { fpoId: invitation.fpoId, email: invitation.email, role: invitation.role },
      });
    });
  } catch (error) {
    // The same account joining twice at once: the second finds the first's membership.
    if (isUniqueViolation(error)) throw new AppError('already_in_an_fpo');
    throw error;
  }
  return { home: teamHomePath(invitation.role) };
};

const profileOf = (input: AcceptInvitationInput) =>
  input.fullName && input.phone ? { fullName: input.fullName, phone: `+91${input.phone}` } : null;

/**
 * Accepting while signed in: only with the invited address, and only outside any FPO. A profile
 * from onboarding's first step is kept; without one, the name and phone are asked for.
 */
export const acceptSignedIn = async ({
  db,
  invitation,
  who,
  sessionToken,
  input,
}: {
  db: Db;
  invitation: Invitation;
  who: SignedIn;
  /** The session this request came with: an unconfirmed account keeps it when the link confirms it. */
  sessionToken: string | null;
  input: AcceptInvitationInput;
}) => {
  if (who.user.email.toLowerCase() !== invitation.email) throw new AppError('invitation_other_account');
  if (who.membership) throw new AppError('already_in_an_fpo');
  const given = profileOf(input);
  if (!given && !who.profile)
    refuseMissing([
      ...(input.fullName ? [] : [['fullName', 'full_name_required'] as [string, string]]),
      ...(input.phone ? [] : [['phone', 'phone_required'] as [string, string]]),
    ]);
  return join({
    db,
    invitation,
    userId: who.user.id,
    profile: given,
    confirm: who.user.emailVerified ? undefined : { keepSessionToken: sessionToken },
  });
};

/**
 * Accepting as a new account for the invited address. better-auth hashes the password and makes
 * the account (confirmed: the link came to this mailbox, so no confirmation mail is sent) and,
 * once the team rows are written, signs the new member in through its own sign-in, whose
 * session cookie the answer carries. If the team rows fail, the account is removed again.
 */
export const acceptAsNewAccount = async ({
  db,
  auth,
  invitation,
  input,
  headers,
}: {
  db: Db;
  auth: Auth;
  invitation: Invitation;
  input: AcceptInvitationInput;
  headers: Headers;
}) => {
  if (await confirmedAccount(db, invitation.email)) throw new AppError('sign_in_required');
  refuseMissing([
    ...(input.fullName ? [] : [['fullName', 'full_name_required'] as [string, string]]),
    ...(input.phone ? [] : [['phone', 'phone_required'] as [string, string]]),
    ...(input.password ? [] : [['password', 'password_required'] as [string, string]]),
  ]);
  const profile = profileOf(input) as Profile;
  const password = input.password as string;

  // An unconfirmed sign-up with this address is no one's yet (decision 008): it gives way, as to a sign-up.
  await removePendingAccount(db, invitation.email);
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  let created: { id: string };
  try {
    created = await context.internalAdapter.createUser(
      {
        email: invitation.email,
        name: profile.fullName,
        emailVerified: true,
        language: invitation.language,
      },
      // As better-auth's own e-mail sign-up provisions it.
      { method: 'email-password' },
    );
  } catch (error) {
    // Made meanwhile by another accept of the same link.
    if (isUniqueViolation(error)) throw new AppError('sign_in_required');
    throw error;
  }
  let home: string;
  try {
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: hash,
    });
    ({ home } = await join({ db, invitation, userId: created.id, profile }));
  } catch (error) {
    await db.delete(user).where(eq(user.id, created.id));
    throw error;
  }
  const signedIn = await auth.api.signInEmail({
    body: { email: invitation.email, password },
    headers,
    returnHeaders: true,
  });
  return { home, cookies: signedIn.headers.getSetCookie() };
};
