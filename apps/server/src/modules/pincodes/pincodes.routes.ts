import { errorResponseSchema, pincodeParamsSchema, pincodePlaceSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { findPincodePlace } from './pincodes.service.ts';

export const pincodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/pincodes/:pincode',
    {
      schema: {
        tags: ['farmers'],
        summary: "A pincode's district and state, from India Post's directory",
        params: pincodeParamsSchema,
        response: {
          200: pincodePlaceSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      // A directory, the same for every FPO; the session only keeps it from being an open API.
      await requireTenant(request);
      return findPincodePlace({ db, pincode: request.params.pincode });
    },
  );
};
