import { apiObject } from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../app-error.ts';
import { pictureBuckets, pictureFilePattern } from './pictures.ts';

const mediaParamsSchema = apiObject({
  bucket: z.enum(pictureBuckets, { error: 'not_found' }),
  fpoId: z.uuid({ error: 'not_found' }),
  file: z.string().regex(pictureFilePattern, 'not_found'),
});

/**
 * Stored pictures, readable by anyone who has the address: products are shown on the public Mandi,
 * and an address holds 64 random bits, so it cannot be guessed. A key never names other bytes, so
 * phones may keep a picture for as long as they like.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:bucket/:fpoId/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored picture or its thumbnail (WebP)',
        params: mediaParamsSchema,
      },
    },
    async (request, reply) => {
      const { bucket, fpoId, file } = request.params;
      const data = await app.fileStore.get(`${bucket}/${fpoId}/${file}`);
      if (!data) throw notFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
