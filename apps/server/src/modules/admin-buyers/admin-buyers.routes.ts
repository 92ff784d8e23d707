import {
  adminBuyersPageSchema,
  adminBuyersQuerySchema,
  adminGlobalBuyerSchema,
  adminGlobalBuyersQuerySchema,
  adminRequirementsPageSchema,
  buyerChangeSchema,
  buyerIdParamsSchema,
  buyerReviewsSchema,
  errorResponseSchema,
  globalBuyerUpdateSchema,
  globalBuyerVerifiedSchema,
  requirementEditSchema,
  requirementFlagsSchema,
  requirementIdParamsSchema,
} from '@sangam/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import {
  deleteRequirement,
  listAllRequirements,
  setRequirementFlags,
  updateRequirement,
} from '../buyer-requirements/buyer-requirements.service.ts';
import { buyerChanges } from '../buyers/buyers.service.ts';
import {
  globalBuyerReviews,
  listGlobalBuyers,
  setGlobalBuyerVerified,
  updateGlobalBuyer,
} from './admin-buyers.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/**
 * The Buyer Ecosystem (document 2, 2.7): buyers' requirements from the public form, and the buyer
 * records FPOs share. Reads need the buyers page's view, changes its edit, deletions its delete
 * (DECISIONS T2); every change is recorded with who made it (D5).
 */
export const adminBuyersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);
  const actorUserId = (request: FastifyRequest) => actorOf(request).user.id;

  app.get(
    '/api/admin/buyer-requirements',
    {
      config: { admin: { page: 'buyers', action: 'view' } },
      schema: {
        tags,
        summary:
          "A page of buyers' requirements, published or not, newest first; found by name, phone, place or crop",
        querystring: adminBuyersQuerySchema,
        response: { 200: adminRequirementsPageSchema, ...refusals },
      },
    },
    async (request) => listAllRequirements({ db, query: request.query }),
  );

  app.put(
    '/api/admin/buyer-requirements/:requirementId',
    {
      config: { admin: { page: 'buyers', action: 'edit' } },
      schema: {
        tags,
        summary: "Verify or publish a buyer's requirement",
        params: requirementIdParamsSchema,
        body: requirementFlagsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await setRequirementFlags({
        db,
        actorUserId: actorUserId(request),
        requirementId: request.params.requirementId,
        flags: request.body,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/admin/buyer-requirements/:requirementId/details',
    {
      config: { admin: { page: 'buyers', action: 'edit' } },
      schema: {
        tags,
        summary: "Correct a buyer's requirement: name, phone, place, crops, quantity and quality",
        params: requirementIdParamsSchema,
        body: requirementEditSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await updateRequirement({
        db,
        actorUserId: actorUserId(request),
        requirementId: request.params.requirementId,
        input: request.body,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/admin/buyer-requirements/:requirementId',
    {
      config: { admin: { page: 'buyers', action: 'delete' } },
      schema: {
        tags,
        summary: "Delete a buyer's requirement for good",
        params: requirementIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteRequirement({
        db,
        actorUserId: actorUserId(request),
        requirementId: request.params.requirementId,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/buyers',
    {
      config: { admin: { page: 'buyers', action: 'view' } },
      schema: {
        tags,
        summary:
          'A page of shared buyer records, newest first, with their lists, reviews, business and the FPOs that added them; all, verified or not verified',
        querystring: adminGlobalBuyersQuerySchema,
        response: { 200: adminBuyersPageSchema, ...refusals },
      },
    },
    async (request) => listGlobalBuyers({ db, query: request.query }),
  );

  app.get(
    '/api/admin/buyers/:buyerId/reviews',
    {
      config: { admin: { page: 'buyers', action: 'view' } },
      schema: {
        tags,
        summary: "Every FPO's reviews of a buyer, newest first, with the reviewer's name and FPO",
        params: buyerIdParamsSchema,
        response: { 200: buyerReviewsSchema, ...refusals },
      },
    },
    async (request) =>
      globalBuyerReviews({ db, actorUserId: actorUserId(request), buyerId: request.params.buyerId }),
  );

  app.put(
    '/api/admin/buyers/:buyerId',
    {
      config: { admin: { page: 'buyers', action: 'edit' } },
      schema: {
        tags,
        summary:
          "Correct a shared buyer record; recorded as FPOs' edits are; a phone another buyer has is refused",
        params: buyerIdParamsSchema,
        body: globalBuyerUpdateSchema,
        response: { 200: adminGlobalBuyerSchema, 409: errorResponseSchema, ...refusals },
      },
    },
    async (request) =>
      updateGlobalBuyer({
        db,
        actorUserId: actorUserId(request),
        buyerId: request.params.buyerId,
        input: request.body,
      }),
  );

  app.put(
    '/api/admin/buyers/:buyerId/verified',
    {
      config: { admin: { page: 'buyers', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Mark a shared buyer verified, or not (decision 015: only admins set it); recorded, and the mark it already has changes nothing',
        params: buyerIdParamsSchema,
        body: globalBuyerVerifiedSchema,
        response: { 200: adminGlobalBuyerSchema, ...refusals },
      },
    },
    async (request) =>
      setGlobalBuyerVerified({
        db,
        actorUserId: actorUserId(request),
        buyerId: request.params.buyerId,
        isVerified: request.body.isVerified,
      }),
  );

  app.get(
    '/api/admin/buyers/:buyerId/changes',
    {
      config: { admin: { page: 'buyers', action: 'view' } },
      schema: {
        tags,
        summary: 'What FPOs and admins changed on a shared buyer record, and when (DECISIONS D5)',
        params: buyerIdParamsSchema,
        response: { 200: z.array(buyerChangeSchema), ...refusals },
      },
    },
    async (request) => buyerChanges(db, request.params.buyerId),
  );
};
