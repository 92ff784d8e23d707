import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fileUploads } from './files.ts';
import { farmerFieldColumns } from './farmer-columns.ts';
import { changedByColumns } from './changed-by.ts';
import { fpos } from './tenancy.ts';

/** The farmer register (spec 3). A phone number is unique within an FPO, enforced here too. */
export const farmers = pgTable(
  'farmers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    ...farmerFieldColumns(),
    source: text('source', { enum: ['manual', 'upload'] })
      .notNull()
      .default('manual'),
    fileId: uuid('file_id').references(() => fileUploads.id, { onDelete: 'set null' }),
    /** The language messages reach the farmer in (issue 18); the FPO's language unless told otherwise. */
    preferredLanguage: text('preferred_language').notNull().default('en'),
    /**
     * Counts the farmer's changes: an edit made offline names the version it started from, and a
     * different one here is a conflict shown to the operator, never overwritten (issue 20).
     */
    version: integer('version').notNull().default(1),
    ...changedByColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order rows were written in. One import's rows share a creation time; they are inserted in
     * the file's row order, so this keeps them in it on the list.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('farmers_fpo_phone_unique').on(t.fpoId, t.phoneNumber),
    // Matches the list's order exactly, so a page is read from the index without sorting. NULLS
    // FIRST is what ORDER BY ... DESC means: with drizzle's default NULLS LAST the planner would
    // not use it for the order and sorted all the FPO's rows for every page (decision 011).
    index('farmers_fpo_created_seq_idx').on(t.fpoId, t.createdAt.desc().nullsFirst(), t.seq.asc()),
    // Search (decision 006): the name contains the text (pg_trgm, created by migration 0002); the
    // village or the phone number starts with it. Trigrams on all three halved the import's rate.
    index('farmers_name_trgm_idx').using('gin', sql`${t.farmerName} gin_trgm_ops`),
    index('farmers_village_prefix_idx').on(t.fpoId, sql`lower(${t.village}) text_pattern_ops`),
    index('farmers_phone_prefix_idx').on(t.fpoId, sql`${t.phoneNumber} text_pattern_ops`),
    // The pincode is the six digits searched, or begins with the three to five typed (decision 035).
    index('farmers_pincode_prefix_idx').on(t.fpoId, sql`${t.pincode} text_pattern_ops`),
    check('farmers_gender_check', sql`${t.gender} in ('Male', 'Female')`),
    check('farmers_language_check', sql`${t.preferredLanguage} in ('en', 'hi', 'kn', 'te', 'ta', 'ml')`),
    check('farmers_source_check', sql`${t.source} in ('manual', 'upload')`),
    check('farmers_acres_check', sql`${t.acres} > 0 and ${t.acres} <= 1000`),
  ],
);

/**
 * The idempotency keys of farmer writes (issue 20): a form saved offline is sent again until an
 * answer arrives, and a key seen before answers with the farmer it already wrote.
 */
export const farmerWriteKeys = pgTable(
  'farmer_write_keys',
  {
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => farmers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fpoId, t.key] })],
);

/** What the stat cards, the dashboard and the list's count read; decision 011. */
const figureColumns = () => ({
  farmers: integer('farmers').notNull().default(0),
  acres: numeric('acres', { precision: 14, scale: 2, mode: 'string' }).notNull().default('0'),
  male: integer('male').notNull().default(0),
  female: integer('female').notNull().default(0),
  maleAcres: numeric('male_acres', { precision: 14, scale: 2, mode: 'string' }).notNull().default('0'),
  femaleAcres: numeric('female_acres', { precision: 14, scale: 2, mode: 'string' }).notNull().default('0'),
});

/**
 * An FPO's farmer figures, changed in the same transaction as every write to its farmers, so reading
 * them never aggregates the register (decision 011).
 */
export const fpoFarmerStats = pgTable('fpo_farmer_stats', {
  fpoId: uuid('fpo_id')
    .primaryKey()
    .references(() => fpos.id, { onDelete: 'cascade' }),
  ...figureColumns(),
});

/**
 * The same figures for the farmers created in each UTC hour, for "added in the last N days": whole
 * hours are summed here, only the part of the first hour is read from the register (decision 011).
 */
export const fpoFarmerHours = pgTable(
  'fpo_farmer_hours',
  {
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...figureColumns(),
  },
  (t) => [primaryKey({ columns: [t.fpoId, t.hour] })],
);

/**
 * What advisory conversations learned about a farmer (spec 2.7), keyed by FPO and phone so it
 * survives re-imports of the farmer.
 */
export const farmerIntelligence = pgTable(
  'farmer_intelligence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    contact: text('contact'),
    cropEnterprise: text('crop_enterprise'),
    issueFaced: text('issue_faced'),
    solutionSuggested: text('solution_suggested'),
    likelyNextIssue: text('likely_next_issue'),
    productsToBuy: text('products_to_buy'),
    estSpendInr: numeric('est_spend_inr', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('farmer_intelligence_fpo_phone_idx').on(t.fpoId, t.phoneNumber, t.createdAt.desc())],
);
