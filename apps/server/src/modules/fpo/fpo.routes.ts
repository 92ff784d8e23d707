import { errorResponseSchema, fpoProfileUpdateSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { getFpoProfile, updateFpoProfile } from './fpo.service.ts';

const profileSchema = z.object({
  fpoName: z.string().nullable(),
  fpoPhone: z.string().nullable(),
  missing: z.array(z.enum(['fpoName', 'fpoPhone'])),
});
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const fpoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/fpo/profile',
    {
      schema: {
        tags: ['fpo'],
        summary: 'The FPO name and phone, and which are missing',
        response: { 200: profileSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, operatorPhone } = await requireTenant(request);
      return getFpoProfile({ db: app.database.db, fpoId, operatorPhone });
    },
  );

  app.put(
    '/api/fpo/profile',
    {
      schema: {
        tags: ['fpo'],
        summary: 'Complete the FPO name and phone',
        body: fpoProfileUpdateSchema,
        response: { 200: profileSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, operatorPhone } = await requireTenant(request);
      return updateFpoProfile({
        db: app.database.db,
        fpoId,
        operatorPhone,
        fpoName: request.body.fpoName,
        fpoPhone: request.body.fpoPhone,
      });
    },
  );
};
