import {
  dividendCsvQuerySchema,
  dividendQuerySchema,
  errorResponseSchema,
  memberDividendsSchema,
  memberIdParamsSchema,
  memberInputSchema,
  memberRegisterSchema,
  memberSchema,
  memberUpdateSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { requirePlan } from '../../plugins/tenancy.ts';
import {
  createMember,
  deleteMember,
  listMembers,
  memberDividends,
  memberDividendsCsv,
  updateMember,
} from './members.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['members'];

/**
 * The dividend calculator is a Pro Max screen (document 2, 2.1); its register and runs are gated
 * the same on the server (DECISIONS T2): open during the trial, then on Pro Max (decision 031).
 */
const memberTenant = (request: FastifyRequest) => requirePlan(request, 'pro_max');

/** The member register and the dividend run over it (issue 19; decision 031). */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/members',
    {
      schema: {
        tags,
        summary: "The FPO's member register (shareholders) with totals (Pro Max)",
        response: { 200: memberRegisterSchema, ...refusals },
      },
    },
    async (request) => listMembers({ db, fpoId: (await memberTenant(request)).fpoId }),
  );

  app.post(
    '/api/members',
    {
      schema: {
        tags,
        summary: 'Register one of the FPO’s farmers as a member with shares and paid-up capital (Pro Max)',
        body: memberInputSchema,
        response: { 201: memberSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId } = await memberTenant(request);
      return reply.status(201).send(await createMember({ db, fpoId, input: request.body }));
    },
  );

  app.put(
    '/api/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Change a member’s shares, paid-up capital or joining date (Pro Max)',
        params: memberIdParamsSchema,
        body: memberUpdateSchema,
        response: { 200: memberSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await memberTenant(request);
      return updateMember({ db, fpoId, memberId: request.params.memberId, input: request.body });
    },
  );

  app.delete(
    '/api/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Take a member off the register; the farmer stays (Pro Max)',
        params: memberIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId } = await memberTenant(request);
      await deleteMember({ db, fpoId, memberId: request.params.memberId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/members/dividends',
    {
      schema: {
        tags,
        summary: 'The dividend calculator over the register: each member’s dividend (Pro Max)',
        querystring: dividendQuerySchema,
        response: { 200: memberDividendsSchema, ...refusals },
      },
    },
    async (request) =>
      memberDividends({ db, fpoId: (await memberTenant(request)).fpoId, query: request.query }),
  );

  app.get(
    '/api/members/dividends.csv',
    {
      schema: {
        tags,
        summary: 'Each member’s dividend as a CSV file; 422 when there is no result (Pro Max)',
        querystring: dividendCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { fpoId } = await memberTenant(request);
      const file = await memberDividendsCsv({ db, fpoId, query: request.query });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
