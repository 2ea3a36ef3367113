import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import { CARD_LOG_REDACT_PATHS } from '../card-log-redaction';

/**
 * What the server may write to its logs. Secrets travel in query strings (recovery links' `token`,
 * SSO `code` and `state`) and so do e-mail addresses (`?email=`, the outbox's `?to=`), so a logged URL
 * keeps its path and the names of its query parameters, never their values; an e-mail address in a
 * path is masked too. Cookies, CSRF tokens and card data are redacted wherever they appear.
 */

const REDACTED = '~';
/** An e-mail address, raw or percent-encoded (%40), in a path segment or parameter name. */
const EMAIL_IN_PATH = /[^/?#@\s]+(?:@|%40)[^/?#@\s]+\.[^/?#@\s]+/gi;

export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(EMAIL_IN_PATH, REDACTED);
  if (queryAt === -1) return path;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]!.replace(EMAIL_IN_PATH, REDACTED)}=${REDACTED}`);
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...CARD_LOG_REDACT_PATHS,
];

/**
 * Fastify's request serializer with the URL made loggable (and the same fields otherwise), and pino's
 * error serializer without the values a failed statement was given (PGlite's errors carry `params`:
 * e-mail addresses, names, token digests); the statement text itself is kept.
 */
export const logSerializers = {
  err(error: Error) {
    const serialized = stdSerializers.err(error);
    for (const key of ['params', 'parameters', 'values']) {
      if (key in serialized) serialized[key] = REDACTED;
    }
    return serialized;
  },
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggableUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** The server's logger options: the same redaction in production and in the test suite's capture. */
export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return { level, redact: LOG_REDACT_PATHS, serializers: logSerializers, ...(stream ? { stream } : {}) };
}
