import {
  adminTradeFairRegistrationSchema,
  adminTradeFairRegistrationsQuerySchema,
  adminTradeFairRegistrationsSchema,
  adminTradeFairSchema,
  adminTradeFairsSchema,
  errorResponseSchema,
  fpoTradeFairsSchema,
  tradeFairIdParamsSchema,
  tradeFairInputSchema,
  tradeFairRegistrationIdParamsSchema,
  tradeFairRegistrationInputSchema,
  tradeFairRegistrationSchema,
  tradeFairRegistrationStatusInputSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminDoor } from '../../plugins/admin-guard.ts';
import { requirePlan } from '../../plugins/tenancy.ts';
import { mailNotice } from '../notifications/notify.ts';
import {
  createTradeFair,
  listAdminTradeFairs,
  listFpoTradeFairs,
  listTradeFairRegistrations,
  registerForTradeFair,
  setTradeFairActive,
  setTradeFairRegistrationStatus,
  updateTradeFair,
} from './trade-fairs.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Trade fairs for FPOs (document 2, 2.18; Pro Max by 2.1, so open during the trial and then on the
 * Pro Max plan): the fairs with the FPO's own registration and what its card shows, and registering.
 */
export const tradeFairsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['trade-fairs'];

  app.get(
    '/api/trade-fairs',
    {
      schema: {
        tags,
        summary: "Active fairs by start date, each with the FPO's registration and its state (Pro Max)",
        response: { 200: fpoTradeFairsSchema, ...refusals },
      },
    },
    async (request) => listFpoTradeFairs({ db, fpoId: (await requirePlan(request, 'pro_max')).fpoId }),
  );

  app.post(
    '/api/trade-fairs/:tradeFairId/registrations',
    {
      schema: {
        tags,
        summary:
          'Register the FPO for a fair, pending until confirmed; registration_closed, event_completed, already_registered',
        params: tradeFairIdParamsSchema,
        body: tradeFairRegistrationInputSchema,
        response: { 201: tradeFairRegistrationSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const tenant = await requirePlan(request, 'pro_max');
      const registration = await registerForTradeFair({
        db,
        fpoId: tenant.fpoId,
        userId: tenant.user.id,
        tradeFairId: request.params.tradeFairId,
        input: request.body,
      });
      return reply.status(201).send(registration);
    },
  );
};

/** The back office's trade fairs (page `trade_fairs`; decision 030): the catalogue and its registrations. */
export const adminTradeFairsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['admin'];
  adminDoor(app);
  const view = { admin: { page: 'trade_fairs', action: 'view' } } as const;
  const edit = { admin: { page: 'trade_fairs', action: 'edit' } } as const;

  app.get(
    '/api/admin/trade-fairs',
    {
      config: view,
      schema: {
        tags,
        summary: 'Every trade fair, the latest start first, with its registrations counted by status',
        response: { 200: adminTradeFairsSchema, ...refusals },
      },
    },
    async () => listAdminTradeFairs({ db }),
  );

  app.post(
    '/api/admin/trade-fairs',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add a trade fair (start and deadline no later than the end); audited',
        body: tradeFairInputSchema,
        response: { 201: adminTradeFairSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTradeFair({ db, actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/admin/trade-fairs/:tradeFairId',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Change a trade fair; audited with what changed',
        params: tradeFairIdParamsSchema,
        body: tradeFairInputSchema,
        response: { 200: adminTradeFairSchema, ...refusals },
      },
    },
    async (request) =>
      updateTradeFair({
        db,
        actor: actorOf(request),
        tradeFairId: request.params.tradeFairId,
        input: request.body,
      }),
  );

  for (const change of ['activate', 'deactivate'] as const)
    app.post(
      `/api/admin/trade-fairs/:tradeFairId/${change}`,
      {
        config: edit,
        schema: {
          tags,
          summary:
            change === 'activate'
              ? 'Show a fair to FPOs again'
              : 'Hide a fair from FPOs; it takes no registrations; audited',
          params: tradeFairIdParamsSchema,
          response: { 200: adminTradeFairSchema, ...refusals },
        },
      },
      async (request) =>
        setTradeFairActive({
          db,
          actor: actorOf(request),
          tradeFairId: request.params.tradeFairId,
          isActive: change === 'activate',
        }),
    );

  app.get(
    '/api/admin/trade-fairs/registrations',
    {
      config: view,
      schema: {
        tags,
        summary: 'Registrations across fairs, pending first, filtered by status, a page at a time',
        querystring: adminTradeFairRegistrationsQuerySchema,
        response: { 200: adminTradeFairRegistrationsSchema, ...refusals },
      },
    },
    async (request) => listTradeFairRegistrations({ db, query: request.query }),
  );

  app.get(
    '/api/admin/trade-fairs/:tradeFairId/registrations',
    {
      config: view,
      schema: {
        tags,
        summary: "One fair's registrations, pending first, filtered by status, a page at a time",
        params: tradeFairIdParamsSchema,
        querystring: adminTradeFairRegistrationsQuerySchema,
        response: { 200: adminTradeFairRegistrationsSchema, ...refusals },
      },
    },
    async (request) =>
      listTradeFairRegistrations({ db, tradeFairId: request.params.tradeFairId, query: request.query }),
  );

  app.put(
    '/api/admin/trade-fairs/registrations/:registrationId/status',
    {
      config: edit,
      schema: {
        tags,
        summary:
          "Confirm or cancel a registration; audited, the FPO's members notified in the app and by e-mail",
        params: tradeFairRegistrationIdParamsSchema,
        body: tradeFairRegistrationStatusInputSchema,
        response: { 200: adminTradeFairRegistrationSchema, ...refusals },
      },
    },
    async (request) => {
      const { registration, notice, recipients } = await setTradeFairRegistrationStatus({
        db,
        actor: actorOf(request),
        registrationId: request.params.registrationId,
        status: request.body.status,
      });
      if (notice)
        await mailNotice(
          { mailer: app.mailer, log: request.log, baseUrl: app.config.baseUrl },
          notice,
          recipients,
        );
      return registration;
    },
  );
};
