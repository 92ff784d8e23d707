import {
  auditPageSchema,
  auditQuerySchema,
  adminFpoSchema,
  errorResponseSchema,
  fpoBadgesUpdateSchema,
  fpoIdParamsSchema,
  planUpdateSchema,
  trialUpdateSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { auditLog, listFpos, setBadges, setPlan, setTrialEnd } from './admin.service.ts';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The back office's API: each route needs a page and an action on it (DECISIONS T2, T3, T4). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminDoor(app);
  const actorId = (request: FastifyRequest) => actorOf(request).user.id;

  app.get(
    '/api/admin/fpos',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags: ['admin'],
        summary: 'Every FPO with its plan and trial',
        response: { 200: z.array(adminFpoSchema), ...refusals },
      },
    },
    async () => listFpos({ db: app.database.db }),
  );

  app.put(
    '/api/admin/fpos/:fpoId/trial',
    {
      config: { admin: { page: 'users', action: 'edit' } },
      schema: {
        tags: ['admin'],
        summary: "Set or clear an FPO's trial end date",
        params: fpoIdParamsSchema,
        body: trialUpdateSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await setTrialEnd({
        db: app.database.db,
        actorUserId: actorId(request),
        fpoId: request.params.fpoId,
        ...request.body,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/admin/fpos/:fpoId/plan',
    {
      config: { admin: { page: 'users', action: 'edit' } },
      schema: {
        tags: ['admin'],
        summary: "Set an FPO's plan",
        params: fpoIdParamsSchema,
        body: planUpdateSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await setPlan({
        db: app.database.db,
        actorUserId: actorId(request),
        fpoId: request.params.fpoId,
        plan: request.body.plan,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/admin/fpos/:fpoId/badges',
    {
      config: { admin: { page: 'users', action: 'edit' } },
      schema: {
        tags: ['admin'],
        summary: "Set the 'Verified FPO' and 'HFN Certified' badges of an FPO's public page",
        params: fpoIdParamsSchema,
        body: fpoBadgesUpdateSchema,
        response: { 204: z.null(), 400: errorResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await setBadges({
        db: app.database.db,
        actorUserId: actorId(request),
        fpoId: request.params.fpoId,
        badges: request.body,
      });
      return reply.status(204).send(null);
    },
  );

  // No page names it: the audit log is the owner's alone (the door's rule for a route without one).
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of shared records and admin actions, newest first (owner only)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorResponseSchema, ...refusals },
      },
    },
    async (request) => auditLog({ db: app.database.db, ...request.query }),
  );
};
