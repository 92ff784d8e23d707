import {
  buyerRequirementInputSchema,
  buyerRequirementListSchema,
  buyerRequirementQuerySchema,
  errorResponseSchema,
  requirementFormTokenSchema,
  requirementReceivedSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveAuthSecret } from '../../plugins/auth.ts';
import { requireTenant } from '../../plugins/tenancy.ts';
import { listPublishedRequirements, submitRequirement } from './buyer-requirements.service.ts';
import { issueFormToken } from './form-token.ts';

/** Buyers' requirements: sent from the public form, read by FPOs once an admin publishes them. */
export const buyerRequirementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const secret = resolveAuthSecret(app.config);

  app.get(
    '/api/public/buyer-requirements/form',
    {
      schema: {
        tags: ['public'],
        summary: 'A signed note of when the requirement form was opened, sent back with it',
        response: { 200: requirementFormTokenSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ token: issueFormToken(secret) }),
  );

  app.post(
    '/api/public/buyer-requirements',
    {
      schema: {
        tags: ['public'],
        summary: "A buyer's requirement from the public form; limited per address and per phone",
        body: buyerRequirementInputSchema,
        response: { 201: requirementReceivedSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await submitRequirement({ db, secret, input: request.body, ip: request.ip });
      return reply.status(201).send({ received: true });
    },
  );

  app.get(
    '/api/buyer-requirements',
    {
      schema: {
        tags: ['buyers'],
        summary:
          'Published buyer requirements, filtered by crop and state, marked where they match our products',
        querystring: buyerRequirementQuerySchema,
        response: {
          200: buyerRequirementListSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) =>
      listPublishedRequirements({ db, fpoId: (await requireTenant(request)).fpoId, ...request.query }),
  );
};
