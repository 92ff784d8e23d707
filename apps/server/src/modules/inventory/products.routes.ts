import { productIdParamsSchema, productInputSchema, productListSchema, productSchema } from '@sangam/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCompleteProfile, requireTenant } from '../../plugins/tenancy.ts';
import { readPicturePart, replacePicture } from '../pictures/picture-upload.ts';
import { removePicture } from '../pictures/pictures.ts';
import { inventoryRefusals as refusals, pictureRefusals } from './refusals.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  setProductPicture,
  updateProduct,
} from './products.service.ts';

const tags = ['products'];

/** The product inventory (spec 2.10) and its pictures. */
export const registerProductRoutes = (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const store = app.fileStore;
  const log = app.log;

  api.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Every product with the stat cards',
        response: { 200: productListSchema, ...refusals },
      },
    },
    async (request) => listProducts({ db, fpoId: (await requireTenant(request)).fpoId }),
  );
  api.post(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Add a product',
        body: productInputSchema,
        response: { 201: productSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireCompleteProfile(request);
      return reply.status(201).send(await createProduct({ db, fpoId, userId: user.id, input: request.body }));
    },
  );
  api.get(
    '/api/products/:productId',
    {
      schema: {
        tags,
        summary: 'One product',
        params: productIdParamsSchema,
        response: { 200: productSchema, ...refusals },
      },
    },
    async (request) =>
      getProduct({ db, fpoId: (await requireTenant(request)).fpoId, productId: request.params.productId }),
  );
  api.put(
    '/api/products/:productId',
    {
      schema: {
        tags,
        summary: 'Change a product',
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: productSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return updateProduct({
        db,
        fpoId,
        userId: user.id,
        productId: request.params.productId,
        input: request.body,
      });
    },
  );
  api.delete(
    '/api/products/:productId',
    {
      schema: {
        tags,
        summary: 'Delete a product and its picture',
        params: productIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId } = await requireTenant(request);
      await removePicture(
        store,
        await deleteProduct({ db, fpoId, productId: request.params.productId }),
        log,
      );
      return reply.status(204).send(null);
    },
  );
  api.put(
    '/api/products/:productId/picture',
    {
      schema: {
        tags,
        summary: 'Set the picture (multipart field "file": JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        params: productIdParamsSchema,
        response: { 200: productSchema, ...pictureRefusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      const { productId } = request.params;
      // Another FPO's product is refused before its picture is decoded.
      await getProduct({ db, fpoId, productId });
      const data = await readPicturePart(request);
      return replacePicture({
        store,
        log,
        bucket: 'product-images',
        fpoId,
        data,
        save: (pictureKey) => setProductPicture({ db, fpoId, userId: user.id, productId, pictureKey }),
      });
    },
  );
  api.delete(
    '/api/products/:productId/picture',
    {
      schema: {
        tags,
        summary: 'Remove the picture',
        params: productIdParamsSchema,
        response: { 200: productSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      const { productId } = request.params;
      return replacePicture({
        store,
        log,
        bucket: 'product-images',
        fpoId,
        data: null,
        save: (pictureKey) => setProductPicture({ db, fpoId, userId: user.id, productId, pictureKey }),
      });
    },
  );
};
