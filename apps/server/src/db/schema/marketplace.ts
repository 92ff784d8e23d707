import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cropCategories } from '@sangam/domain';
import { user } from './auth.ts';

const categoryList = sql.raw(cropCategories.map((c) => `'${c}'`).join(', '));

/**
 * The crops buyers and FPOs pick from (document 2, 3: crops). The public picker lists the active and
 * approved ones; a crop a visitor adds waits, pending, for an admin. `name_key` is the name as the
 * duplicate check compares it (cropNameKey), so "Dragon fruit" and "dragon  Fruit" are one crop.
 */
export const crops = pgTable(
  'crops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    category: text('category', { enum: cropCategories }).notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    approvedBy: text('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** How many requirements and products have named it; the picker lists the most used first. */
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crops_name_key_unique').on(t.nameKey),
    index('crops_listed_idx')
      .on(t.usageCount.desc())
      .where(sql`${t.isActive} and ${t.isApproved}`),
    check('crops_category_check', sql`${t.category} in (${categoryList})`),
  ],
);

/**
 * What a buyer asked for on the public form (document 2, 3: public_buyer_requirements). Nothing is
 * shown to FPOs until an admin publishes it. `crop_interest` keeps the names as the buyer saw them,
 * joined as the spec stores them; the crops themselves are in buyer_requirement_crops.
 */
export const buyerRequirements = pgTable(
  'buyer_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    cropInterest: text('crop_interest').notNull(),
    quantityRequirements: text('quantity_requirements'),
    qualityDescription: text('quality_description'),
    isVerified: boolean('is_verified').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyer_requirements_published_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.isPublished}`),
  ],
);

export const buyerRequirementCrops = pgTable(
  'buyer_requirement_crops',
  {
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => buyerRequirements.id, { onDelete: 'cascade' }),
    cropId: uuid('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.requirementId, t.cropId] }),
    index('buyer_requirement_crops_crop_idx').on(t.cropId),
  ],
);
