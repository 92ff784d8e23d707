import { text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Who added a record and who last changed it (issue 20: an FPO is a team, and the register says
 * which member did what). Set null when the account is deleted: the record stays the FPO's.
 */
export const changedByColumns = () => ({
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});
