import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Sweepable = {
  name: string;
  /** The queue its lost jobs go to, whose worker settles them. */
  interruptedQueue: string;
  underway: () => Promise<object[]>;
};

/**
 * Finds the records of jobs that say they are under way (an import running, a bulk send queued or
 * running, a refresh run unfinished) with no live queue entry for them: none waiting, retrying or
 * running, in the job's queue or its interrupted queue. Nothing will ever settle those: their
 * process died and the settling never ran or gave up (a database away longer than its retries,
 * decision 026), so the record says "sending" for good. Each is handed to `settle`, which must check
 * the record again (it may have ended meanwhile). A queue entry matches when its payload contains
 * the record's (jsonb `@>`), so an entry for any run of a job counts for a record that names none.
 * Records are read before entries: a record and its entry are written in one transaction, and an
 * entry ends only after its record has.
 */
export const sweepOrphans = async (
  db: Db,
  jobs: Sweepable[],
  settle: (name: string, payload: object) => Promise<void>,
) => {
  let settled = 0;
  for (const job of jobs) {
    for (const payload of await job.underway()) {
      const live = await db.execute(sql`
        select 1 from pgboss.job
        where name in (${job.name}, ${job.interruptedQueue}) and state < 'completed'
          and data @> ${JSON.stringify(payload)}::jsonb
        limit 1`);
      const rows = Array.isArray(live) ? live : (live as { rows: unknown[] }).rows;
      if (rows.length) continue;
      await settle(job.name, payload);
      settled += 1;
    }
  }
  return settled;
};
