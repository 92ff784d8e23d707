import { z } from 'zod';

export const healthResponseSchema = z.object({
  /** `degraded` while the database cannot be reached; the server itself is up and answering. */
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
