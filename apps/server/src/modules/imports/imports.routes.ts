import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  errorResponseSchema,
  fileDetailsSchema,
  fileExportQuerySchema,
  fileIdParamsSchema,
  filePreviewQuerySchema,
  filePreviewSchema,
  importJobSchema,
  importOptionsSchema,
  importPreviewSchema,
  jobIdParamsSchema,
  uploadedFileSchema,
  uploadsListQuerySchema,
  uploadsListSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { requireCompleteProfile, requireTenant } from '../../plugins/tenancy.ts';
import { getImportJob, getRejectedRows, latestImportJob, startImport } from './import-job.service.ts';
import {
  exportFileCsv,
  getFileDetails,
  getUpload,
  previewFile,
  previewUpload,
  saveUpload,
} from './uploads.service.ts';
import { listUploads } from './uploads-list.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['imports'];
const rejectedSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(
    z.object({
      rowNumber: z.number(),
      cells: z.array(z.string()),
      status: z.string(),
      issues: z.array(z.object({ field: z.string(), code: z.string() })),
      duplicateOf: z.number().nullable(),
    }),
  ),
});

/** Spreadsheet import (DECISIONS S4) and the file details page (spec 2.14). */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One file up to 10 MB; one byte more is refused while it streams in.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const db = app.database.db;
  const store = app.fileStore;

  app.post(
    '/api/uploads',
    {
      schema: {
        tags,
        summary: 'Upload one .xlsx, .xls or .csv file (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedFileSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId } = await requireCompleteProfile(request);
      if (!request.isMultipart()) throw new AppError('file_required');
      const part = await request.file();
      if (!part) throw new AppError('file_required');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('file_too_large', { status: 413 });
        throw error;
      }
      return reply.status(201).send(await saveUpload({ db, store, fpoId, filename: part.filename, data }));
    },
  );

  app.get(
    '/api/uploads',
    {
      schema: {
        tags,
        summary: "The FPO's uploaded files, newest first, 20 a page",
        querystring: uploadsListQuerySchema,
        response: { 200: uploadsListSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return listUploads({ db, fpoId, page: request.query.page });
    },
  );

  app.get(
    '/api/uploads/:fileId',
    {
      schema: {
        tags,
        summary: 'An upload with its sheets and suggested column mapping',
        params: fileIdParamsSchema,
        response: { 200: uploadedFileSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return getUpload({ db, store, fpoId, fileId: request.params.fileId });
    },
  );

  app.post(
    '/api/uploads/:fileId/preview',
    {
      schema: {
        tags,
        summary: 'Check every row as an import would, and show the first 100',
        params: fileIdParamsSchema,
        body: importOptionsSchema,
        response: { 200: importPreviewSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return previewUpload({ db, store, fpoId, fileId: request.params.fileId, ...request.body });
    },
  );

  app.post(
    '/api/uploads/:fileId/import',
    {
      schema: {
        tags,
        summary: 'Import the checked rows into the farmer register',
        params: fileIdParamsSchema,
        body: importOptionsSchema,
        response: { 202: importJobSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireCompleteProfile(request);
      const job = await startImport({
        database: app.database,
        jobs: app.jobs,
        fpoId,
        userId: user.id,
        fileId: request.params.fileId,
        ...request.body,
      });
      return reply.status(202).send(job);
    },
  );

  app.get(
    '/api/uploads/:fileId/import',
    {
      schema: {
        tags,
        summary: 'The newest import of this file, running or finished',
        params: fileIdParamsSchema,
        response: { 200: z.object({ job: importJobSchema.nullable() }), ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return { job: await latestImportJob({ db, fpoId, fileId: request.params.fileId }) };
    },
  );

  app.get(
    '/api/imports/:jobId',
    {
      schema: {
        tags,
        summary: 'Progress and counts of an import',
        params: jobIdParamsSchema,
        response: { 200: importJobSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return getImportJob({ db, fpoId, jobId: request.params.jobId });
    },
  );

  app.get(
    '/api/imports/:jobId/rejected',
    {
      schema: {
        tags,
        summary: 'The rows an import did not take, with their reasons',
        params: jobIdParamsSchema,
        response: { 200: rejectedSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return getRejectedRows({ db, store, fpoId, jobId: request.params.jobId });
    },
  );

  app.get(
    '/api/uploads/:fileId/details',
    {
      schema: {
        tags,
        summary: 'File information and its analysis summary',
        params: fileIdParamsSchema,
        response: { 200: fileDetailsSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return getFileDetails({ db, store, fpoId, fileId: request.params.fileId });
    },
  );

  app.get(
    '/api/uploads/:fileId/rows',
    {
      schema: {
        tags,
        summary: 'The stored spreadsheet, 50 rows a page',
        params: fileIdParamsSchema,
        querystring: filePreviewQuerySchema,
        response: { 200: filePreviewSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return previewFile({ db, store, fpoId, fileId: request.params.fileId, ...request.query });
    },
  );

  app.get(
    '/api/uploads/:fileId/export.csv',
    {
      schema: {
        tags,
        summary: 'The sheet as <name>_export.csv',
        params: fileIdParamsSchema,
        querystring: fileExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { fpoId } = await requireTenant(request);
      const { filename, csv } = await exportFileCsv({
        db,
        store,
        fpoId,
        fileId: request.params.fileId,
        sheet: request.query.sheet,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(filename, 'export.csv'))
        .send(csv);
    },
  );
};
