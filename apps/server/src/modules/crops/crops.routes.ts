import { cropInputSchema, cropListSchema, cropSchema, errorResponseSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCrop, listCrops } from './crops.service.ts';

const tags = ['public'];

/** The crop picker of the public requirement form (document 2, 2.22 and 7: crops). */
export const cropsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/crops',
    {
      schema: { tags, summary: 'Listed crops, most used first', response: { 200: cropListSchema } },
    },
    async () => listCrops({ db }),
  );

  app.post(
    '/api/crops',
    {
      schema: {
        tags,
        summary: 'Suggest a crop; it waits for an admin before others see it',
        body: cropInputSchema,
        response: {
          200: cropSchema,
          201: cropSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { crop, created } = await addCrop({ db, input: request.body, ip: request.ip });
      return reply.status(created ? 201 : 200).send(crop);
    },
  );
};
