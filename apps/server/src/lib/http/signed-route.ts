import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRANSACTION_FEED_SIGNATURE_HEADER } from '@forkpoint/shared/contracts/transaction-feed';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { checkSignatureHeader } from '../feed-signature';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route authenticates its caller by a signature over the body: no cookie, so no CSRF token. */
    signatureAuthenticated?: boolean;
  }
}

/** The request's X-Forkpoint-Signature header (the first, if it came twice). */
export function signatureHeaderOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TRANSACTION_FEED_SIGNATURE_HEADER.toLowerCase()];
  return Array.isArray(header) ? header[0] : header;
}

/** Whether the request announces a body (a length above 0, or chunks). */
export function bodyComing(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Route options of every call authenticated by X-Forkpoint-Signature (the card network's feed, the booking
 * provider's outcome webhook, the partners' posting files; docs/transaction-feed.md "Size"):
 *
 * - its own body cap (`bodyLimit`), from config/env.ts: a declared length above it is refused with 413 before
 *   the body is read, a chunked body as soon as it passes the cap;
 * - an onRequest check of the header, the first thing the route does: a missing, malformed or stale signature
 *   answers 401 before a byte of the body is read (the content-type parser never runs), with `Connection: close`
 *   so the socket is not kept open to drain what the caller is still sending. The MAC needs the body, so a
 *   well-formed, fresh header is checked against it by the route once read, within the cap;
 * - no CSRF token (config.signatureAuthenticated; plugins/csrf.ts): there is no cookie to ride on.
 *
 * The partners' calls add the check of the key that signed them (integration-keys/partner-call-guard.ts).
 */
export function signedRoute(clock: Clock, maxBodyBytes: number) {
  return {
    bodyLimit: maxBodyBytes,
    config: { signatureAuthenticated: true },
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const check = checkSignatureHeader(signatureHeaderOf(request), clock());
      if (check.ok) return;
      if (bodyComing(request)) reply.header('Connection', 'close');
      throw new AppError('UNAUTHORIZED', check.reason);
    },
  };
}
