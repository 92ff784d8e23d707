import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Logs as people and machines each read best: on a terminal, one readable line per event (the
 * sign-up link a newcomer needs must not scroll away); redirected to a file or a collector, JSON.
 */
export const loggerOptions = (
  level: string,
  terminal = process.stdout.isTTY,
): FastifyServerOptions['logger'] => ({
  level,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  ...(terminal
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
        },
      }
    : {}),
});

/**
 * One line per answered request instead of Fastify's two: API calls at info, the web app's files
 * (dozens per page) at debug, so they stay out of the way unless asked for.
 */
export const registerRequestLog = (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const level = request.url.startsWith('/api/') ? 'info' : 'debug';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
};
