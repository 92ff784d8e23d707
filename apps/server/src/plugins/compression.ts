import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers above 1 KB (JSON pages of farmers, CSV exports) with brotli or gzip, as the
 * browser accepts, for phones on slow mobile data. Below that the headers cost more than they save.
 * The web app's files are compressed once at build time and served as they are (see web-app.ts):
 * this plugin leaves an answer alone when it already carries a Content-Encoding. Registered before
 * any route, since it attaches itself to each route as the route is added.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Brotli's default quality (4 here) costs about as much CPU as gzip and saves more.
    encodings: ['br', 'gzip'],
  });
};
