import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@sangam/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerInputRoutes } from './inputs.routes.ts';
import { registerProductRoutes } from './products.routes.ts';

/** The two inventories, in one plugin so their picture uploads share one multipart limit. */
export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  // One picture up to 5 MB; one byte more is refused while it streams in.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  registerProductRoutes(app);
  registerInputRoutes(app);
};
