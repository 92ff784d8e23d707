import {
  adminInputSchema,
  adminInputsPageSchema,
  adminInventoryQuerySchema,
  adminProductsPageSchema,
  errorResponseSchema,
  inputHiddenSchema,
  inputIdParamsSchema,
  inputItemInputSchema,
  productActiveSchema,
  productIdParamsSchema,
} from '@sangam/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { removePicture } from '../pictures/pictures.ts';
import {
  deleteAdminInput,
  listAdminInputs,
  listAdminProducts,
  setInputHidden,
  setProductActive,
  updateAdminInput,
} from './admin-inventory.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/**
 * Every FPO's products and inputs in the back office (document 2, 2.7): pages `products` and
 * `inputs`; view to read, edit to change, delete to delete (DECISIONS T2); every change audited.
 */
export const adminInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);
  const actorUserId = (request: FastifyRequest) => actorOf(request).user.id;

  app.get(
    '/api/admin/products',
    {
      config: { admin: { page: 'products', action: 'view' } },
      schema: {
        tags,
        summary: "A page of every FPO's products, newest first, searched by name, FPO or owner",
        querystring: adminInventoryQuerySchema,
        response: { 200: adminProductsPageSchema, ...refusals },
      },
    },
    async (request) => listAdminProducts({ db, query: request.query }),
  );

  app.put(
    '/api/admin/products/:productId/active',
    {
      config: { admin: { page: 'products', action: 'edit' } },
      schema: {
        tags,
        summary: 'Enable or disable a product: a disabled one leaves the Mandi',
        params: productIdParamsSchema,
        body: productActiveSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await setProductActive({
        db,
        actorUserId: actorUserId(request),
        productId: request.params.productId,
        isActive: request.body.isActive,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/inputs',
    {
      config: { admin: { page: 'inputs', action: 'view' } },
      schema: {
        tags,
        summary:
          "A page of every FPO's inputs, searched by item, chemical, crop, FPO or owner, with the totals",
        querystring: adminInventoryQuerySchema,
        response: { 200: adminInputsPageSchema, ...refusals },
      },
    },
    async (request) => listAdminInputs({ db, query: request.query }),
  );

  app.put(
    '/api/admin/inputs/:inputId',
    {
      config: { admin: { page: 'inputs', action: 'edit' } },
      schema: {
        tags,
        summary: "Edit an input of any FPO; the FPO's stock figures follow",
        params: inputIdParamsSchema,
        body: inputItemInputSchema,
        response: { 200: adminInputSchema, ...refusals },
      },
    },
    async (request) =>
      updateAdminInput({
        db,
        actorUserId: actorUserId(request),
        inputId: request.params.inputId,
        input: request.body,
      }),
  );

  app.put(
    '/api/admin/inputs/:inputId/hidden',
    {
      config: { admin: { page: 'inputs', action: 'edit' } },
      schema: {
        tags,
        summary: "Hide or show an input beyond its FPO's own lists",
        params: inputIdParamsSchema,
        body: inputHiddenSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await setInputHidden({
        db,
        actorUserId: actorUserId(request),
        inputId: request.params.inputId,
        isHidden: request.body.isHidden,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/admin/inputs/:inputId',
    {
      config: { admin: { page: 'inputs', action: 'delete' } },
      schema: {
        tags,
        summary: "Delete an input of any FPO and its picture; the FPO's stock figures follow",
        params: inputIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const pictureKey = await deleteAdminInput({
        db,
        actorUserId: actorUserId(request),
        inputId: request.params.inputId,
      });
      await removePicture(app.fileStore, pictureKey, request.log);
      return reply.status(204).send(null);
    },
  );
};
