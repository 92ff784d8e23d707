import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fileUploads } from './files.ts';
import { farmerFieldColumns } from './farmer-columns.ts';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('farmers_fpo_phone_unique').on(t.fpoId, t.phoneNumber),
    // Matches the list's order exactly, so a page is read from the index without sorting.
    index('farmers_fpo_created_idx').on(t.fpoId, t.createdAt.desc(), t.id.desc()),
    // Search is "contains" on name, village and phone (pg_trgm, created by migration 0002).
    index('farmers_name_trgm_idx').using('gin', sql`${t.farmerName} gin_trgm_ops`),
    index('farmers_village_trgm_idx').using('gin', sql`${t.village} gin_trgm_ops`),
    index('farmers_phone_trgm_idx').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    check('farmers_gender_check', sql`${t.gender} in ('Male', 'Female')`),
    check('farmers_source_check', sql`${t.source} in ('manual', 'upload')`),
    check('farmers_acres_check', sql`${t.acres} > 0 and ${t.acres} <= 1000`),
  ],
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
