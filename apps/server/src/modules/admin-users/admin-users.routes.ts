import {
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserProductParamsSchema,
  productInputSchema,
  productSchema,
  storedRecommendationsSchema,
  buyerListSchema,
  farmerListResponseSchema,
  inputListSchema,
  productListSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  errorResponseSchema,
  trialAdjustmentSchema,
  trialStatusSchema,
  userDeletionSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { listBuyers } from '../buyers/buyers.service.ts';
import { listFarmers } from '../farmers/farmers.service.ts';
import { listInputs } from '../inventory/inputs.service.ts';
import { createProduct, deleteProduct, listProducts, updateProduct } from '../inventory/products.service.ts';
import { removePicture } from '../pictures/pictures.ts';
import { storedRecommendations } from '../recommendations/recommendations.service.ts';
import {
  adjustTrial,
  deleteUser,
  deletionPreview,
  fpoIdOf,
  listUsers,
  userDetail,
} from './admin-users.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];

/** Users and trials (document 2, 2.6): the accounts, their FPOs' trials, and deleting an account. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);

  app.get(
    '/api/admin/users',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags,
        summary: 'A page of accounts with their FPO, plan, trial and last sign-in',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...refusals },
      },
    },
    async (request) => listUsers({ db, query: request.query }),
  );

  app.get(
    '/api/admin/users/:userId',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags,
        summary: 'One account: the person, the FPO and what it keeps, counted',
        params: adminUserIdParamsSchema,
        response: { 200: adminUserDetailSchema, ...refusals },
      },
    },
    async (request) => userDetail({ db, userId: request.params.userId }),
  );

  /** The detail page's tabs read the FPO's own lists, as its screens do, by the user's FPO. */
  const fpoOf = (userId: string) => fpoIdOf(db, userId);
  app.get(
    '/api/admin/users/:userId/farmers',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags,
        summary: "The first page of its farmers, for the user detail's tab",
        params: adminUserIdParamsSchema,
        response: { 200: farmerListResponseSchema, ...refusals },
      },
    },
    async (request) => listFarmers({ db, fpoId: await fpoOf(request.params.userId), page: 1 }),
  );

  app.get(
    '/api/admin/users/:userId/products',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags,
        summary: "Its products, for the user detail's tab",
        params: adminUserIdParamsSchema,
        response: { 200: productListSchema, ...refusals },
      },
    },
    async (request) => listProducts({ db, fpoId: await fpoOf(request.params.userId) }),
  );

  app.get(
    '/api/admin/users/:userId/inputs',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags,
        summary: "Its farm inputs, for the user detail's tab",
        params: adminUserIdParamsSchema,
        response: { 200: inputListSchema, ...refusals },
      },
    },
    async (request) => listInputs({ db, fpoId: await fpoOf(request.params.userId) }),
  );

  app.get(
    '/api/admin/users/:userId/buyers',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags,
        summary: "Its buyers, for the user detail's tab",
        params: adminUserIdParamsSchema,
        response: { 200: buyerListSchema, ...refusals },
      },
    },
    async (request) => listBuyers({ db, fpoId: await fpoOf(request.params.userId) }),
  );

  app.get(
    '/api/admin/users/:userId/recommendations',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags,
        summary: 'Its stored loan and scheme recommendations, for the finance and scheme tabs',
        params: adminUserIdParamsSchema,
        response: { 200: storedRecommendationsSchema, ...refusals },
      },
    },
    async (request) => storedRecommendations(db, await fpoOf(request.params.userId)),
  );

  app.post(
    '/api/admin/users/:userId/trial',
    {
      config: { admin: { page: 'users', action: 'edit' } },
      schema: {
        tags,
        summary: "Extend or set the trial of the user's FPO, with a reason",
        params: adminUserIdParamsSchema,
        body: trialAdjustmentSchema,
        response: { 200: trialStatusSchema, ...refusals },
      },
    },
    async (request) =>
      adjustTrial({ db, actor: actorOf(request), userId: request.params.userId, adjustment: request.body }),
  );

  app.get(
    '/api/admin/users/:userId/deletion',
    {
      config: { admin: { page: 'users', action: 'view' } },
      schema: {
        tags,
        summary: 'What deleting the account would remove',
        params: adminUserIdParamsSchema,
        response: { 200: userDeletionSchema, ...refusals },
      },
    },
    async (request) => deletionPreview({ db, userId: request.params.userId }),
  );

  app.delete(
    '/api/admin/users/:userId',
    {
      config: { admin: { page: 'users', action: 'delete' } },
      schema: {
        tags,
        summary: "Delete an account; the FPO's last owner takes the FPO, its data and files",
        params: adminUserIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteUser({
        db,
        store: app.fileStore,
        log: request.log,
        actor: actorOf(request),
        userId: request.params.userId,
        ownerEmail: app.config.ownerEmail,
      });
      return reply.status(204).send(null);
    },
  );

  // The user detail's product controls are the owner's alone (document 2, 2.4): these routes name
  // no page, so the door lets only the owner through.
  app.post(
    '/api/admin/users/:userId/products',
    {
      schema: {
        tags,
        summary: "Add a product to the user's FPO (owner only)",
        params: adminUserIdParamsSchema,
        body: productInputSchema,
        response: { 201: productSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createProduct({
          db,
          fpoId: await fpoOf(request.params.userId),
          // The admin is who added it (issue 20: who changed what).
          userId: actorOf(request).user.id,
          input: request.body,
        }),
      ),
  );

  app.put(
    '/api/admin/users/:userId/products/:productId',
    {
      schema: {
        tags,
        summary: "Change a product of the user's FPO (owner only)",
        params: adminUserProductParamsSchema,
        body: productInputSchema,
        response: { 200: productSchema, ...refusals },
      },
    },
    async (request) =>
      updateProduct({
        db,
        fpoId: await fpoOf(request.params.userId),
        userId: actorOf(request).user.id,
        productId: request.params.productId,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/users/:userId/products/:productId',
    {
      schema: {
        tags,
        summary: "Delete a product of the user's FPO and its picture (owner only)",
        params: adminUserProductParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const fpoId = await fpoOf(request.params.userId);
      await removePicture(
        app.fileStore,
        await deleteProduct({ db, fpoId, productId: request.params.productId }),
        request.log,
      );
      return reply.status(204).send(null);
    },
  );
};
