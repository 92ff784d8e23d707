import { errorResponseSchema, settingsInputSchema, settingsSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { getSettings, saveSettings } from './settings.service.ts';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The operator's and the FPO's details",
        response: { 200: settingsSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return getSettings({ db, userId: user.id, fpoId });
    },
  );

  app.put(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save Changes: personal and FPO details, GST and FSSAI numbers',
        body: settingsInputSchema,
        response: { 200: settingsSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return saveSettings({ db, userId: user.id, fpoId, input: request.body });
    },
  );
};
