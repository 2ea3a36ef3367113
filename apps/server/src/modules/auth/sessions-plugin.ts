import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_EXPIRY_COOKIE } from '@forkpoint/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { VISITOR_COOKIE } from '../../plugins/csrf';
import {
  countActiveSessions,
  createSession,
  endSessionByToken,
  findSession,
  touchSession,
  type ActiveSession,
} from './session-store';

/**
 * The signed-in member's session on a route behind requireMember, which has already answered 401 without
 * one: read it here rather than with `!`, so a route that forgot the preHandler fails closed, not open.
 */
export function signedInSession(request: FastifyRequest): ActiveSession {
  if (!request.memberSession) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  return request.memberSession;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for everything time-dependent in identity; tests inject a movable clock. */
    clock: Clock;
    /** preHandler: 401 unless a member is signed in on this partner; slides the session. */
    requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: resolves the signed-in member when there is one (request.memberSession), never fails. */
    loadMember(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Opens a new session for the member (rotating away any session the request carried) and sets the cookies. */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      input: { memberId: number; rememberMe: boolean; emulationId?: string },
    ): Promise<{ expiresAt: Date; rememberMe: boolean }>;
    /** Ends the request's session server-side and clears the cookies. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in member's session, once requireMember or loadMember ran; null when signed out. */
    memberSession: ActiveSession | null;
  }
}

export interface SessionsOptions {
  clock: Clock;
  secureCookies: boolean;
}

export const UNAUTHORIZED_MESSAGE = 'Please sign in to continue.';

/**
 * Member sessions on top of the visitor cookie: an HttpOnly, SameSite=Lax (Secure in production)
 * session cookie holding a random id, and a readable cookie holding the expiry (epoch ms) that the
 * web app's inactivity warning reads. 15 minutes, or 90 days with remember-me, sliding on every
 * authenticated call.
 */
export const sessionsPlugin = fp(
  async (app: FastifyInstance, options: SessionsOptions) => {
    const resolved = new WeakSet<FastifyRequest>();
    const cookieBase = { path: '/', sameSite: 'lax' as const, secure: options.secureCookies };

    const setCookies = (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true, expires: expiresAt });
      reply.setCookie(SESSION_EXPIRY_COOKIE, String(expiresAt.getTime()), {
        ...cookieBase,
        httpOnly: false,
        expires: expiresAt,
      });
    };
    const clearCookies = (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { ...cookieBase, httpOnly: true });
      reply.clearCookie(SESSION_EXPIRY_COOKIE, { ...cookieBase, httpOnly: false });
    };

    const resolve = async (request: FastifyRequest, reply: FastifyReply) => {
      if (resolved.has(request)) return;
      resolved.add(request);
      const token = request.cookies[SESSION_COOKIE];
      const visitorId = request.cookies[VISITOR_COOKIE];
      if (!token) return;
      const now = options.clock();
      const session = visitorId
        ? await findSession(app.database.db, { token, partnerCode: request.partner.code, visitorId, now })
        : null;
      if (!session) {
        // Expired, ended, or another partner's: the browser should stop sending it.
        clearCookies(reply);
        return;
      }
      const expiresAt = await touchSession(app.database.db, session, now);
      setCookies(reply, token, expiresAt);
      request.memberSession = { ...session, expiresAt };
    };

    app.decorate('clock', options.clock);
    app.decorateRequest('memberSession', null);
    app.decorate('loadMember', resolve);
    app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
      await resolve(request, reply);
      if (!request.memberSession) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    });

    app.decorate(
      'startSession',
      async (
        request: FastifyRequest,
        reply: FastifyReply,
        input: { memberId: number; rememberMe: boolean; emulationId?: string },
      ) => {
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await endSessionByToken(app.database.db, previous, request.partner.code);
        const { token, expiresAt } = await createSession(app.database.db, {
          memberId: input.memberId,
          partnerCode: request.partner.code,
          // A new visitor id (and CSRF token) with every new session: nothing learnt before it still works.
          visitorId: app.rotateVisitorId(request, reply),
          rememberMe: input.rememberMe,
          now: options.clock(),
          userAgent: String(request.headers['user-agent'] ?? ''),
          ip: request.ip,
          ...(input.emulationId ? { emulationId: input.emulationId } : {}),
        });
        setCookies(reply, token, expiresAt);
        return { expiresAt, rememberMe: input.rememberMe };
      },
    );

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSessionByToken(app.database.db, token, request.partner.code);
      request.memberSession = null;
      clearCookies(reply);
    });

    app.metrics.gaugeOnScrape({
      name: 'active_sessions',
      help: 'Member sessions not yet expired, across every partner.',
      read: () => countActiveSessions(app.database.db, options.clock()),
    });
  },
  { name: 'sessions', dependencies: ['csrf', 'tenant', 'database', 'metrics'] },
);
