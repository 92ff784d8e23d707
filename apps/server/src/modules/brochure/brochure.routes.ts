import { brochureQuerySchema, brochureSchema, errorResponseSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBrochure } from './brochure.service.ts';

export const brochureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brochure',
    {
      schema: {
        tags: ['public'],
        summary: "An FPO's product brochure; public, for the buyers it is shared with",
        querystring: brochureQuerySchema,
        response: { 200: brochureSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getBrochure({ db: app.database.db, fpoId: request.query.userId }),
  );
};
