import net from 'node:net';
import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/**
 * Where a request came from, as a browser would name it (DECISIONS T8).
 *
 * With BASE_URL set there is one public origin. Without it (a laptop serving an FPO office's
 * phones) each request's own host is its origin, but only a host a local network can have:
 * localhost, a private or link-local address, a `.local` name or this machine's name. Any other
 * Host header is someone's choice, not ours: e-mailed links must never point at it, so such a
 * request is treated as coming from http://localhost:PORT and its Origin refused.
 */
export const requestOrigin = (request: FastifyRequest): string => {
  const { baseUrl, port } = request.server.config;
  if (baseUrl) return baseUrl;
  const host = request.host;
  const hostname = hostnameOf(host);
  if (hostname && isLocalNetworkHost(hostname)) return `${request.protocol}://${host.toLowerCase()}`;
  return `http://localhost:${port}`;
};

const hostnameOf = (host: string) => {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
};

const privateV4 = [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  // Carrier-grade NAT: a phone's hotspot often hands these out.
  ['100.64.0.0', 10],
] as const;

const v4Number = (address: string) =>
  address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

export const isLocalNetworkHost = (hostname: string) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname.endsWith('.local')) return true;
  if (hostname === os.hostname().toLowerCase()) return true;
  const kind = net.isIP(hostname);
  if (kind === 4) {
    const value = v4Number(hostname);
    return privateV4.some(([base, bits]) => {
      const size = 2 ** (32 - bits);
      return Math.floor(value / size) === Math.floor(v4Number(base) / size);
    });
  }
  if (kind === 6) return hostname === '::1' || /^f[cd]/.test(hostname) || /^fe[89ab]/.test(hostname);
  return false;
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery stops here: a state-changing API request that carries a cookie must
 * say it comes from our own origin. Browsers always send Origin on such requests; a request with
 * no cookie carries no one's authority, so scripts and tools without one pass.
 */
export const registerOriginCheck = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin === undefined && !request.headers.cookie) return;
    if (origin !== requestOrigin(request)) throw new AppError('origin_forbidden');
  });
};
