/**
 * Whether an error means the database cannot be reached right now (as opposed to a bug or bad data):
 * such a request answers 503 with Retry-After, so clients and load balancers wait and try again.
 */

/**
 * SQLSTATE classes and codes of a lost or refused connection: class 08 (connection exception), 57P01–57P05
 * (administrator shutdown, crash shutdown, cannot connect now, database dropped, idle session timeout), 53300
 * (too many connections) and 3D000 (the database does not exist: dropped or renamed under the app).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-5]$|53300$|3D000$)/;
/**
 * Severities with which the server ends the session: a FATAL error is the server refusing or closing the
 * connection, whatever its SQLSTATE. `ALTER DATABASE … ALLOW_CONNECTIONS false` refuses new connections with
 * FATAL 55000 ("database … is not currently accepting connections"); the same 55000 as a plain ERROR (a
 * sequence's currval not yet defined) is a bug and stays a 500.
 */
const SESSION_ENDING_SEVERITY = new Set(['FATAL', 'PANIC']);
/** Node socket errors on the way to the server. */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres reports a dropped or unobtainable connection with plain messages. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|driver has already been destroyed|PGlite is closed/i;

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  // node-postgres names the severity of a server's error; only a DatabaseError (with a SQLSTATE) carries one.
  if (typeof code === 'string' && typeof severity === 'string' && SESSION_ENDING_SEVERITY.has(severity)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  // A caller that wrapped the database's error (new Error('…', { cause })) keeps its meaning.
  if (error.cause !== undefined && isDatabaseUnavailable(error.cause, depth + 1)) return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}
