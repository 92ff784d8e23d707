import {
  accessActiveSchema,
  accessGrantCreateSchema,
  accessGrantSchema,
  accessOverviewSchema,
  accessSearchSchema,
  adminUserIdParamsSchema,
  errorResponseSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import {
  accessOverview,
  grantAccess,
  revokeAccess,
  setAccessActive,
  updateAccess,
} from './admin-access.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];

/** Access Control Management (document 2, 2.5): who may open which back-office page. */
export const adminAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);

  app.get(
    '/api/admin/access',
    {
      config: { admin: { page: 'access', action: 'view' } },
      schema: {
        tags,
        summary: 'Every grant, and confirmed users without one',
        querystring: accessSearchSchema,
        response: { 200: accessOverviewSchema, ...refusals },
      },
    },
    async (request) => {
      return accessOverview({ db, search: request.query.search });
    },
  );

  app.post(
    '/api/admin/access',
    {
      config: { admin: { page: 'access', action: 'edit' } },
      schema: {
        tags,
        summary: 'Grant a user back-office access (no more than the granter holds)',
        body: accessGrantCreateSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { userId, ...grant } = request.body;
      await grantAccess({ db, actor, userId, grant });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/admin/access/:userId',
    {
      config: { admin: { page: 'access', action: 'edit' } },
      schema: {
        tags,
        summary: "Change a user's grant",
        params: adminUserIdParamsSchema,
        body: accessGrantSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await updateAccess({ db, actor, userId: request.params.userId, grant: request.body });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/admin/access/:userId/active',
    {
      config: { admin: { page: 'access', action: 'edit' } },
      schema: {
        tags,
        summary: 'Switch a grant on or off; an inactive grant counts as none',
        params: adminUserIdParamsSchema,
        body: accessActiveSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await setAccessActive({ db, actor, userId: request.params.userId, isActive: request.body.isActive });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/admin/access/:userId',
    {
      config: { admin: { page: 'access', action: 'delete' } },
      schema: {
        tags,
        summary: "Revoke a user's grant",
        params: adminUserIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await revokeAccess({ db, actor, userId: request.params.userId });
      return reply.status(204).send(null);
    },
  );
};
