import { errorResponseSchema, notificationIdParamsSchema, notificationListSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['notifications'];

/**
 * The bell in the top bar (decision 032): any signed-in FPO user reads and marks their own
 * notifications, whatever the plan, since they tell about applications already made.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The signed-in user's latest notifications, newest first, and the unread count",
        response: { 200: notificationListSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return listNotifications({ db, fpoId, userId: user.id });
    },
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireTenant(request);
      await markNotificationRead({
        db,
        fpoId,
        userId: user.id,
        notificationId: request.params.notificationId,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read (opening the list does this)',
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireTenant(request);
      await markAllNotificationsRead({ db, fpoId, userId: user.id });
      return reply.status(204).send(null);
    },
  );
};
