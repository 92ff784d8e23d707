import {
  errorResponseSchema,
  mobilizationQuerySchema,
  mobilizationRepliesQuerySchema,
  mobilizationRepliesSchema,
  mobilizationReplySchema,
  mobilizationSchema,
  replyIdParamsSchema,
  replyOutcomeInputSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlan } from '../../plugins/tenancy.ts';
import { getMobilization, listReplies, markReplyOutcome } from './mobilization.service.ts';

const tags = ['mobilization'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Advisory and farmer mobilization (document 2, 2.12; Pro; decision 027): the FPO's farmers and
 * WhatsApp messages of a period with the rates their replies give, and the replies, each of which
 * the FPO marks with what it led to.
 */
export const mobilizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { supportPhone, supportEmail } = app.config;

  app.get(
    '/api/mobilization',
    {
      schema: {
        tags,
        summary: "The FPO's farmer growth, messages, response and conversion rates and campaigns (Pro)",
        querystring: mobilizationQuerySchema,
        response: { 200: mobilizationSchema, ...refusals },
      },
    },
    async (request) =>
      getMobilization({
        db,
        fpoId: (await requirePlan(request, 'pro')).fpoId,
        period: request.query.period,
        contact: { phone: supportPhone ?? null, email: supportEmail },
      }),
  );

  app.get(
    '/api/mobilization/replies',
    {
      schema: {
        tags,
        summary: "The FPO's farmers' replies, newest first, with the message each answers (Pro)",
        querystring: mobilizationRepliesQuerySchema,
        response: { 200: mobilizationRepliesSchema, ...refusals },
      },
    },
    async (request) =>
      listReplies({ db, fpoId: (await requirePlan(request, 'pro')).fpoId, page: request.query.page }),
  );

  app.patch(
    '/api/mobilization/replies/:replyId',
    {
      schema: {
        tags,
        summary:
          'Mark what a reply led to: an order, a registration or nothing; null takes the mark away (Pro)',
        params: replyIdParamsSchema,
        body: replyOutcomeInputSchema,
        response: { 200: mobilizationReplySchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requirePlan(request, 'pro');
      return markReplyOutcome({
        db,
        fpoId,
        userId: user.id,
        replyId: request.params.replyId,
        outcome: request.body.outcome,
      });
    },
  );
};
