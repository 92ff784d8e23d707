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
        body: farmerInputSchema,
        response: { 201: farmerResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId } = await requireCompleteProfile(request);
      return reply.status(201).send(await createFarmer({ db, fpoId, input: request.body }));
    },
  );

  app.put(
    '/api/farmers/:farmerId',
    {
      schema: {
        tags,
        summary: 'Change a farmer',
        params: farmerIdParamsSchema,
        body: farmerInputSchema,
        response: { 200: farmerResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return updateFarmer({ db, fpoId, farmerId: request.params.farmerId, input: request.body });
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
