import fs from 'node:fs';
import path from 'node:path';
import { authBodyIssues, isLanguage } from '@sangam/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { newUserMail, passwordResetMail, verificationMail } from '../mail/messages.ts';
import { AppError } from '../app-error.ts';
import {
  endAllSessions,
  pendingAccountOfLink,
  removePendingAccount,
  settleConfirmation,
} from './address-confirmation.ts';
import { countAttempt, type AttemptRule } from './attempt-limits.ts';
import { answerUnlessDatabaseUnreachable, authLogger } from './auth-database-errors.ts';
import { requestOrigin } from './origin.ts';
import { limitedPasswordHashing } from './password-hashing.ts';

/**
 * Abuse limits (DECISIONS T6), by better-auth endpoint: per IP, per address from one IP, and a much
 * higher ceiling per address from anywhere. Keying the address's budget by IP means a stranger
 * guessing passwords spends their own budget, not the owner's, who still gets in from their device.
 */
export const authAttemptRules: Record<
  string,
  { ip: AttemptRule; emailFromIp: AttemptRule; email: AttemptRule }
> = {
  '/sign-in/email': {
    ip: { max: 30, windowSeconds: 900 },
    emailFromIp: { max: 10, windowSeconds: 900 },
    email: { max: 100, windowSeconds: 900 },
  },
  '/sign-up/email': {
    ip: { max: 20, windowSeconds: 3600 },
    emailFromIp: { max: 5, windowSeconds: 3600 },
    email: { max: 20, windowSeconds: 3600 },
  },
  '/request-password-reset': {
    ip: { max: 10, windowSeconds: 3600 },
    emailFromIp: { max: 3, windowSeconds: 3600 },
    email: { max: 10, windowSeconds: 3600 },
  },
  '/send-verification-email': {
    ip: { max: 10, windowSeconds: 3600 },
    emailFromIp: { max: 3, windowSeconds: 3600 },
    email: { max: 10, windowSeconds: 3600 },
  },
};

/** The better-auth endpoints the app uses; every other one it offers answers 404. */
const openEndpoints = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'POST /reset-password',
  'GET /reset-password/:token',
]);

const endpointKey = (method: string, endpoint: string) =>
  `${method} ${endpoint.startsWith('/reset-password/') ? '/reset-password/:token' : endpoint}`;

type AuthOptions = { config: Config; db: Db; mailer: Mailer; log: FastifyInstance['log'] };

/**
 * The secret that signs sessions: AUTH_SECRET when set, otherwise one generated once and kept in
 * the data folder so the embedded default needs no setup and sessions survive a restart.
 *
 * Instances sharing one data folder must sign with one secret, also when they start together on a
 * new folder: the secret is written in full under a name of its own and then linked into place,
 * which fails when the file is already there, and every instance uses what the file holds.
 */
export const resolveAuthSecret = (config: Config) => {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    const draft = `${file}.${process.pid}-${crypto.randomUUID()}`;
    fs.writeFileSync(draft, secret, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A file system without hard links: written in place, as before.
      if (code !== 'EEXIST') fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
};

export const createAuth = ({ config, db, mailer, log }: AuthOptions) =>
  betterAuth({
    appName: 'Sangam',
    logger: authLogger(log),
    // Unset, better-auth takes the origin of each Request, which the route below builds from
    // requestOrigin(): e-mailed links then point where the user reached us (DECISIONS T8).
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins: config.baseUrl
      ? [config.baseUrl]
      : (request?: Request) => (request ? [new URL(request.url).origin] : []),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      // Its own scrypt, a few hashes at a time so sign-ins never take every core (decision 042).
      password: limitedPasswordHashing(),
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
      // Confirming never signs anyone in: see address-confirmation.ts.
      autoSignInAfterVerification: false,
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
    // A failure that is not one of its own answers (a query that failed: the database went away
    // mid-sign-in) is thrown to our error handler (503 database_unavailable, the outage logged once)
    // instead of being printed to stderr with its stack by better-call and answered 500.
    onAPIError: { throw: true },
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

/**
 * Request headers as a Web Headers object. Forwarded-for headers are the client's to invent, so
 * they are replaced by the address Fastify resolved (which believes proxies only under
 * TRUST_PROXY): better-auth records it on the session.
 */
export const toWebHeaders = (request: FastifyRequest) => {
  const result = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key.startsWith('x-forwarded-')) continue;
    result.append(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  result.set('x-forwarded-for', request.ip);
  return result;
};

const bodyEmail = (body: unknown) => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

const countAuthAttempts = async (app: FastifyInstance, request: FastifyRequest, endpoint: string) => {
  const rules = request.method === 'POST' ? authAttemptRules[endpoint] : undefined;
  if (!rules) return;
  const db = app.database.db;
  await countAttempt(db, `ip:${endpoint}:${request.ip}`, rules.ip);
  const email = bodyEmail(request.body);
  if (!email) return;
  await countAttempt(db, `email-ip:${endpoint}:${email}:${request.ip}`, rules.emailFromIp);
  await countAttempt(db, `email:${endpoint}:${email}`, rules.email);
};

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { location } });

/**
 * better-auth answers the /api/auth/* calls the app uses: the request is handed over as a Web
 * Request and the answer copied back, every set-cookie included. Abuse limits are counted first;
 * sign-up, confirmation and sign-out get the account rules of address-confirmation.ts around them.
 */
export const registerAuthRoutes = (app: FastifyInstance, auth: Auth) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const db = app.database.db;
      const origin = requestOrigin(request);
      const url = new URL(request.url, origin);
      const endpoint = url.pathname.slice('/api/auth'.length);
      if (!openEndpoints.has(endpointKey(request.method, endpoint))) throw new AppError('not_found');
      const issues = request.method === 'POST' ? authBodyIssues(endpoint, request.body) : [];
      if (issues.length) throw new AppError('validation_failed', { issues });
      await countAuthAttempts(app, request, endpoint);

      const headers = toWebHeaders(request);
      const current =
        endpoint === '/verify-email' || endpoint === '/sign-out'
          ? await auth.api.getSession({ headers })
          : null;
      const email = bodyEmail(request.body);
      if (endpoint === '/sign-up/email' && email) await removePendingAccount(db, email);
      const pending = endpoint === '/verify-email' ? await pendingAccountOfLink(db, url) : null;

      let response = await answerUnlessDatabaseUnreachable(() =>
        auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
          }),
        ),
      );

      if (pending) {
        const setPassword = await settleConfirmation({
          db,
          auth,
          pending,
          currentSessionToken: current?.user.id === pending.id ? current.session.token : null,
          origin,
        });
        if (setPassword) response = redirectTo(setPassword);
      }
      if (endpoint === '/sign-out' && current) await endAllSessions(db, current.user.id);

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
