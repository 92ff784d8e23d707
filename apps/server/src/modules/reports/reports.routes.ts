import { errorResponseSchema, farmerReportQuerySchema, farmerReportSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlan } from '../../plugins/tenancy.ts';
import { getFarmerReport } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/farmers',
    {
      schema: {
        tags: ['reports'],
        summary: 'Farmer report for a time range (Pro)',
        querystring: farmerReportQuerySchema,
        response: { 200: farmerReportSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const tenant = await requirePlan(request, 'pro');
      return getFarmerReport({ db: app.database.db, fpoId: tenant.fpoId, days: request.query.days });
    },
  );
};
