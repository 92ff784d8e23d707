import type { HealthResponse } from '@sangam/domain';
import type { Database } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2000;

export const checkHealth = async ({
  database,
  version,
}: {
  database: Database;
  version: string;
}): Promise<HealthResponse> => {
  const latencyMs = await Promise.race([
    database.ping().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), PING_TIMEOUT_MS).unref()),
  ]);
  const reachable = latencyMs !== null;
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { kind: database.kind, status: reachable ? 'up' : 'down', reachable, latencyMs },
    version,
    uptimeSeconds: Math.round(process.uptime()),
  };
};
