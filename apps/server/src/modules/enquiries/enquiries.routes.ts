import { enquiryInputSchema, errorResponseSchema, servicesInfoSchema } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTenant } from '../../plugins/tenancy.ts';
import { sendEnquiry } from './enquiries.service.ts';

const tags = ['services'];

/**
 * The service pages (document 2, 2.15; decision 033): Sangam's contact as configured, and an FPO's
 * enquiry, mailed to the owner.
 */
export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supportPhone, supportEmail, ownerEmail } = app.config;

  app.get(
    '/api/services',
    {
      schema: {
        tags,
        summary: "Sangam's support phone and email, and whether enquiries reach anyone on this server",
        response: { 200: servicesInfoSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      await requireTenant(request);
      return {
        contact: { phone: supportPhone ?? null, email: supportEmail },
        enquiriesOpen: ownerEmail !== undefined,
      };
    },
  );

  app.post(
    '/api/enquiries',
    {
      schema: {
        tags,
        summary:
          "Ask about a service (the page's plan needed): one mail to the owner; 503 enquiries_not_configured without OWNER_EMAIL, 429 past 5 an hour per FPO",
        body: enquiryInputSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = await requireTenant(request);
      await sendEnquiry({
        db: app.database.db,
        mailer: app.mailer,
        log: request.log,
        ownerEmail: app.config.ownerEmail,
        tenant,
        userEmail: tenant.user.email,
        enquiry: request.body,
      });
      return reply.status(204).send(null);
    },
  );
};
