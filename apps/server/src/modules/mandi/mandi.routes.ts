import {
  errorResponseSchema,
  fpoIdParamsSchema,
  mandiPageSchema,
  mandiProductParamsSchema,
  mandiProductSchema,
  mandiQuerySchema,
  publicFpoSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMandiProduct, getPublicFpo, listMandiProducts } from './mandi.service.ts';

const refusals = { 400: errorResponseSchema, 404: errorResponseSchema };
const tags = ['public'];

/** The public Mandi (document 2, 2.20 and 2.21): what buyers see without signing in. */
export const mandiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/mandi/products',
    {
      schema: {
        tags,
        summary: 'A page of listed products, searched by product or FPO name and filtered by packaging',
        querystring: mandiQuerySchema,
        response: { 200: mandiPageSchema, ...refusals },
      },
    },
    async (request) => listMandiProducts({ db, query: request.query }),
  );

  app.get(
    '/api/mandi/products/:productId',
    {
      schema: {
        tags,
        summary: 'One listed product with its seller, for a shared link',
        params: mandiProductParamsSchema,
        response: { 200: mandiProductSchema, ...refusals },
      },
    },
    async (request) => getMandiProduct({ db, productId: request.params.productId }),
  );

  app.get(
    '/api/mandi/fpos/:fpoId',
    {
      schema: {
        tags,
        summary: "A listed FPO's public page: contacts, figures, badges, pictures and products",
        params: fpoIdParamsSchema,
        response: { 200: publicFpoSchema, ...refusals },
      },
    },
    async (request) => getPublicFpo({ db, fpoId: request.params.fpoId }),
  );
};
