import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webDistFolder } from '../paths.ts';

/** Rewrites index.html for a page that has its own head (the public pages' link previews), or not. */
export type PageHead = (request: FastifyRequest, html: string) => Promise<string | null>;

/**
 * Files that are never answered by their own name: source maps (they would hand the public our
 * source; issue 8) and the build's .br / .gz copies, which are only served in place of their
 * original when the browser accepts that encoding.
 */
const hiddenFile = /\.(map|br|gz)$/;

/**
 * Serves the built web app. The build writes a brotli and a gzip copy beside every text file, and
 * the one the browser accepts is sent (with `Vary: Accept-Encoding`), so nothing is compressed per
 * request. Hashed assets are cached for a year; index.html is re-checked on every visit (ETag).
 * Any GET outside /api that is not a file gets index.html, so the browser's router handles deep
 * links such as /farmers/123.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  { root = webDistFolder, pageHead }: { root?: string; pageHead?: PageHead } = {},
) => {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`The web app is not built (${indexFile} is missing): run "npm run build".`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      // Hashed assets never change; index.html must always be re-checked.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const filePath = path.join(root, path.normalize(url));
    if (
      filePath.startsWith(root) &&
      url !== '/' &&
      !hiddenFile.test(url) &&
      fs.existsSync(filePath) &&
      fs.statSync(filePath).isFile()
    ) {
      return reply.sendFile(path.relative(root, filePath));
    }
    if (url.startsWith('/api/') || path.extname(url)) {
      return reply.status(404).send({ error: { code: 'not_found' } });
    }
    // Read each time, as sendFile does: a rebuild under a running server must not leave old asset names.
    const html = pageHead ? await pageHead(request, await fs.promises.readFile(indexFile, 'utf8')) : null;
    if (html) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    return reply.sendFile('index.html');
  });
};
