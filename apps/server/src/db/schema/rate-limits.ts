import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters for abuse limits (sign-in, sign-up, reset, resend), kept in the database so
 * every server instance counts the same attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
