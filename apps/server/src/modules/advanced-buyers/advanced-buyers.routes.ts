import {
  advancedBuyerDetailSchema,
  advancedBuyerParamsSchema,
  advancedBuyersPageSchema,
  advancedBuyersQuerySchema,
  buyerIntelligenceSchema,
  buyerRatingInputSchema,
  errorResponseSchema,
  intelligenceQuerySchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlan } from '../../plugins/tenancy.ts';
import {
  advancedBuyerDetail,
  buyerIntelligence,
  listAdvancedBuyers,
  rateBuyer,
} from './advanced-buyers.service.ts';

const tags = ['advanced-buyers'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Advanced buyers (document 2, 2.16; Pro; decision 028): the directory of every FPO's shared buyer
 * records with the community's ratings, a user's rating of a buyer, and the buyer intelligence per
 * product of the FPO's own.
 */
export const advancedBuyersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/advanced-buyers',
    {
      schema: {
        tags,
        summary: 'Every buyer with its ratings, filtered by crop, minimum rating and verified mark (Pro)',
        querystring: advancedBuyersQuerySchema,
        response: { 200: advancedBuyersPageSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await requirePlan(request, 'pro');
      return listAdvancedBuyers({ db, userId: user.id, query: request.query });
    },
  );

  app.get(
    '/api/advanced-buyers/intelligence',
    {
      schema: {
        tags,
        summary: "The top five buyers of one of the FPO's products by opportunity and rating (Pro)",
        querystring: intelligenceQuerySchema,
        response: { 200: buyerIntelligenceSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requirePlan(request, 'pro');
      return buyerIntelligence({ db, fpoId, productId: request.query.product });
    },
  );

  app.get(
    '/api/advanced-buyers/:globalBuyerId',
    {
      schema: {
        tags,
        summary: "A buyer with its newest reviews and the user's own rating (Pro)",
        params: advancedBuyerParamsSchema,
        response: { 200: advancedBuyerDetailSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await requirePlan(request, 'pro');
      return advancedBuyerDetail({ db, userId: user.id, buyerId: request.params.globalBuyerId });
    },
  );

  app.put(
    '/api/advanced-buyers/:globalBuyerId/rating',
    {
      schema: {
        tags,
        summary: "Rate a buyer 1 to 5 with an optional comment; a resubmit replaces the user's rating (Pro)",
        params: advancedBuyerParamsSchema,
        body: buyerRatingInputSchema,
        response: { 200: advancedBuyerDetailSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requirePlan(request, 'pro');
      return rateBuyer({
        db,
        fpoId,
        userId: user.id,
        buyerId: request.params.globalBuyerId,
        input: request.body,
      });
    },
  );
};
