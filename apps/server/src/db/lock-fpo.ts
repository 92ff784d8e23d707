import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { fpos } from './schema/tenancy.ts';

/**
 * Locks the FPO's row for the rest of the transaction, so writes that count the FPO's rows against
 * a limit take turns: a second add waits for the first to commit, then counts it.
 */
export const lockFpo = (tx: Db, fpoId: string) =>
  tx.select({ id: fpos.id }).from(fpos).where(eq(fpos.id, fpoId)).for('update');
