import {
  buyerIdParamsSchema,
  buyerInputSchema,
  buyerListSchema,
  buyerProfileSchema,
  buyerReviewsSchema,
  buyerSchema,
  errorResponseSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCompleteProfile, requireTenant } from '../../plugins/tenancy.ts';
import {
  addBuyer,
  buyerProfile,
  buyerReviews,
  listBuyers,
  removeBuyer,
  updateBuyer,
} from './buyers.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['buyers'];

/** The personal buyer list (spec 2.15) over the shared buyer records (decision 015). */
export const buyersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/buyers',
    {
      schema: {
        tags,
        summary: "The FPO's buyers with the stat cards",
        response: { 200: buyerListSchema, ...refusals },
      },
    },
    async (request) => listBuyers({ db, fpoId: (await requireTenant(request)).fpoId }),
  );

  app.post(
    '/api/buyers',
    {
      schema: {
        tags,
        summary: 'Add a buyer (shared by phone number) with an optional rating and review',
        body: buyerInputSchema,
        response: { 201: buyerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireCompleteProfile(request);
      return reply.status(201).send(await addBuyer({ db, fpoId, userId: user.id, input: request.body }));
    },
  );

  app.get(
    '/api/buyers/:buyerId',
    {
      schema: {
        tags,
        summary: 'A buyer of the list: community rating, ledger and reviews',
        params: buyerIdParamsSchema,
        response: { 200: buyerProfileSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return buyerProfile({ db, fpoId, userId: user.id, buyerId: request.params.buyerId });
    },
  );

  app.put(
    '/api/buyers/:buyerId',
    {
      schema: {
        tags,
        summary: "Edit a buyer: the shared record (recorded), the FPO's rating and the user's review",
        params: buyerIdParamsSchema,
        body: buyerInputSchema,
        response: { 200: buyerSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return updateBuyer({
        db,
        fpoId,
        userId: user.id,
        buyerId: request.params.buyerId,
        input: request.body,
      });
    },
  );

  app.delete(
    '/api/buyers/:buyerId',
    {
      schema: {
        tags,
        summary: "Take a buyer off the FPO's list",
        params: buyerIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId } = await requireTenant(request);
      await removeBuyer({ db, fpoId, buyerId: request.params.buyerId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/buyers/:buyerId/reviews',
    {
      schema: {
        tags,
        summary: "Every FPO's reviews of a buyer in the list",
        params: buyerIdParamsSchema,
        response: { 200: buyerReviewsSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return buyerReviews({ db, fpoId, userId: user.id, buyerId: request.params.buyerId });
    },
  );
};
