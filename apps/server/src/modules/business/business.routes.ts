import { businessOpportunitiesSchema, errorResponseSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { getBusinessOpportunities } from './business.service.ts';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

/** Business opportunities (/business, document 2): a regular route, open on every plan. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/business',
    {
      schema: {
        tags: ['business'],
        summary: "The FPO's field findings by crop with their totals, and its products' opportunity value",
        response: { 200: businessOpportunitiesSchema, ...refusals },
      },
    },
    async (request) =>
      getBusinessOpportunities({ db: app.database.db, fpoId: (await requireTenant(request)).fpoId }),
  );
};
