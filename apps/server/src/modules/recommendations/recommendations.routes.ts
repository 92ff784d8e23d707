import { errorResponseSchema, loanRecommendationsSchema, schemeRecommendationsSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlan } from '../../plugins/tenancy.ts';
import { recommendationsFor } from './recommendations.service.ts';

const tags = ['recommendations'];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

/** Loans (/finance) and schemes (/schemes) ranked by fit for the FPO (document 2, 2.13 and 2.14; Pro). */
export const recommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/recommendations/loans',
    {
      schema: {
        tags,
        summary: 'Loan options ranked by fit: cached while fresh and not stale (Pro)',
        response: { 200: loanRecommendationsSchema, ...refusals },
      },
    },
    async (request) => recommendationsFor(db, (await requirePlan(request, 'pro')).fpoId, 'loans'),
  );

  app.post(
    '/api/recommendations/loans/refresh',
    {
      schema: {
        tags,
        summary: 'Refresh Now: recompute both kinds and return the loan options (Pro)',
        response: { 200: loanRecommendationsSchema, ...refusals },
      },
    },
    async (request) =>
      recommendationsFor(db, (await requirePlan(request, 'pro')).fpoId, 'loans', { refresh: true }),
  );

  app.get(
    '/api/recommendations/schemes',
    {
      schema: {
        tags,
        summary: "Government schemes ranked by fit, other states' left out (Pro)",
        response: { 200: schemeRecommendationsSchema, ...refusals },
      },
    },
    async (request) => recommendationsFor(db, (await requirePlan(request, 'pro')).fpoId, 'schemes'),
  );

  app.post(
    '/api/recommendations/schemes/refresh',
    {
      schema: {
        tags,
        summary: 'Refresh Now: recompute both kinds and return the schemes (Pro)',
        response: { 200: schemeRecommendationsSchema, ...refusals },
      },
    },
    async (request) =>
      recommendationsFor(db, (await requirePlan(request, 'pro')).fpoId, 'schemes', { refresh: true }),
  );
};
