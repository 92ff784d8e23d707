import {
  bulkAudienceOptionsSchema,
  bulkFpoIdParamsSchema,
  bulkFposQuerySchema,
  bulkFposSchema,
  bulkPreviewInputSchema,
  bulkPreviewSchema,
  bulkRecipientsQuerySchema,
  bulkRecipientsSchema,
  bulkSendIdParamsSchema,
  bulkSendInputSchema,
  bulkSendSchema,
  bulkSendsSchema,
  errorResponseSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import {
  audienceOptions,
  bulkRecipients,
  bulkSendById,
  cancelBulkSend,
  createBulkSend,
  findFpos,
  listBulkSends,
  previewBulkSend,
  resumeBulkSend,
} from './bulk-send.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['admin'];
const view = { admin: { page: 'whatsapp', action: 'view' } } as const;
const edit = { admin: { page: 'whatsapp', action: 'edit' } } as const;

/**
 * Bulk sends (issue 18; decision 026): choosing an FPO and who of its farmers, seeing how many and
 * in which languages, starting, following, cancelling and resuming a send. Reads need the whatsapp
 * page's view, changes its edit (DECISIONS T2).
 */
export const adminWhatsappBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);

  app.get(
    '/api/admin/whatsapp/fpos',
    {
      config: view,
      schema: {
        tags,
        summary: 'FPOs found by name for a bulk send, the largest first (at most 20)',
        querystring: bulkFposQuerySchema,
        response: { 200: bulkFposSchema, ...refusals },
      },
    },
    async (request) => ({ fpos: await findFpos(db, request.query.search) }),
  );

  app.get(
    '/api/admin/whatsapp/fpos/:fpoId/audience',
    {
      config: view,
      schema: {
        tags,
        summary: "An FPO's villages and districts with their farmer counts",
        params: bulkFpoIdParamsSchema,
        response: { 200: bulkAudienceOptionsSchema, ...refusals },
      },
    },
    async (request) => audienceOptions(db, request.params.fpoId),
  );

  app.post(
    '/api/admin/whatsapp/bulk-sends/preview',
    {
      config: view,
      schema: {
        tags,
        summary: 'How many farmers a bulk send would reach, and in which template languages',
        body: bulkPreviewInputSchema,
        response: { 200: bulkPreviewSchema, ...refusals },
      },
    },
    async (request) => previewBulkSend(db, request.body),
  );

  app.post(
    '/api/admin/whatsapp/bulk-sends',
    {
      config: edit,
      schema: {
        tags,
        summary:
          "Send one template to an FPO's farmers (all, a village or a district), each in their language",
        body: bulkSendInputSchema,
        response: { 201: bulkSendSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const bulkSend = await createBulkSend({
        db,
        jobs: app.jobs,
        actorUserId: actorOf(request).user.id,
        input: request.body,
      });
      return reply.status(201).send(bulkSend);
    },
  );

  app.get(
    '/api/admin/whatsapp/bulk-sends',
    {
      config: view,
      schema: {
        tags,
        summary: 'The latest 20 bulk sends with their progress',
        response: { 200: bulkSendsSchema, ...refusals },
      },
    },
    async () => ({ bulkSends: await listBulkSends(db) }),
  );

  app.get(
    '/api/admin/whatsapp/bulk-sends/:bulkSendId',
    {
      config: view,
      schema: {
        tags,
        summary: "One bulk send's progress",
        params: bulkSendIdParamsSchema,
        response: { 200: bulkSendSchema, ...refusals },
      },
    },
    async (request) => bulkSendById(db, request.params.bulkSendId),
  );

  app.get(
    '/api/admin/whatsapp/bulk-sends/:bulkSendId/recipients',
    {
      config: view,
      schema: {
        tags,
        summary: "A bulk send's recipients and what became of each, 50 a page",
        params: bulkSendIdParamsSchema,
        querystring: bulkRecipientsQuerySchema,
        response: { 200: bulkRecipientsSchema, ...refusals },
      },
    },
    async (request) => bulkRecipients(db, request.params.bulkSendId, request.query),
  );

  app.post(
    '/api/admin/whatsapp/bulk-sends/:bulkSendId/cancel',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Cancel a bulk send: the farmers still waiting get nothing',
        params: bulkSendIdParamsSchema,
        response: { 200: bulkSendSchema, ...refusals },
      },
    },
    async (request) =>
      cancelBulkSend({ db, actorUserId: actorOf(request).user.id, id: request.params.bulkSendId }),
  );

  app.post(
    '/api/admin/whatsapp/bulk-sends/:bulkSendId/resume',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Send the rest of a stopped bulk send',
        params: bulkSendIdParamsSchema,
        response: { 200: bulkSendSchema, ...refusals },
      },
    },
    async (request) =>
      resumeBulkSend({
        db,
        jobs: app.jobs,
        actorUserId: actorOf(request).user.id,
        id: request.params.bulkSendId,
      }),
  );
};
