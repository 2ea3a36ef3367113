/**
 * Error reporting (issue 33 part 6; docs/error-reporting.md): both apps report through the Sentry SDKs. With a DSN
 * configured (SENTRY_DSN for the server, SENTRY_DSN_WEB for the browser) reports go to that service; without one,
 * to the server's own receiver, which speaks the SDKs' envelope protocol under ERROR_RECEIVER_PATH. No zod here:
 * the web's logger imports it.
 */

/** The DSN path of the local receiver: the SDKs post to `<path>/api/<project>/envelope/`. */
export const ERROR_RECEIVER_PATH = '/api/ErrorReports';
/** The local receiver's public key and project: they name it, they are no secret (a DSN is public). */
export const ERROR_RECEIVER_PUBLIC_KEY = 'forkpoint';
export const ERROR_RECEIVER_PROJECT = '1';

/** The local receiver's DSN as the browser reaches it from the page's own origin. */
export function localErrorDsn(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${ERROR_RECEIVER_PUBLIC_KEY}@${url.host}${ERROR_RECEIVER_PATH}/${ERROR_RECEIVER_PROJECT}`;
}

/** The tag a report carries the request id under (the server's `requestId` of an error answer). */
export const REQUEST_ID_TAG = 'request_id';
