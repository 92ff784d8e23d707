import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * India Post's all-India pincode directory reduced to one district and state per pincode (issue
 * 20; source and licence in `db/pincodes/`). Loaded with the migrations, never fetched at run time.
 */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    district: text('district').notNull(),
    state: text('state').notNull(),
  },
  (t) => [check('pincodes_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`)],
);

/** Which copy of the directory is loaded: the loader replaces it when the committed file changes. */
export const pincodeDirectory = pgTable('pincode_directory', {
  id: text('id').primaryKey().default('current'),
  sha256: text('sha256').notNull(),
});
