import {
  errorResponseSchema,
  farmerReportQuerySchema,
  farmerReportSchema,
  reportExportQuerySchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { requirePlan } from '../../plugins/tenancy.ts';
import { exportFarmerReport, getFarmerReport } from './reports.service.ts';

const tags = ['reports'];

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/farmers',
    {
      schema: {
        tags,
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

  app.get(
    '/api/reports/farmers/export',
    {
      schema: {
        tags,
        summary: 'The report as JSON, or the farmers of its range as CSV or XLSX (Pro)',
        querystring: reportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = await requirePlan(request, 'pro');
      const file = await exportFarmerReport({
        db: app.database.db,
        fpoId: tenant.fpoId,
        days: request.query.days,
        format: request.query.format,
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
