import {
  dealershipApplicationSchema,
  dealershipApplyInputSchema,
  dealershipOverviewSchema,
  errorResponseSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlan } from '../../plugins/tenancy.ts';
import { applyForDealership, dealershipOverview } from './dealerships.service.ts';

const tags = ['dealerships'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Dealership opportunities for the FPO (document 2, 2.17; Pro; decision 029). */
export const dealershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/dealerships',
    {
      schema: {
        tags,
        summary:
          "Active companies, their categories' requirements and the FPO's eligibility, its applications (Pro)",
        response: { 200: dealershipOverviewSchema, ...refusals },
      },
    },
    async (request) => dealershipOverview({ db, fpoId: (await requirePlan(request, 'pro')).fpoId }),
  );

  app.post(
    '/api/dealerships/applications',
    {
      schema: {
        tags,
        summary:
          'Apply for a dealership with the terms accepted: pending, with the figures as they stand; not_eligible or already_applied (409) (Pro)',
        body: dealershipApplyInputSchema,
        response: { 201: dealershipApplicationSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const tenant = await requirePlan(request, 'pro');
      const application = await applyForDealership({
        db,
        fpoId: tenant.fpoId,
        userId: tenant.user.id,
        requirementId: request.body.requirementId,
      });
      return reply.status(201).send(application);
    },
  );
};
