import {
  adminCropSchema,
  adminCropsPageSchema,
  adminCropsQuerySchema,
  cropIdParamsSchema,
  errorResponseSchema,
  type CropChange,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { changeCrop, deleteCrop, listAdminCrops } from './admin-crops.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];

const summaries: Record<CropChange, string> = {
  approve: 'Approve a crop: the public picker lists it; who and when are recorded',
  reject: 'Reject a crop: it is switched off and hidden from the picker',
  deactivate: 'Switch an approved crop off: hidden from the picker until reactivated',
  reactivate: 'Switch a crop on again: listed if it was approved, else back to pending',
};

/** Crop management (document 2, 2.10): the crops visitors add wait here for an admin. */
export const adminCropsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);

  app.get(
    '/api/admin/crops',
    {
      config: { admin: { page: 'crops', action: 'view' } },
      schema: {
        tags,
        summary: 'A page of crops, newest first, searched and filtered by status, with the counts',
        querystring: adminCropsQuerySchema,
        response: { 200: adminCropsPageSchema, ...refusals },
      },
    },
    async (request) => listAdminCrops({ db, query: request.query }),
  );

  for (const change of ['approve', 'reject', 'deactivate', 'reactivate'] as const)
    app.post(
      `/api/admin/crops/:cropId/${change}`,
      {
        config: { admin: { page: 'crops', action: 'edit' } },
        schema: {
          tags,
          summary: summaries[change],
          params: cropIdParamsSchema,
          response: { 200: adminCropSchema, ...refusals },
        },
      },
      async (request) => changeCrop({ db, actor: actorOf(request), cropId: request.params.cropId, change }),
    );

  app.delete(
    '/api/admin/crops/:cropId',
    {
      config: { admin: { page: 'crops', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a crop for good; refused (crop_in_use) while a buyer requirement names it',
        params: cropIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteCrop({ db, actor: actorOf(request), cropId: request.params.cropId });
      return reply.status(204).send(null);
    },
  );
};
