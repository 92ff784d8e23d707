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
  uuid,
} from 'drizzle-orm/pg-core';
import { farmerFieldColumns } from './farmer-columns.ts';
import { fpos } from './tenancy.ts';

/** An uploaded spreadsheet (spec 3, file_uploads); the bytes live in file storage under storage_key. */
export const fileUploads = pgTable(
  'file_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type', { enum: ['xlsx', 'xls', 'csv'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    analysisStatus: text('analysis_status', { enum: ['pending', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The uploads list's order exactly (NULLS FIRST is what ORDER BY ... DESC means; decision 011).
  (t) => [
    index('file_uploads_fpo_created_idx').on(
      t.fpoId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** What the import learned about a file (spec 3, file_analyses). */
export const fileAnalyses = pgTable('file_analyses', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => fileUploads.id, { onDelete: 'cascade' }),
  rowCount: integer('row_count').notNull(),
  dataQualityScore: numeric('data_quality_score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  complexityScore: numeric('complexity_score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  summary: text('summary').notNull(),
  details: jsonb('details').$type<Record<string, number>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One import of a file into the farmer register; its progress is readable from any instance. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => fileUploads.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'completed', 'failed'] })
      .notNull()
      .default('running'),
    phase: text('phase', { enum: ['reading', 'writing', 'committing', 'done'] })
      .notNull()
      .default('reading'),
    sheet: text('sheet').notNull(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    updateExisting: boolean('update_existing').notNull().default(false),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    rejectedKey: text('rejected_key'),
    errorCode: text('error_code'),
    /** Touched with every step; a running job whose heartbeat stops was cut off (a restart). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // A file's newest import first, in the order the query asks for it (see file_uploads above).
    index('import_jobs_file_idx').on(t.fileId, t.createdAt.desc().nullsFirst()),
    check('import_jobs_status_check', sql`${t.status} in ('running', 'completed', 'failed')`),
  ],
);

/**
 * Rows of a running import, loaded in chunks (COPY) before the one transaction that moves them
 * into the register; emptied when the job ends.
 */
export const farmerImportRows = pgTable(
  'farmer_import_rows',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    action: text('action', { enum: ['insert', 'update'] }).notNull(),
    ...farmerFieldColumns(),
  },
  (t) => [index('farmer_import_rows_job_idx').on(t.jobId)],
);
