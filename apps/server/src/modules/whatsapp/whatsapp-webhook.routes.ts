import { errorResponseSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { applyWebhook } from './whatsapp.service.ts';

/** Meta's deliveries hold a few hundred statuses at most; this is generous and still bounded. */
export const WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;
export const WEBHOOK_DELIVERIES_PER_MINUTE = 1200;

/**
 * The provider's webhook (decisions 024, 025): Meta's check of the address, and its deliveries of
 * statuses and farmers' replies. Public by nature: a delivery is trusted only when its
 * X-Hub-Signature-256 matches the exact bytes received under the app secret. Meta sends no cookie,
 * so the origin check lets it through; nothing here reads a session.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const provider = app.messaging;

  // This plugin's own JSON parser keeps the bytes: the signature is over them, not over a re-encoding.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/whatsapp/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        summary: "Meta's check of the webhook address: answers the challenge for our verify token",
        querystring: z.record(z.string(), z.unknown()),
        response: { 200: z.string(), 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const challenge = provider.verifyWebhookSubscription(request.query);
      if (challenge === null) throw new AppError('forbidden');
      return reply.type('text/plain').send(challenge);
    },
  );

  app.post(
    '/api/whatsapp/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // Meta delivers from a few addresses, one request per status at busy times: a limit of its own,
      // generous beside the API's per-person one (a refused delivery is only sent again later).
      config: { rateLimit: { max: WEBHOOK_DELIVERIES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['whatsapp'],
        summary: 'Delivery statuses and farmers replies from the Cloud API, signed with the app secret',
        response: {
          200: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      const result = provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      if (!result.ok) {
        if (result.reason === 'bad_signature') throw new AppError('unauthenticated');
        if (result.reason === 'not_configured') throw new AppError('not_found');
        // Signed by Meta but not something we read: acknowledged, or Meta would send it again.
        request.log.warn({ reason: result.reason }, 'WhatsApp webhook delivery not understood');
        return reply.status(200).send(null);
      }
      await applyWebhook(db, result);
      return reply.status(200).send(null);
    },
  );
};
