import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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

/** A trade fair FPOs can take a stall at (document 2, 3: Trade fair); admins keep the list. */
export const tradeFairs = pgTable(
  'trade_fairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    registrationDeadline: date('registration_deadline', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** Rupees for a stall; 0 when free. */
    participationCost: money('participation_cost').notNull().default(0),
    expectedVisitors: integer('expected_visitors'),
    websiteUrl: text('website_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_fairs_start_idx').on(t.startDate),
    check(
      'trade_fairs_dates_check',
      sql`${t.startDate} <= ${t.endDate} and ${t.registrationDeadline} <= ${t.endDate}`,
    ),
  ],
);

/** An FPO's registration for a fair (document 2, 3, 4): pending until the organisers confirm. */
export const tradeFairRegistrations = pgTable(
  'trade_fair_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tradeFairId: uuid('trade_fair_id')
      .notNull()
      .references(() => tradeFairs.id, { onDelete: 'cascade' }),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    productsToDisplay: jsonb('products_to_display').$type<string[]>().notNull(),
    boothRequirements: text('booth_requirements'),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
      .notNull()
      .default('pending'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: text('status_changed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('trade_fair_registrations_fair_fpo_unique').on(t.tradeFairId, t.fpoId),
    index('trade_fair_registrations_fpo_idx').on(t.fpoId),
    check('trade_fair_registrations_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
  ],
);
