import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { fpos } from './tenancy.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Agriculture companies that appoint dealers (document 2, 3: Agriculture company); admins keep them. */
export const agricultureCompanies = pgTable(
  'agriculture_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** A stored picture's key (decision 013), never a URL. */
    logoKey: text('logo_key'),
    website: text('website'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agriculture_companies_name_unique').on(sql`lower(${t.name})`)],
);

/** Seeds, Fertilizers, Tools… (document 2, 3: Dealership category); admins keep the list. */
export const dealershipCategories = pgTable(
  'dealership_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealership_categories_name_unique').on(sql`lower(${t.name})`)],
);

/** What a company asks of a dealer in one category (document 2, 3: Dealership requirement). */
export const dealershipRequirements = pgTable(
  'dealership_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => agricultureCompanies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => dealershipCategories.id, { onDelete: 'restrict' }),
    minFarmers: integer('min_farmers').notNull().default(0),
    minAcres: numeric('min_acres', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Rupees a year; 0 means no minimum. */
    minAnnualTurnover: money('min_annual_turnover').notNull().default(0),
    /** Keys of the FPO's documents it needs: gst, fssai, pan, moa, aoa. */
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull().default([]),
    /** States it appoints dealers in; empty means anywhere. */
    states: jsonb('states').$type<string[]>().notNull().default([]),
    commissionStructure: text('commission_structure'),
    additionalRequirements: text('additional_requirements'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealership_requirements_company_category_unique').on(t.companyId, t.categoryId),
    check(
      'dealership_requirements_minimums_check',
      sql`${t.minFarmers} >= 0 and ${t.minAcres} >= 0 and ${t.minAnnualTurnover} >= 0`,
    ),
  ],
);

/** An FPO's application to be a company's dealer in a category (document 2, 3, 4). */
export const dealershipApplications = pgTable(
  'dealership_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => agricultureCompanies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => dealershipCategories.id, { onDelete: 'restrict' }),
    requirementId: uuid('requirement_id').references(() => dealershipRequirements.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['pending', 'under_review', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The FPO's figures when it applied: farmers, acres, turnover, documents, location. */
    applicationData: jsonb('application_data').$type<Record<string, unknown>>().notNull(),
    /** Each requirement met or not, as the FPO's figures stood. */
    eligibilityCheck: jsonb('eligibility_check').$type<Record<string, unknown>>().notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: text('status_changed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
  },
  (t) => [
    uniqueIndex('dealership_applications_fpo_company_category_unique').on(t.fpoId, t.companyId, t.categoryId),
    index('dealership_applications_status_idx').on(t.status, t.appliedAt.desc()),
    check(
      'dealership_applications_status_check',
      sql`${t.status} in ('pending', 'under_review', 'approved', 'rejected')`,
    ),
  ],
);
