import {
  FIELD_DATA_MAX_BYTES,
  errorResponseSchema,
  fieldDataImportResultSchema,
  fieldDataImportSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { importFieldData } from './field-data.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
};

/**
 * A 2 MB file as JSON: quotes and line breaks are escaped, so the body may be larger than the file;
 * the schema holds the file itself to 2 MB.
 */
const BODY_LIMIT = 3 * FIELD_DATA_MAX_BYTES;

/** The admin's import of field teams' findings (document 2, 3), on the data-refresh page's rights. */
export const fieldDataRoutes: FastifyPluginAsyncZod = async (app) => {
  adminDoor(app);

  app.post(
    '/api/admin/field-data',
    {
      bodyLimit: BODY_LIMIT,
      config: { admin: { page: 'data_refresh', action: 'edit' } },
      schema: {
        tags: ['admin'],
        summary:
          "Import business- or farmer-intelligence rows from CSV, replacing the named FPOs' rows of that kind",
        body: fieldDataImportSchema,
        response: { 200: fieldDataImportResultSchema, ...refusals },
      },
    },
    async (request) =>
      importFieldData({
        db: app.database.db,
        actorUserId: actorOf(request).user.id,
        kind: request.body.kind,
        csv: request.body.csv,
      }),
  );
};
