import { z } from 'zod';
import { teamRoles } from './team-roles.ts';

/** The FPO team API (issue 20): the owner's team page and the invitation link. */

export const teamRoleSchema = z.enum(teamRoles);

/** An invitation lasts a week; inviting the same address again renews it. */
export const INVITATION_DAYS = 7;

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  joinedAt: z.string(),
  /** The signed-in owner themself: they cannot remove or demote the last owner, themself included. */
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const inviteInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  role: teamRoleSchema,
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const teamRoleInputSchema = z.strictObject({ role: teamRoleSchema });

export const invitationIdParamsSchema = z.object({ invitationId: z.uuid() });
export const teamMemberParamsSchema = z.object({ userId: z.string().min(1).max(100) });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

/** What the invitation link shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  fpoName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** An account with this address exists: the invitee signs in to accept, rather than signing up. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting: signed in with the invited address, an empty body; otherwise a new account for the
 * invited address (the link in the mailbox proves it is theirs, so it needs no confirmation mail).
 */
export const acceptInvitationInputSchema = z.strictObject({
  fullName: z.string().trim().min(2).max(100).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/)
    .optional(),
  password: z.string().min(8).max(128).optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;
