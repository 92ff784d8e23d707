import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  fpoPhotosSchema,
  IMAGE_MAX_BYTES,
  photoSlotParamsSchema,
  type PhotoSlot,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { readPicturePart, replacePicture } from '../pictures/picture-upload.ts';
import { listPhotos, setPhoto } from './photos.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};
const tags = ['settings'];

/** The logo and village photos of the Photos tab (spec 2.12), shown on the public FPO page. */
export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  const db = app.database.db;

  app.get(
    '/api/settings/photos',
    {
      schema: {
        tags,
        summary: 'The logo and the four village photos',
        response: { 200: fpoPhotosSchema, ...refusals },
      },
    },
    async (request) => listPhotos(db, (await requireTenant(request)).fpoId),
  );

  const change = (data: Buffer | null, fpoId: string, slot: PhotoSlot) =>
    replacePicture({
      store: app.fileStore,
      log: app.log,
      bucket: 'village-photos',
      fpoId,
      data,
      save: (pictureKey) => setPhoto({ db, fpoId, slot, pictureKey }),
    });

  app.put(
    '/api/settings/photos/:slot',
    {
      schema: {
        tags,
        summary: 'Put a photo in a slot (multipart field "file": JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        params: photoSlotParamsSchema,
        response: { 200: fpoPhotosSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId } = await requireTenant(request);
      return change(await readPicturePart(request), fpoId, request.params.slot);
    },
  );

  app.delete(
    '/api/settings/photos/:slot',
    {
      schema: {
        tags,
        summary: 'Remove the photo of a slot',
        params: photoSlotParamsSchema,
        response: { 200: fpoPhotosSchema, ...refusals },
      },
    },
    async (request) => change(null, (await requireTenant(request)).fpoId, request.params.slot),
  );
};
