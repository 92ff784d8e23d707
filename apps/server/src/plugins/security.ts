import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export type SecurityOptions = {
  /** Requests per minute per IP across the API; sensitive routes set tighter limits of their own. */
  requestsPerMinute: number;
};

/** Security headers on every response and a per-IP request budget. */
export const registerSecurity = async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The API docs page and Vite's build use inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The API docs page loads its own scripts and images; the app is served over plain HTTP locally.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: options.requestsPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: { code: 'rate_limited' },
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
};
