import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PageAccess } from '@sangam/domain';
import { user } from './auth.ts';

/**
 * A back-office grant (document 2, 3: admin_access_control): per page, view / edit / delete, or
 * everything as a super admin. The owner admin (OWNER_EMAIL) needs none. Changes are audited (D5).
 */
export const adminAccess = pgTable('admin_access', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  pageAccess: jsonb('page_access').$type<PageAccess>().notNull(),
  notes: text('notes'),
  grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
