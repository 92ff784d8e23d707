import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../app-error.ts';

export type AttemptRule = { max: number; windowSeconds: number };

/**
 * Counts an attempt against a key (an IP or an e-mail address) in the database, so all server
 * instances share the count, and refuses with `rate_limited` once the window's budget is spent.
 */
export const countAttempt = async (db: Db, key: string, rule: AttemptRule) => {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0];
  if (row && row.count > rule.max) {
    const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
    throw new AppError('rate_limited', {
      status: 429,
      issues: [{ field: 'retryAfterSeconds', code: String(retryAfter) }],
    });
  }
};
