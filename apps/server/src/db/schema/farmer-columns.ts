import { numeric, text } from 'drizzle-orm/pg-core';

/**
 * The nine farmer fields as columns, shared by the register and the import staging rows so the
 * two cannot drift apart. A function: each table needs its own column builders.
 */
export const farmerFieldColumns = () => ({
  farmerName: text('farmer_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  acres: numeric('acres', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  gender: text('gender', { enum: ['Male', 'Female'] }).notNull(),
  village: text('village').notNull(),
  block: text('block').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
});
