import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** The tenant. Every tenant table carries `fpo_id` (DECISIONS T1). */
export const fpos = pgTable(
  'fpos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    plan: text('plan', { enum: ['starters', 'pro', 'pro_max'] })
      .notNull()
      .default('starters'),
    trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
    trialExtendedByAdmin: boolean('trial_extended_by_admin').notNull().default(false),
    extensionReason: text('extension_reason'),
    website: text('website'),
    /** Business documents of the dashboard panel (spec 2.6); file fields hold stored file keys. */
    gstNumber: text('gst_number'),
    fssaiNumber: text('fssai_number'),
    panFile: text('pan_file'),
    tanFile: text('tan_file'),
    aadharFile: text('aadhar_file'),
    moaFile: text('moa_file'),
    aoaFile: text('aoa_file'),
    /** The compliance calendar counts from these (decision 014). */
    incorporationDate: date('incorporation_date', { mode: 'string' }),
    gstFiling: text('gst_filing', { enum: ['monthly', 'quarterly'] })
      .notNull()
      .default('monthly'),
    /** Set by admins after checking the FPO's documents; the public FPO page shows them as badges. */
    /** The language most of its farmers read: a new farmer's preferred language unless told otherwise. */
    language: text('language').notNull().default('en'),
    isVerified: boolean('is_verified').notNull().default(false),
    hfnCertified: boolean('hfn_certified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fpos_plan_check', sql`${t.plan} in ('starters', 'pro', 'pro_max')`),
    check('fpos_gst_filing_check', sql`${t.gstFiling} in ('monthly', 'quarterly')`),
    check('fpos_language_check', sql`${t.language} in ('en', 'hi', 'kn', 'te', 'ta', 'ml')`),
  ],
);

/**
 * A user belongs to one FPO with a role (DECISIONS T1; what each role may do is
 * `packages/domain/src/team-roles.ts`).
 */
export const fpoMembers = pgTable(
  'fpo_members',
  {
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'manager', 'field_staff'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fpoId, t.userId] }),
    check('fpo_members_role_check', sql`${t.role} in ('owner', 'manager', 'field_staff')`),
  ],
);

/**
 * An owner's invitation to join the FPO with a role (issue 20). Only the token's hash is kept; the
 * link in the e-mail carries the token. One open invitation per FPO and address: inviting again
 * renews it.
 */
export const fpoInvitations = pgTable(
  'fpo_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    /** Lower case, as better-auth stores addresses. */
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'field_staff'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fpo_invitations_open_unique')
      .on(t.fpoId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('fpo_invitations_role_check', sql`${t.role} in ('owner', 'manager', 'field_staff')`),
  ],
);

/** Who last stored or removed each of the Documents tab's files, and when (issue 20). */
export const fpoDocumentChanges = pgTable(
  'fpo_document_changes',
  {
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fpoId, t.kind] })],
);

/** Personal details from onboarding step 1 (spec 3, user_profiles). */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  organization: text('organization'),
  phone: text('phone').notNull(),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The FPO's logo and up to four village photos (spec 2.12; the public FPO page shows them), each a
 * stored picture's key in its slot.
 */
export const fpoPhotos = pgTable(
  'fpo_photos',
  {
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: ['logo', 'village1', 'village2', 'village3', 'village4'] }).notNull(),
    pictureKey: text('picture_key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fpoId, t.slot] }),
    check(
      'fpo_photos_slot_check',
      sql`${t.slot} in ('logo', 'village1', 'village2', 'village3', 'village4')`,
    ),
  ],
);
