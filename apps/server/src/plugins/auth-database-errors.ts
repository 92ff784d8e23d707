import { AsyncLocalStorage } from 'node:async_hooks';
import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnreachable } from '../db/connection-errors.ts';

/**
 * better-auth catches a failed query itself, logs it with a stack and answers 500. While the
 * database is away that would be every page load: instead its log line is dropped (the error
 * handler logs the outage once) and the failure is kept so the route can answer 503
 * `database_unavailable` like every other route.
 */
const currentRequest = new AsyncLocalStorage<{ failure?: unknown }>();

/** better-auth's logger, writing to ours. */
export const authLogger = (log: FastifyBaseLogger): NonNullable<BetterAuthOptions['logger']> => ({
  // Its warnings (a wrong password, say) are ordinary events that our own request log covers.
  level: 'error',
  log: (level, message, ...args) => {
    const failure = args.find((arg) => isDatabaseUnreachable(arg));
    if (failure) {
      const store = currentRequest.getStore();
      if (store) store.failure ??= failure;
      return;
    }
    // The adapter says this before rethrowing the failure itself, which is handled on its own.
    const breadcrumb = message.startsWith('Failed to query');
    log[breadcrumb ? 'debug' : level](
      { err: args.find((arg) => arg instanceof Error) },
      `better-auth: ${message}`,
    );
  },
});

/** Runs better-auth's handler; a 500 caused by an unreachable database is thrown as that failure. */
export const answerUnlessDatabaseUnreachable = async (handle: () => Promise<Response>) => {
  const store: { failure?: unknown } = {};
  const response = await currentRequest.run(store, handle);
  if (response.status >= 500 && store.failure) throw store.failure;
  return response;
};
