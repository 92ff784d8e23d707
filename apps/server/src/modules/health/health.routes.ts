import { healthResponseSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth({ database: app.database, version: app.appVersion });
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
