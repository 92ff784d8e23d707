import { dataRefreshStartedSchema, dataRefreshStatusSchema, errorResponseSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { refreshStatus, startManualRefresh } from './daily-refresh.ts';

const tags = ['admin'];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };

/** The data-refresh monitor (document 2, 2.9): the schedule's health, runs and logs; a manual run. */
export const dataRefreshRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);

  app.get(
    '/api/admin/data-refresh',
    {
      config: { admin: { page: 'data_refresh', action: 'view' } },
      schema: {
        tags,
        summary: 'The daily refresh: schedule health, a run in progress, the last 10 runs and 50 logs',
        response: { 200: dataRefreshStatusSchema, ...refusals },
      },
    },
    async () => refreshStatus(db, app.jobs),
  );

  app.post(
    '/api/admin/data-refresh',
    {
      config: { admin: { page: 'data_refresh', action: 'edit' } },
      schema: {
        tags,
        summary: "Start a refresh of every FPO's recommendations now; 409 while one runs",
        response: { 202: dataRefreshStartedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const run = await startManualRefresh(db, app.jobs, actorOf(request).user.id);
      return reply.code(202).send({ run });
    },
  );
};
