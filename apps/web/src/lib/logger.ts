import { reportError } from './error-reporting';

/** The request id of a failed call's answer (ApiRequestError.body), or of a detail that carries one. */
function requestIdOf(details: unknown[]): string | undefined {
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const body = (detail as { body?: { requestId?: unknown } }).body;
    const id = body?.requestId ?? (detail as { requestId?: unknown }).requestId;
    if (typeof id === 'string' && id !== '') return id;
  }
  return undefined;
}

/**
 * The web app's one logger (spec part 1 §7). It writes to the console, and every error is also reported
 * (lib/error-reporting.ts: the Sentry SDK, to SENTRY_DSN_WEB or the server's own receiver) with the request id of
 * the answer it came from, so support can find the server's side of it.
 */
export const logger = {
  info: (message: string, ...details: unknown[]): void => console.info(message, ...details),
  warn: (message: string, ...details: unknown[]): void => console.warn(message, ...details),
  error: (message: string, ...details: unknown[]): void => {
    console.error(message, ...details);
    const error = details.find((detail) => detail instanceof Error) ?? details[0];
    reportError(error, { message, requestId: requestIdOf(details) });
  },
};
