import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { changedByColumns } from './changed-by.ts';
import { fpos } from './tenancy.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A buyer as every FPO knows it, one record per phone number (spec 3, 6). FPOs edit it through their
 * buyer form; every change is recorded in audit_events (decision 015, DECISIONS D5).
 */
export const globalBuyers = pgTable(
  'global_buyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    cropInterest: text('crop_interest').notNull(),
    monthlyVolumeTonnes: money('monthly_volume_tonnes'),
    priceMin: money('price_min'),
    priceMax: money('price_max'),
    quantityRequirements: text('quantity_requirements'),
    qualityDescription: text('quality_description'),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('global_buyers_phone_unique').on(t.phoneNumber)],
);

/** One FPO's buyer: its own rating and when it added the buyer (spec 3: user_buyer_associations). */
export const buyerAssociations = pgTable(
  'buyer_associations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    globalBuyerId: uuid('global_buyer_id')
      .notNull()
      .references(() => globalBuyers.id, { onDelete: 'cascade' }),
    userRating: integer('user_rating'),
    ...changedByColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_associations_fpo_buyer_unique').on(t.fpoId, t.globalBuyerId),
    index('buyer_associations_buyer_idx').on(t.globalBuyerId),
    check('buyer_associations_rating_check', sql`${t.userRating} between 1 and 5`),
  ],
);

/** A user's review of a buyer, one per user and buyer; every FPO reads them (spec 3: buyer_feedback). */
export const buyerFeedback = pgTable(
  'buyer_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    globalBuyerId: uuid('global_buyer_id')
      .notNull()
      .references(() => globalBuyers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    /** Optional: a rating may come without words (decision 028). */
    feedback: text('feedback'),
    transactionAmount: money('transaction_amount'),
    transactionDate: date('transaction_date', { mode: 'string' }),
    paymentDate: date('payment_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_feedback_user_buyer_unique').on(t.userId, t.globalBuyerId),
    index('buyer_feedback_buyer_idx').on(t.globalBuyerId, t.createdAt),
    check('buyer_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
