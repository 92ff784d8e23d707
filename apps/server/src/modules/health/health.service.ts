import type { HealthResponse } from '@sangam/domain';
import type { Database } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2000;
/**
 * How recent the last statement must be for an open PGlite transaction to count as the database at
 * work. An import's commit finishes a statement every few tens of milliseconds.
 */
export const WORKING_WITHIN_MS = 5000;

/** The last answered ping of each database, reported while PGlite's one connection is taken. */
const lastPings = new WeakMap<Database, number>();

const ping = async (database: Database) => {
  const latencyMs = await Promise.race([
    database.ping().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), PING_TIMEOUT_MS).unref()),
  ]);
  if (latencyMs !== null) lastPings.set(database, latencyMs);
  return latencyMs;
};

/**
 * PGlite runs every query of the process on one connection, in turn: a ping during an import's
 * commit would wait seconds for the transaction to end. A transaction in progress whose statements
 * keep finishing is the database working, so the last ping's figure is reported instead. A
 * transaction with no statement finished for `workingWithinMs` gets no such credit.
 */
const workingInTransaction = (database: Database, workingWithinMs: number) => {
  const activity = database.activity();
  const lastPing = lastPings.get(database);
  if (!activity?.inTransaction || lastPing === undefined) return null;
  return performance.now() - activity.lastStatementAt <= workingWithinMs ? lastPing : null;
};

export const checkHealth = async ({
  database,
  version,
  workingWithinMs = WORKING_WITHIN_MS,
}: {
  database: Database;
  version: string;
  workingWithinMs?: number;
}): Promise<HealthResponse> => {
  const latencyMs = workingInTransaction(database, workingWithinMs) ?? (await ping(database));
  const reachable = latencyMs !== null;
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { kind: database.kind, status: reachable ? 'up' : 'down', reachable, latencyMs },
    version,
    uptimeSeconds: Math.round(process.uptime()),
  };
};
