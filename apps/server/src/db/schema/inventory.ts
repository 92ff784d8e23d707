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
  uuid,
} from 'drizzle-orm/pg-core';
import { changedByColumns } from './changed-by.ts';
import { fpos } from './tenancy.ts';

const fpoId = () =>
  uuid('fpo_id')
    .notNull()
    .references(() => fpos.id, { onDelete: 'cascade' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
/** Storage key of the resized picture; its thumbnail sits beside it (see storage/pictures.ts). */
const pictureKey = () => text('picture_key');
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Produce the FPO sells (spec 3, product_inventory). Packaged stock is counted in packets, open
 * stock in tonnes; the other unit's columns are null, as the checks hold.
 */
export const productInventory = pgTable(
  'product_inventory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: fpoId(),
    productName: text('product_name').notNull(),
    packagingType: text('packaging_type', { enum: ['packaged', 'open'] }).notNull(),
    quantityAvailable: integer('quantity_available'),
    packetSizeGms: integer('packet_size_gms'),
    quantityTonnes: numeric('quantity_tonnes', { precision: 14, scale: 2, mode: 'string' }),
    salePrice: money('sale_price').notNull(),
    /** What the stock is worth (spec 9), kept by PostgreSQL so the figures add exact decimals. */
    stockValue: numeric('stock_value', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(
        sql`sale_price * case when packaging_type = 'packaged' then coalesce(quantity_available, 0) else coalesce(quantity_tonnes, 0) end`,
      ),
    expiryDate: date('expiry_date', { mode: 'string' }),
    pictureKey: pictureKey(),
    isActive: boolean('is_active').notNull().default(true),
    ...changedByColumns(),
    ...timestamps(),
  },
  (t) => [
    index('product_inventory_fpo_created_idx').on(t.fpoId, t.createdAt.desc().nullsFirst()),
    // The back office's overview of every FPO's products, newest first (document 2, 2.7), and its
    // search by name (pg_trgm, as the farmers' names; decision 006).
    index('product_inventory_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('product_inventory_name_trgm_idx').using('gin', sql`${t.productName} gin_trgm_ops`),
    // The Mandi's pages: every FPO's listed products, newest first.
    index('product_inventory_listed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    check('product_inventory_packaging_check', sql`${t.packagingType} in ('packaged', 'open')`),
    check(
      'product_inventory_unit_check',
      sql`(${t.packagingType} = 'packaged' and ${t.quantityAvailable} >= 1 and ${t.quantityTonnes} is null)
        or (${t.packagingType} = 'open' and ${t.quantityTonnes} > 0 and ${t.quantityAvailable} is null
          and ${t.packetSizeGms} is null)`,
    ),
    check('product_inventory_price_check', sql`${t.salePrice} > 0`),
  ],
);

/** Farm inputs the FPO sells to its members (spec 3, input_inventory). */
export const inputInventory = pgTable(
  'input_inventory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: fpoId(),
    itemName: text('item_name').notNull(),
    quantityAvailable: integer('quantity_available').notNull(),
    purchasePrice: money('purchase_price').notNull(),
    salePrice: money('sale_price').notNull(),
    stockValue: numeric('stock_value', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`sale_price * quantity_available`),
    expiryDate: date('expiry_date', { mode: 'string' }),
    pictureKey: pictureKey(),
    chemicalName: text('chemical_name'),
    cropUsedFor: text('crop_used_for'),
    /**
     * Hidden by an admin (document 2, 4) from every view of inputs beyond the FPO's own: the FPO
     * still sees it, and it still counts in the FPO's stock figures (decision 023).
     */
    isHidden: boolean('is_hidden').notNull().default(false),
    ...changedByColumns(),
    ...timestamps(),
  },
  (t) => [
    index('input_inventory_fpo_created_idx').on(t.fpoId, t.createdAt.desc().nullsFirst()),
    // The back office's overview of every FPO's inputs and its search (document 2, 2.7).
    index('input_inventory_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('input_inventory_item_trgm_idx').using('gin', sql`${t.itemName} gin_trgm_ops`),
    index('input_inventory_chemical_trgm_idx').using('gin', sql`${t.chemicalName} gin_trgm_ops`),
    index('input_inventory_crop_trgm_idx').using('gin', sql`${t.cropUsedFor} gin_trgm_ops`),
    check('input_inventory_quantity_check', sql`${t.quantityAvailable} >= 0`),
    check('input_inventory_price_check', sql`${t.purchasePrice} >= 0 and ${t.salePrice} > 0`),
  ],
);

/**
 * What an FPO's stock is worth, changed in the same transaction as every write to its inventories,
 * so the dashboard never sums the items (decision 011). Exact decimals; rounded when shown.
 */
export const fpoStockFigures = pgTable('fpo_stock_figures', {
  fpoId: uuid('fpo_id')
    .primaryKey()
    .references(() => fpos.id, { onDelete: 'cascade' }),
  productValue: numeric('product_value', { mode: 'string' }).notNull().default('0'),
  inputValue: numeric('input_value', { mode: 'string' }).notNull().default('0'),
});

/**
 * Demand found in the field (document 2, business_intelligence): a crop's issue, the input that
 * answers it, how many farmers and acres it touches and what it is worth. The recommendations issue
 * imports these rows; the input marketplace reads them as missed opportunity.
 */
export const businessIntelligence = pgTable(
  'business_intelligence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: fpoId(),
    crop: text('crop').notNull(),
    estimatedArea: numeric('estimated_area', { precision: 12, scale: 2, mode: 'number' }),
    farmersAffected: integer('farmers_affected').notNull().default(0),
    issue: text('issue'),
    suggestedInput: text('suggested_input'),
    /** As written in the source, e.g. "₹1,44,000 per season". */
    potentialOpportunity: text('potential_opportunity'),
    /** Its rupee amount, read once when the row is stored. */
    potentialRupees: numeric('potential_rupees', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_intelligence_fpo_crop_idx').on(t.fpoId, t.crop)],
);
