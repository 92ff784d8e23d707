import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, built from every route's zod contract, and its page at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance, version: string) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sangam API', version, description: 'The API behind the Sangam web app.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};
