import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** A user belongs to one FPO; the role is `owner` now, `staff` later. */
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
    role: text('role', { enum: ['owner', 'staff'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fpoId, t.userId] })],
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
