import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { fpos } from './tenancy.ts';

/**
 * What an FPO recorded about one item of its compliance calendar (decision 014): done on a day,
 * with its proof stored privately under `documents/{fpoId}/`, or not due this year. An item with no
 * row is open; its due date is computed, never stored.
 */
export const complianceRecords = pgTable(
  'compliance_records',
  {
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    ruleKey: text('rule_key').notNull(),
    period: text('period').notNull(),
    status: text('status', { enum: ['done', 'not_applicable'] }).notNull(),
    doneOn: date('done_on', { mode: 'string' }),
    documentKey: text('document_key'),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fpoId, t.ruleKey, t.period] }),
    check('compliance_records_status_check', sql`${t.status} in ('done', 'not_applicable')`),
    check('compliance_records_done_on_check', sql`(${t.status} = 'done') = (${t.doneOn} is not null)`),
  ],
);

/**
 * A reminder e-mail for one item: the row is what keeps it from going twice. A run claims it before
 * the mail goes (`sent_at` null) and confirms it after; a claim whose run died unconfirmed is given
 * back, so the next run sends it (decision 044).
 */
export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    ruleKey: text('rule_key').notNull(),
    period: text('period').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.fpoId, t.ruleKey, t.period, t.daysBefore] })],
);
