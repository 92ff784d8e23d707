import {
  errorResponseSchema,
  whatsappMessageSchema,
  whatsappMessagesSchema,
  whatsappSendSchema,
  whatsappTemplatesSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { listMessages, listTemplates, sendMessage, syncTemplates } from './whatsapp.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const tags = ['admin'];

/**
 * WhatsApp Messaging (document 2, 2.11): the provider's templates and their sync, one template sent
 * to one number, and the history. Reads need the whatsapp page's view, the sync and sends its edit
 * (DECISIONS T2); decision 025.
 */
export const adminWhatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const provider = app.messaging;
  adminDoor(app);

  app.get(
    '/api/admin/whatsapp/templates',
    {
      config: { admin: { page: 'whatsapp', action: 'view' } },
      schema: {
        tags,
        summary:
          'The templates as the last sync found them, and whether messages go to WhatsApp or the outbox',
        response: { 200: whatsappTemplatesSchema, ...refusals },
      },
    },
    async () => listTemplates(db, provider),
  );

  app.post(
    '/api/admin/whatsapp/templates/sync',
    {
      config: { admin: { page: 'whatsapp', action: 'edit' } },
      schema: {
        tags,
        summary: "Fetch the provider's templates: new ones added, changed ones updated, missing ones marked",
        response: { 200: whatsappTemplatesSchema, ...refusals },
      },
    },
    async (request) => syncTemplates({ db, provider, actorUserId: actorOf(request).user.id }),
  );

  app.get(
    '/api/admin/whatsapp/messages',
    {
      config: { admin: { page: 'whatsapp', action: 'view' } },
      schema: {
        tags,
        summary: 'The last 50 messages, sent and received, newest first, with their delivery statuses',
        response: { 200: whatsappMessagesSchema, ...refusals },
      },
    },
    async () => ({ messages: await listMessages(db) }),
  );

  app.post(
    '/api/admin/whatsapp/messages',
    {
      config: { admin: { page: 'whatsapp', action: 'edit' } },
      schema: {
        tags,
        summary: 'Send one approved template to one Indian mobile number',
        body: whatsappSendSchema,
        response: { 201: whatsappMessageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const message = await sendMessage({
        db,
        provider,
        actorUserId: actorOf(request).user.id,
        input: request.body,
      });
      return reply.status(201).send(message);
    },
  );
};
