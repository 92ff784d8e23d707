import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { fpos } from './tenancy.ts';

/**
 * The loan options and government schemes /finance and /schemes rank (document 2, 3), as data:
 * seeded by migration 0017, editable by admins. Lists are JSON arrays of text.
 */
export const loanOptions = pgTable('loan_options', {
  id: text('id').primaryKey(),
  lenderName: text('lender_name').notNull(),
  lenderType: text('lender_type').notNull(),
  loanType: text('loan_type').notNull(),
  loanKind: text('loan_kind').notNull(),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
  interestRate: text('interest_rate').notNull(),
  tenure: text('tenure').notNull(),
  processingTime: text('processing_time').notNull(),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  website: text('website'),
  eligibilityCriteria: jsonb('eligibility_criteria').$type<string[]>().notNull(),
  requiredDocuments: jsonb('required_documents').$type<string[]>().notNull(),
  specialFeatures: jsonb('special_features').$type<string[]>().notNull(),
  collateralRequired: boolean('collateral_required').notNull(),
  subsidyAvailable: boolean('subsidy_available').notNull(),
  icon: text('icon').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schemes = pgTable('schemes', {
  id: text('id').primaryKey(),
  schemeName: text('scheme_name').notNull(),
  governmentLevel: text('government_level').notNull(),
  department: text('department').notNull(),
  schemeType: text('scheme_type').notNull(),
  benefitAmount: text('benefit_amount').notNull(),
  subsidyPercentage: text('subsidy_percentage').notNull(),
  maxBenefit: bigint('max_benefit', { mode: 'number' }).notNull(),
  eligibilityCriteria: jsonb('eligibility_criteria').$type<string[]>().notNull(),
  requiredDocuments: jsonb('required_documents').$type<string[]>().notNull(),
  applicationProcess: jsonb('application_process').$type<string[]>().notNull(),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  website: text('website'),
  processingTime: text('processing_time').notNull(),
  targetBeneficiaries: text('target_beneficiaries').notNull(),
  keyFeatures: jsonb('key_features').$type<string[]>().notNull(),
  applicableStates: jsonb('applicable_states').$type<string[]>().notNull().default([]),
  cropSpecific: jsonb('crop_specific').$type<string[]>().notNull().default([]),
  icon: text('icon').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An FPO's scored recommendations of one kind (document 2, 3: cached_loan_options and
 * cached_scheme_recommendations, one table keyed by kind). Used while not stale and younger than
 * 25 hours; writes to what the snapshot is made of mark it stale (decision 019).
 */
export const cachedRecommendations = pgTable(
  'cached_recommendations',
  {
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['loans', 'schemes'] }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    /** [{ id, fitmentScore, tier, fitmentReasons }], best first; the entries' text is joined on read. */
    scores: jsonb('scores').notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull(),
    isStale: boolean('is_stale').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fpoId, t.kind] }),
    check('cached_recommendations_kind_check', sql`${t.kind} in ('loans', 'schemes')`),
  ],
);

/** One run of the daily refresh, scheduled or started by an admin (document 2, 3: refresh summary). */
export const refreshRuns = pgTable(
  'refresh_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    /** The night a scheduled run stands for: one run per night however many instances fire. */
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    triggeredBy: text('triggered_by').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['running', 'success', 'partial', 'failure'] })
      .notNull()
      .default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    totalFpos: integer('total_fpos').notNull().default(0),
    financeSuccess: integer('finance_success').notNull().default(0),
    financeFailure: integer('finance_failure').notNull().default(0),
    schemesSuccess: integer('schemes_success').notNull().default(0),
    schemesFailure: integer('schemes_failure').notNull().default(0),
    durationMs: integer('duration_ms'),
    adminEmailSent: boolean('admin_email_sent').notNull().default(false),
  },
  (t) => [
    uniqueIndex('refresh_runs_scheduled_for_idx').on(t.scheduledFor),
    // At most one run at a time, across every instance.
    uniqueIndex('refresh_runs_one_running_idx')
      .on(sql`(true)`)
      .where(sql`${t.finishedAt} is null`),
    index('refresh_runs_started_idx').on(t.startedAt),
    check('refresh_runs_trigger_check', sql`${t.trigger} in ('schedule', 'manual')`),
    check('refresh_runs_status_check', sql`${t.status} in ('running', 'success', 'partial', 'failure')`),
  ],
);

/** Per page of a run (document 2, 3: refresh log). */
export const refreshLogs = pgTable(
  'refresh_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => refreshRuns.id, { onDelete: 'cascade' }),
    pageName: text('page_name', { enum: ['finance', 'schemes'] }).notNull(),
    status: text('status', { enum: ['success', 'partial', 'failure'] }).notNull(),
    recordsProcessed: integer('records_processed').notNull(),
    durationMs: integer('duration_ms').notNull(),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_logs_created_idx').on(t.createdAt)],
);
