import {
  errorResponseSchema,
  farmerDetailSchema,
  farmerIdParamsSchema,
  farmerInputSchema,
  farmerListQuerySchema,
  farmerListResponseSchema,
  farmerResponseSchema,
  farmerSampleQuerySchema,
  farmerStatsSchema,
  farmerUpdateInputSchema,
  farmerWriteHeadersSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCompleteProfile, requireTenant } from '../../plugins/tenancy.ts';
import {
  createFarmer,
  deleteFarmer,
  getFarmerDetail,
  getFarmerStats,
  listFarmers,
  updateFarmer,
} from './farmers.service.ts';
import { sampleCsv, sampleXlsx } from './sample-file.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['farmers'];

export const farmersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/farmers',
    {
      schema: {
        tags,
        summary: "A page of the FPO's farmers, newest first, optionally searched",
        querystring: farmerListQuerySchema,
        response: { 200: farmerListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return listFarmers({ db, fpoId, page: request.query.page, q: request.query.q });
    },
  );

  app.get(
    '/api/farmers/stats',
    { schema: { tags, summary: 'Farmer stat cards', response: { 200: farmerStatsSchema, ...refusals } } },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return getFarmerStats({ db, fpoId });
    },
  );

  app.get(
    '/api/farmers/sample',
    {
      schema: {
        tags,
        summary: 'The sample spreadsheet: the nine columns and the optional preferred language',
        querystring: farmerSampleQuerySchema,
      },
    },
    async (request, reply) => {
      await requireTenant(request);
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="sangam-farmers-sample.csv"')
          .send(sampleCsv());
      }
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="sangam-farmers-sample.xlsx"')
        .send(await sampleXlsx());
    },
  );

  app.get(
    '/api/farmers/:farmerId',
    {
      schema: {
        tags,
        summary: 'One farmer with advisory notes and the FPO action plan',
        params: farmerIdParamsSchema,
        response: { 200: farmerDetailSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return getFarmerDetail({ db, fpoId, farmerId: request.params.farmerId });
    },
  );

  app.post(
    '/api/farmers',
    {
      schema: {
        tags,
        summary: 'Add a farmer',
        description:
          'With an Idempotency-Key header (8-100 of A-Z a-z 0-9 _ -), sending the same add again answers with the farmer it added and adds nothing.',
        headers: farmerWriteHeadersSchema,
        body: farmerInputSchema,
        response: { 201: farmerResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireCompleteProfile(request);
      const key = request.headers['idempotency-key'];
      return reply
        .status(201)
        .send(await createFarmer({ db, fpoId, userId: user.id, input: request.body, key }));
    },
  );

  app.put(
    '/api/farmers/:farmerId',
    {
      schema: {
        tags,
        summary: 'Change a farmer',
        description:
          'baseVersion names the version the change was made from: another version now answers 409 farmer_changed and changes nothing. An Idempotency-Key header makes sending it again answer with the farmer and change nothing.',
        params: farmerIdParamsSchema,
        headers: farmerWriteHeadersSchema,
        body: farmerUpdateInputSchema,
        response: { 200: farmerResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      const { baseVersion, ...input } = request.body;
      return updateFarmer({
        db,
        fpoId,
        userId: user.id,
        farmerId: request.params.farmerId,
        input,
        baseVersion,
        key: request.headers['idempotency-key'],
      });
    },
  );

  app.delete(
    '/api/farmers/:farmerId',
    {
      schema: {
        tags,
        summary: 'Delete a farmer',
        params: farmerIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId } = await requireTenant(request);
      await deleteFarmer({ db, fpoId, farmerId: request.params.farmerId });
      return reply.status(204).send(null);
    },
  );
};
