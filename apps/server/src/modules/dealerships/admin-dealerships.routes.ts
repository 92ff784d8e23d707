import {
  adminDealershipApplicationSchema,
  adminDealershipApplicationsPageSchema,
  adminDealershipApplicationsQuerySchema,
  adminDealershipCategoriesSchema,
  adminDealershipCategorySchema,
  adminDealershipCompaniesSchema,
  adminDealershipCompanySchema,
  adminDealershipRequirementSchema,
  adminDealershipRequirementsSchema,
  dealershipApplicationParamsSchema,
  dealershipStatusInputSchema,
  dealershipCategoryParamsSchema,
  dealershipCategoryInputSchema,
  dealershipCompanyActiveSchema,
  dealershipCompanyParamsSchema,
  dealershipCompanyInputSchema,
  errorResponseSchema,
  dealershipRequirementParamsSchema,
  dealershipRequirementInputSchema,
  dealershipTermsSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { mailNotice } from '../notifications/notify.ts';
import {
  changeApplicationStatus,
  createCategory,
  createCompany,
  createRequirement,
  deleteCategory,
  deleteRequirement,
  listApplications,
  listCategories,
  listCompanies,
  listRequirements,
  renameCategory,
  setCompanyActive,
  updateCompany,
  updateRequirement,
} from './admin-dealerships.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];
const base = '/api/admin/dealerships';
const view = { admin: { page: 'dealerships', action: 'view' } } as const;
const edit = { admin: { page: 'dealerships', action: 'edit' } } as const;
const remove = { admin: { page: 'dealerships', action: 'delete' } } as const;

/** The dealership catalogue and applications in the back office (document 2, 2.17; decision 029). */
export const adminDealershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminDoor(app);

  app.get(
    `${base}/companies`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Every agriculture company, active or not, by name',
        response: { 200: adminDealershipCompaniesSchema, ...refusals },
      },
    },
    async () => ({ items: await listCompanies(db) }),
  );

  app.post(
    `${base}/companies`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add a company (active); company_exists (409) for a name taken',
        body: dealershipCompanyInputSchema,
        response: { 201: adminDealershipCompanySchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCompany({ db, actor: actorOf(request), input: request.body })),
  );

  app.put(
    `${base}/companies/:companyId`,
    {
      config: edit,
      schema: {
        tags,
        summary: "Change a company's name, description and website",
        params: dealershipCompanyParamsSchema,
        body: dealershipCompanyInputSchema,
        response: { 200: adminDealershipCompanySchema, ...refusals },
      },
    },
    async (request) =>
      updateCompany({
        db,
        actor: actorOf(request),
        companyId: request.params.companyId,
        input: request.body,
      }),
  );

  app.put(
    `${base}/companies/:companyId/active`,
    {
      config: edit,
      schema: {
        tags,
        summary: "Switch a company on or off: an inactive one leaves the FPOs' page",
        params: dealershipCompanyParamsSchema,
        body: dealershipCompanyActiveSchema,
        response: { 200: adminDealershipCompanySchema, ...refusals },
      },
    },
    async (request) =>
      setCompanyActive({
        db,
        actor: actorOf(request),
        companyId: request.params.companyId,
        isActive: request.body.isActive,
      }),
  );

  app.get(
    `${base}/categories`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The dealership categories by name, with what uses them',
        response: { 200: adminDealershipCategoriesSchema, ...refusals },
      },
    },
    async () => ({ items: await listCategories(db) }),
  );

  app.post(
    `${base}/categories`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add a category; category_exists (409) for a name taken',
        body: dealershipCategoryInputSchema,
        response: { 201: adminDealershipCategorySchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory({ db, actor: actorOf(request), input: request.body })),
  );

  app.put(
    `${base}/categories/:categoryId`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Rename a category',
        params: dealershipCategoryParamsSchema,
        body: dealershipCategoryInputSchema,
        response: { 200: adminDealershipCategorySchema, ...refusals },
      },
    },
    async (request) =>
      renameCategory({
        db,
        actor: actorOf(request),
        categoryId: request.params.categoryId,
        input: request.body,
      }),
  );

  app.delete(
    `${base}/categories/:categoryId`,
    {
      config: remove,
      schema: {
        tags,
        summary: 'Delete a category; category_in_use (409) while a requirement or application names it',
        params: dealershipCategoryParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteCategory({ db, actor: actorOf(request), categoryId: request.params.categoryId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/requirements`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Every requirement, by company then category',
        response: { 200: adminDealershipRequirementsSchema, ...refusals },
      },
    },
    async () => ({ items: await listRequirements(db) }),
  );

  app.post(
    `${base}/requirements`,
    {
      config: edit,
      schema: {
        tags,
        summary: "A company's requirement in a category; requirement_exists (409) for a second one",
        body: dealershipRequirementInputSchema,
        response: { 201: adminDealershipRequirementSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRequirement({ db, actor: actorOf(request), input: request.body })),
  );

  app.put(
    `${base}/requirements/:requirementId`,
    {
      config: edit,
      schema: {
        tags,
        summary: "Change a requirement's terms; applications made keep their checks",
        params: dealershipRequirementParamsSchema,
        body: dealershipTermsSchema,
        response: { 200: adminDealershipRequirementSchema, ...refusals },
      },
    },
    async (request) =>
      updateRequirement({
        db,
        actor: actorOf(request),
        requirementId: request.params.requirementId,
        input: request.body,
      }),
  );

  app.delete(
    `${base}/requirements/:requirementId`,
    {
      config: remove,
      schema: {
        tags,
        summary: 'Delete a requirement: the company stops offering the category; applications stay',
        params: dealershipRequirementParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteRequirement({ db, actor: actorOf(request), requirementId: request.params.requirementId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/applications`,
    {
      config: view,
      schema: {
        tags,
        summary: 'A page of applications, newest first, filtered by status, with every status counted',
        querystring: adminDealershipApplicationsQuerySchema,
        response: { 200: adminDealershipApplicationsPageSchema, ...refusals },
      },
    },
    async (request) => listApplications({ db, query: request.query }),
  );

  app.put(
    `${base}/applications/:applicationId/status`,
    {
      config: edit,
      schema: {
        tags,
        summary:
          "Move an application to under review, approved or rejected; the FPO's people are told in the app and by mail",
        params: dealershipApplicationParamsSchema,
        body: dealershipStatusInputSchema,
        response: { 200: adminDealershipApplicationSchema, ...refusals },
      },
    },
    async (request) => {
      const { application, notice, recipients } = await changeApplicationStatus({
        db,
        actor: actorOf(request),
        applicationId: request.params.applicationId,
        input: request.body,
      });
      if (notice)
        await mailNotice(
          { mailer: app.mailer, log: app.log, baseUrl: app.config.baseUrl },
          notice,
          recipients,
        );
      return application;
    },
  );
};
