import fs from 'node:fs';
import path from 'node:path';
import { isLanguage } from '@sangam/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { newUserMail, passwordResetMail, verificationMail } from '../mail/messages.ts';
import { countAttempt, type AttemptRule } from './attempt-limits.ts';

/** Abuse limits per IP and per address (DECISIONS T6), by better-auth endpoint. */
export const authAttemptRules: Record<string, { ip: AttemptRule; email: AttemptRule }> = {
  '/sign-in/email': { ip: { max: 30, windowSeconds: 900 }, email: { max: 10, windowSeconds: 900 } },
  '/sign-up/email': { ip: { max: 20, windowSeconds: 3600 }, email: { max: 5, windowSeconds: 3600 } },
  '/request-password-reset': { ip: { max: 10, windowSeconds: 3600 }, email: { max: 3, windowSeconds: 3600 } },
  '/send-verification-email': {
    ip: { max: 10, windowSeconds: 3600 },
    email: { max: 3, windowSeconds: 3600 },
  },
};

type AuthOptions = { config: Config; db: Db; mailer: Mailer; log: FastifyInstance['log'] };

/**
 * The secret that signs sessions: AUTH_SECRET when set, otherwise one generated once and kept in
 * the data folder so the embedded default needs no setup and sessions survive a restart.
 */
export const resolveAuthSecret = (config: Config) => {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export const createAuth = ({ config, db, mailer, log }: AuthOptions) =>
  betterAuth({
    appName: 'Sangam',
    // Its warnings (a wrong password, say) are ordinary events that our own request log covers.
    logger: { level: 'error' },
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send(
          passwordResetMail({
            to: u.email,
            url,
            language: String((u as { language?: string }).language ?? 'en'),
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send(
          verificationMail({
            to: u.email,
            url,
            language: String((u as { language?: string }).language ?? 'en'),
          }),
        );
      },
    },
    // Our own limits, counted in the database, apply instead (see authAttemptRules).
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => {
            const language: unknown = data.language;
            return { data: { ...data, language: isLanguage(language) ? language : 'en' } };
          },
          after: async (created) => {
            if (!config.ownerEmail) return;
            // The owner hears of every sign-up; a failure is only logged (DECISIONS T5).
            mailer
              .send(
                newUserMail({
                  to: config.ownerEmail,
                  email: created.email,
                  signupDate: new Date().toISOString(),
                }),
              )
              .catch((error: unknown) =>
                log.warn({ err: error }, 'Could not notify the owner of a new user'),
              );
          },
        },
      },
    },
  });

export type Auth = ReturnType<typeof createAuth>;

export const toWebHeaders = (headers: FastifyRequest['headers']) => {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    result.append(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return result;
};

const bodyEmail = (body: unknown) => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

/**
 * better-auth answers every /api/auth/* call: the request is handed over as a Web Request and the
 * answer copied back, every set-cookie included. Abuse limits are counted first.
 */
export const registerAuthRoutes = (app: FastifyInstance, auth: Auth) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const url = new URL(request.url, app.config.baseUrl);
      const endpoint = url.pathname.slice('/api/auth'.length);
      const rules = request.method === 'POST' ? authAttemptRules[endpoint] : undefined;
      if (rules) {
        await countAttempt(app.database.db, `ip:${endpoint}:${request.ip}`, rules.ip);
        const email = bodyEmail(request.body);
        if (email) await countAttempt(app.database.db, `email:${endpoint}:${email}`, rules.email);
      }
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toWebHeaders(request.headers),
          body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};
