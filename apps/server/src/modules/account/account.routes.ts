import {
  errorResponseSchema,
  languageInputSchema,
  meResponseSchema,
  onboardingInputSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { forgetSignedIn } from '../../plugins/signed-in.ts';
import { requireSignedIn, requireUser } from '../../plugins/tenancy.ts';
import { completeOnboarding, getMe, setLanguage } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, their profile, FPO, plan and trial',
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => getMe(await requireSignedIn(request), app.config, app.database.db),
  );

  app.put(
    '/api/me/language',
    {
      schema: {
        tags: ['account'],
        summary: 'Remember the language the user chose',
        body: languageInputSchema,
        response: { 204: z.null(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await setLanguage({ db: app.database.db, userId: user.id, language: request.body.language });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/onboarding',
    {
      schema: {
        tags: ['account'],
        summary: 'Complete onboarding: save the profile and create the FPO',
        body: onboardingInputSchema,
        response: {
          200: meResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!user.emailVerified) throw new AppError('email_not_verified');
      await completeOnboarding({ db: app.database.db, userId: user.id, input: request.body });
      forgetSignedIn(request);
      return getMe(await requireSignedIn(request), app.config, app.database.db);
    },
  );
};
