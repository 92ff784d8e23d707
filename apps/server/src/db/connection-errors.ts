/**
 * Whether an error means the database cannot be reached right now (it is restarting, failing over,
 * or the network is down) rather than that a query was wrong. Such a request can be tried again in
 * a moment, so it is answered 503, not 500.
 */

/** PostgreSQL's codes for a server going away or not yet back. */
const serverCodes = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** What node-postgres and pg-pool say when a connection breaks or cannot be had in time. */
const unreachableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /encountered a connection error and is not queryable/,
];

/**
 * Put on every failure of a connection to the database (see MarkingClient in client.ts): a bare
 * `connect ECONNREFUSED` or `read ECONNRESET` could as well come from the mail server. A symbol, so
 * that it survives pg-boss copying the error into a plain object.
 */
const brokenConnection = Symbol('broken database connection');

export const markBrokenConnection = (error: Error) => {
  (error as Error & { [brokenConnection]?: true })[brokenConnection] = true;
};

/** An error, or a copy of one's properties (pg-boss spreads errors into plain objects). */
type ErrorLike = {
  message: string;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  [brokenConnection]?: true;
};

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

const isUnreachable = (error: ErrorLike) => {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    error[brokenConnection] === true ||
    serverCodes.has(code) ||
    // Class 08 is every SQLSTATE "connection exception".
    /^08[0-9A-Z]{3}$/.test(code) ||
    unreachableMessages.some((pattern) => pattern.test(error.message))
  );
};

/**
 * Whether `error` says that the database cannot be reached now. Drizzle wraps a driver's error in
 * its own with the original as `cause`, and a failed connect to a name with several addresses is an
 * AggregateError: both are looked through.
 */
export const isDatabaseUnreachable = (error: unknown, depth = 0): boolean => {
  if (!isErrorLike(error) || depth > 5) return false;
  if (isUnreachable(error)) return true;
  if (Array.isArray(error.errors) && error.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1)))
    return true;
  return isDatabaseUnreachable(error.cause, depth + 1);
};

/** The driver's code and message of the underlying failure, for one log line without a stack. */
export const describeDatabaseError = (error: unknown): { code?: string; message: string } => {
  let found: unknown = error;
  for (let depth = 0; depth < 5 && isErrorLike(found) && isErrorLike(found.cause); depth++)
    found = found.cause;
  if (!isErrorLike(found)) return { message: String(found) };
  return typeof found.code === 'string'
    ? { code: found.code, message: found.message }
    : { message: found.message };
};
