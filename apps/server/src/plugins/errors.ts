import { httpStatusByCode, type ErrorCode, type ErrorResponse, type FieldIssue } from '@sangam/domain';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.ts';
import { describeDatabaseError } from '../db/connection-errors.ts';

const isKnownCode = (code: string): code is ErrorCode => code in httpStatusByCode;

/** Fastify's own errors, by their code, as ours. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_failed',
  FST_ERR_VALIDATION: 'validation_failed',
};

const toIssues = (error: FastifyError): FieldIssue[] => {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.flatMap((v) => {
    // Our schemas give codes as messages ('phone_invalid'); zod's own checks give prose.
    const code = v.message && /^[a-z0-9_.]+$/.test(v.message) ? v.message : v.keyword;
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // Unknown keys are reported on their object; name each one so the caller knows what to drop.
    const keys = (v.params as { keys?: unknown }).keys;
    if (Array.isArray(keys))
      return keys.map((key) => ({ field: field ? `${field}.${key}` : String(key), code }));
    return [{ field, code }];
  });
};

/** An outage is logged once when it starts; it is over after this long without another failure. */
const OUTAGE_QUIET_MS = 30_000;

/**
 * While the database is away every request fails the same way: one warning says so, instead of a
 * stack per request. Returns whether this failure was the one logged.
 */
const createOutageLog = (log: FastifyBaseLogger) => {
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  return (error: unknown, message: string) => {
    const now = Date.now();
    const starts = now - lastFailureAt > OUTAGE_QUIET_MS;
    lastFailureAt = now;
    if (starts) log.warn({ database: describeDatabaseError(error) }, message);
    return starts;
  };
};

/**
 * One error handler for the whole API: every failure leaves as `{ error: { code, issues? } }` with
 * a stable code. 5xx details stay in the log, never in the response.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  const noteOutage = createOutageLog(app.log);
  const stopWatching = app.database.onConnectionLost((error) =>
    noteOutage(error, 'lost a connection to the database; it is reconnected when next needed'),
  );
  app.addHook('onClose', async () => stopWatching());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A restart or failover: nothing is wrong with the request, so it may be tried again shortly.
    if (app.database.isUnreachable(error)) {
      if (!noteOutage(error, 'the database cannot be reached: answering 503 until it is back'))
        request.log.debug({ database: describeDatabaseError(error) }, 'database unavailable');
      const body: ErrorResponse = { error: { code: 'database_unavailable' } };
      return reply.status(httpStatusByCode.database_unavailable).send(body);
    }

    let code: string;
    let status: number;
    let issues: FieldIssue[] | undefined;

    if (error instanceof AppError) {
      code = error.code;
      status = error.status ?? (isKnownCode(code) ? httpStatusByCode[code] : 400);
      issues = error.issues;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      code = 'validation_failed';
      status = 400;
      issues = toIssues(error);
    } else if (error.code && fastifyCodes[error.code]) {
      code = fastifyCodes[error.code] as ErrorCode;
      status = httpStatusByCode[code as ErrorCode];
    } else if (error.statusCode === 429) {
      code = 'rate_limited';
      status = 429;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      code = error.statusCode === 404 ? 'not_found' : 'validation_failed';
      status = error.statusCode;
    } else {
      code = 'internal_error';
      status = 500;
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, status }, 'request refused');

    const body: ErrorResponse = { error: issues?.length ? { code, issues } : { code } };
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: 'not_found' } } satisfies ErrorResponse);
  });
};

/**
 * A URL Fastify cannot route (a broken %-escape, a path parameter past its length limit) never
 * reaches the error handler; without this it is answered in Fastify's shape, echoing the URL.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: 'validation_failed', status, reason: error.code }, 'request refused');
  return reply.status(status).send({ error: { code: 'validation_failed' } } satisfies ErrorResponse);
};
