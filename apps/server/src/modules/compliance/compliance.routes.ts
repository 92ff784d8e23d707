import multipart from '@fastify/multipart';
import {
  complianceCalendarSchema,
  complianceItemParamsSchema,
  complianceRecordInputSchema,
  errorResponseSchema,
  IMAGE_MAX_BYTES,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { contentTypes } from '../../storage/private-documents.ts';
import { readPicturePart } from '../pictures/picture-upload.ts';
import {
  getCalendar,
  readItemDocument,
  recordItem,
  reopenItem,
  setItemDocument,
} from './compliance.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};
const tags = ['compliance'];
const response = { 200: complianceCalendarSchema, ...refusals };

/** The compliance calendar (decision 014): its items, what the FPO recorded, and the proofs. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  const db = app.database.db;
  const store = app.fileStore;
  const log = app.log;

  app.get(
    '/api/compliance',
    { schema: { tags, summary: 'The statutory due dates of the FPO and what it recorded', response } },
    async (request) => getCalendar({ db, fpoId: (await requireTenant(request)).fpoId }),
  );

  app.put(
    '/api/compliance/items/:ruleKey/:period',
    {
      schema: {
        tags,
        summary: 'Mark an item done on a day, or not due this time',
        params: complianceItemParamsSchema,
        body: complianceRecordInputSchema,
        response,
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return recordItem({ db, store, log, fpoId, userId: user.id, ...request.params, input: request.body });
    },
  );

  app.delete(
    '/api/compliance/items/:ruleKey/:period',
    {
      schema: {
        tags,
        summary: 'Open an item again, removing its record and proof',
        params: complianceItemParamsSchema,
        response,
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return reopenItem({ db, store, log, fpoId, ...request.params });
    },
  );

  app.put(
    '/api/compliance/items/:ruleKey/:period/document',
    {
      schema: {
        tags,
        summary:
          'Attach the proof of a done item (multipart field "file": PDF, JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        params: complianceItemParamsSchema,
        response,
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      const data = await readPicturePart(request);
      return setItemDocument({ db, store, log, fpoId, ...request.params, data });
    },
  );

  app.delete(
    '/api/compliance/items/:ruleKey/:period/document',
    { schema: { tags, summary: "Remove a done item's proof", params: complianceItemParamsSchema, response } },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return setItemDocument({ db, store, log, fpoId, ...request.params, data: null });
    },
  );

  app.get(
    '/api/compliance/items/:ruleKey/:period/document',
    {
      schema: {
        tags,
        summary: "A done item's proof, to view or download",
        params: complianceItemParamsSchema,
      },
    },
    async (request, reply) => {
      const { fpoId } = await requireTenant(request);
      const { data, type } = await readItemDocument({ db, store, fpoId, ...request.params });
      return reply
        .type(contentTypes[type])
        .header(
          'content-disposition',
          `inline; filename="${request.params.ruleKey}-${request.params.period}.${type === 'jpeg' ? 'jpg' : type}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );
};
