import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { duplicateDetailsKey } from '@sangam/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { farmers } from '../../db/schema/farmers.ts';

/** The FPO's stored phones and name+village+pincode keys, sent to the worker with the file. */
export type ExistingFarmers = { phones: string[]; details: string[] };

/**
 * Farmers per read. On PGlite a statement holds the server's one thread until its rows are parsed:
 * read whole, a register of 17,000 farmers held every request for 60-120 ms at each preview and
 * import (bench/README.md, load; decision 042). Pages of this size take a few milliseconds each,
 * with a turn of the event loop between them.
 */
export const EXISTING_PAGE_ROWS = 2000;

export const loadExistingFarmers = async (db: Db, fpoId: string): Promise<ExistingFarmers> => {
  const phones: string[] = [];
  const details: string[] = [];
  // By phone number, on the register's unique (fpo_id, phone_number) index: each page starts
  // where the last one ended.
  for (let after: string | null = null; ;) {
    const rows = await db
      .select({
        phoneNumber: farmers.phoneNumber,
        farmerName: farmers.farmerName,
        village: farmers.village,
        pincode: farmers.pincode,
      })
      .from(farmers)
      .where(and(eq(farmers.fpoId, fpoId), after === null ? undefined : gt(farmers.phoneNumber, after)))
      .orderBy(asc(farmers.phoneNumber))
      .limit(EXISTING_PAGE_ROWS);
    for (const row of rows) {
      phones.push(row.phoneNumber);
      details.push(duplicateDetailsKey(row));
    }
    if (rows.length < EXISTING_PAGE_ROWS) return { phones, details };
    after = rows[rows.length - 1]?.phoneNumber ?? null;
    await yieldToEventLoop();
  }
};
