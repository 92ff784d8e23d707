import { z } from 'zod';
import { apiObject, hasForbiddenCharacters, text, uuid } from './field-atoms.ts';
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

export const inviteInputSchema = apiObject({
  email: text({ max: 254, required: 'email_required' }).toLowerCase().pipe(z.email('email_invalid')),
  role: z.enum(teamRoles, { error: 'role_invalid' }),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const teamRoleInputSchema = apiObject({ role: z.enum(teamRoles, { error: 'role_invalid' }) });

export const invitationIdParamsSchema = apiObject({ invitationId: uuid('invitation_id_invalid') });
export const teamMemberParamsSchema = apiObject({ userId: text({ max: 64, required: 'user_required' }) });
/** The link's token: 32 random bytes in base64url (43 characters); anything else is no invitation. */
export const invitationTokenParamsSchema = apiObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'invitation_invalid'),
});

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
export const acceptInvitationInputSchema = apiObject({
  fullName: text({ max: 100 }).pipe(z.string().min(2, 'full_name_required')).optional(),
  /** An Indian mobile number, ten digits; stored as +91 and the digits, as onboarding stores it. */
  phone: text({ max: 20 })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, 'phone_invalid'))
    .optional(),
  /** As at sign-up (DECISIONS T6): at least 6 characters, taken as typed but for control characters. */
  password: z
    .string({ error: 'type_invalid' })
    .refine((value) => !hasForbiddenCharacters(value), 'text_invalid_characters')
    .min(6, 'password_too_short')
    .max(128, 'too_long')
    .optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;
