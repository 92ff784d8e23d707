import multipart from '@fastify/multipart';
import {
  businessDocumentsSchema,
  documentKindParamsSchema,
  errorResponseSchema,
  IMAGE_MAX_BYTES,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { readPicturePart } from '../pictures/picture-upload.ts';
import { contentTypes } from '../../storage/private-documents.ts';
import { listDocuments, readDocument, setDocument } from './documents.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};
const tags = ['settings'];

/** The Documents tab's files (spec 2.12): PDF or picture, up to 5 MB, private to the FPO. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  const db = app.database.db;
  const store = app.fileStore;

  app.get(
    '/api/settings/documents',
    {
      schema: {
        tags,
        summary: 'Which documents are stored, when, and who stored each',
        response: { 200: businessDocumentsSchema, ...refusals },
      },
    },
    async (request) => listDocuments(db, (await requireTenant(request)).fpoId),
  );

  app.put(
    '/api/settings/documents/:kind',
    {
      schema: {
        tags,
        summary: 'Store a document (multipart field "file": PDF, JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        params: documentKindParamsSchema,
        response: { 200: businessDocumentsSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      const data = await readPicturePart(request);
      const { kind } = request.params;
      return setDocument({ db, store, log: app.log, fpoId, userId: user.id, kind, data });
    },
  );

  app.delete(
    '/api/settings/documents/:kind',
    {
      schema: {
        tags,
        summary: 'Remove a document',
        params: documentKindParamsSchema,
        response: { 200: businessDocumentsSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      const { kind } = request.params;
      return setDocument({ db, store, log: app.log, fpoId, userId: user.id, kind, data: null });
    },
  );

  app.get(
    '/api/settings/documents/:kind/file',
    {
      schema: { tags, summary: 'The document itself, to view or download', params: documentKindParamsSchema },
    },
    async (request, reply) => {
      const { fpoId } = await requireTenant(request);
      const { kind } = request.params;
      const { data, type } = await readDocument({ db, store, fpoId, kind });
      return reply
        .type(contentTypes[type])
        .header('content-disposition', `inline; filename="${kind}.${type === 'jpeg' ? 'jpg' : type}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );
};
