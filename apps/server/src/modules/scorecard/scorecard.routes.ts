import {
  errorResponseSchema,
  farmerAnalyticsQuerySchema,
  farmerAnalyticsSchema,
  scorecardQuerySchema,
  scorecardSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoor } from '../../plugins/admin-guard.ts';
import { getFarmerAnalytics } from './farmer-analytics.service.ts';
import { getScorecard } from './scorecard.service.ts';

const tags = ['admin'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The back office's figures across FPOs: the scorecard (2.3) and the farmers analytics (2.8). */
export const scorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);

  app.get(
    '/api/admin/scorecard',
    {
      config: { admin: { page: 'scorecard', action: 'view' } },
      schema: {
        tags,
        summary: "Every FPO's score from its kept figures: analytics and a page of the leaderboard",
        querystring: scorecardQuerySchema,
        response: { 200: scorecardSchema, ...refusals },
      },
    },
    async (request) => getScorecard({ db, query: request.query }),
  );

  app.get(
    '/api/admin/farmer-analytics',
    {
      config: { admin: { page: 'reports', action: 'view' } },
      schema: {
        tags,
        summary: 'Farmers across every FPO: totals, gender, top crops by acreage, a page of FPOs by farmers',
        querystring: farmerAnalyticsQuerySchema,
        response: { 200: farmerAnalyticsSchema, ...refusals },
      },
    },
    async (request) => getFarmerAnalytics({ db, query: request.query }),
  );
};
