/**
 * Whether an error means the database cannot be reached right now (as opposed to a bug or bad data):
 * such a request answers 503 with Retry-After, so clients and load balancers wait and try again.
 */

/** SQLSTATE classes and codes of a lost or refused connection. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
/** Node socket errors on the way to the server. */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres reports a dropped or unobtainable connection with plain messages. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|driver has already been destroyed|PGlite is closed/i;

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}
