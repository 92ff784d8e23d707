import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export type SecurityOptions = {
  /** Requests per minute per IP across the API; sensitive routes set tighter limits of their own. */
  requestsPerMinute: number;
  /** Served over https (BASE_URL says so): browsers are told to never use plain http again. */
  https: boolean;
};

/** Powerful browser features the app does not use are off; the camera and location stay ours. */
const permissionsPolicy = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

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
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
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
