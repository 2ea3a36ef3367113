import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER } from '@forkpoint/shared';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CSRF token for a visitor id (the value GET /api/CSRF answers). */
    csrfTokenFor(visitorId: string): string;
    /** The visitor id of this request, set as an HttpOnly cookie when it has none. */
    visitorIdOf(request: FastifyRequest, reply: FastifyReply): string;
    /**
     * A new visitor id for this browser, as a session starts: a token or visitor id learnt before sign-in
     * is worthless after it. The new CSRF token goes back in the X-XSRF-TOKEN response header, which
     * the web's API client stores; the rest of this request sees the new id.
     */
    rotateVisitorId(request: FastifyRequest, reply: FastifyReply): string;
    /** An onRequest hook asking for the CSRF header on a call that is not a mutating method (GET /api/SignOut). */
    requireCsrfToken(request: FastifyRequest): Promise<void>;
  }
}

export const VISITOR_COOKIE = 'fp_vid';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  secret: string;
  secureCookies: boolean;
}

/**
 * CSRF protection bound to the visitor: every visitor gets a random HttpOnly id cookie and
 * the token is an HMAC of that id. A cross-site page can neither read the cookie nor compute
 * the token, so a mutating /api call without the matching X-XSRF-TOKEN header is refused.
 * Stateless: nothing is stored, and the token outlives server restarts.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: CsrfOptions) => {
    const tokenFor = (visitorId: string) =>
      createHmac('sha256', options.secret).update(`csrf:${visitorId}`).digest('base64url');

    app.decorate('csrfTokenFor', tokenFor);
    const issueVisitorId = (reply: FastifyReply) => {
      const id = randomBytes(18).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: 60 * 60 * 24 * 400,
      });
      return id;
    };

    app.decorate('visitorIdOf', (request: FastifyRequest, reply: FastifyReply) => {
      const existing = request.cookies[VISITOR_COOKIE];
      if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing)) return existing;
      return issueVisitorId(reply);
    });

    app.decorate('rotateVisitorId', (request: FastifyRequest, reply: FastifyReply) => {
      const id = issueVisitorId(reply);
      request.cookies[VISITOR_COOKIE] = id;
      reply.header(CSRF_HEADER, tokenFor(id));
      return id;
    });

    const checkToken = (request: FastifyRequest) => {
      const visitorId = request.cookies[VISITOR_COOKIE];
      const header = request.headers[CSRF_HEADER.toLowerCase()];
      const sent = Array.isArray(header) ? header[0] : header;
      if (!visitorId || !sent || !safeEqual(sent, tokenFor(visitorId))) {
        throw new AppError(
          'CSRF_INVALID',
          `Missing or invalid CSRF token. Fetch GET /api/CSRF and send its csrfToken in the ${CSRF_HEADER} header.`,
        );
      }
    };
    app.decorate('requireCsrfToken', async (request: FastifyRequest) => checkToken(request));

    app.addHook('onRequest', async (request) => {
      // A route signed by its caller (the card network's feed) has no cookie to protect.
      if (request.routeOptions.config.signatureAuthenticated) return;
      if (MUTATING.has(request.method) && request.url.startsWith('/api/')) checkToken(request);
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
