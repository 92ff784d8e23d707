import { dashboardSchema, errorResponseSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { getDashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Stat cards, recent farmers, documents and opportunity',
        response: { 200: dashboardSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return getDashboard({ db: app.database.db, fpoId });
    },
  );
};
