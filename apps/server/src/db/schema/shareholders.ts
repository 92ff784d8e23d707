import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, timestamp, uniqueIndex, uuid, numeric } from 'drizzle-orm/pg-core';
import { farmers } from './farmers.ts';
import { fpos } from './tenancy.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * The member register (issue 19): which farmers hold shares in the FPO, how many, the capital they
 * paid up and when they joined; the dividend calculator works from it. A farmer who holds shares
 * cannot be deleted from the register while the holding stands (restrict).
 */
export const fpoShareholders = pgTable(
  'fpo_shareholders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => farmers.id, { onDelete: 'restrict' }),
    shares: integer('shares').notNull(),
    paidUpCapital: money('paid_up_capital').notNull(),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fpo_shareholders_fpo_farmer_unique').on(t.fpoId, t.farmerId),
    check('fpo_shareholders_amounts_check', sql`${t.shares} > 0 and ${t.paidUpCapital} >= 0`),
  ],
);
