import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  STAFF_MESSAGES,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_COOKIE_PATH,
  type StaffIdentity,
  type StaffRole,
} from '@forkpoint/shared/contracts/support';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { recordStaffAction } from './audit-log-http';
import { findStaffSession, touchStaffSession, type ActiveStaffSession } from './staff-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets and clears the HttpOnly staff session cookie (sent to /api only). */
    staffCookie: { set(reply: FastifyReply, token: string, expiresAt: Date): void; clear(reply: FastifyReply): void };
  }
  interface FastifyRequest {
    /** The signed-in staff member, once requireStaff ran; null otherwise. Never the member of the request. */
    staff: StaffIdentity | null;
    /** The staff session behind request.staff (its expiries, for GET /api/Support/Session). */
    staffSession: ActiveStaffSession | null;
  }
}

export { type StaffIdentity, type StaffRole };

/**
 * Staff sign-in for the support console and the staging tools. Register staffGuardPlugin once (app.ts),
 * then guard each staff route with `preHandler: requireStaff('agent', 'admin')` (no roles: any staff).
 * The guard asks, in order: the CSRF header (on GETs too: console answers are personal data), a live
 * staff session on this partner (401), then the role (403, audited). It slides the 15-minute idle expiry.
 */
export const staffGuardPlugin = fp(
  async (app: FastifyInstance, options: { secureCookies: boolean }) => {
    app.decorateRequest('staff', null);
    app.decorateRequest('staffSession', null);
    // SameSite=Strict: console calls are same-site, and no other site's link may carry the cookie.
    const cookie = {
      path: STAFF_SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: options.secureCookies,
    };
    app.decorate('staffCookie', {
      set: (reply: FastifyReply, token: string, expiresAt: Date) =>
        void reply.setCookie(STAFF_SESSION_COOKIE, token, { ...cookie, expires: expiresAt }),
      clear: (reply: FastifyReply) => void reply.clearCookie(STAFF_SESSION_COOKIE, cookie),
    });
  },
  { name: 'staff-guard', dependencies: ['csrf', 'tenant', 'database', 'sessions'] },
);

/** Resolves request.staff from the cookie when there is a live session; never fails. */
export async function loadStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.staff) return;
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (!token) return;
  const { database, clock } = request.server;
  const now = clock();
  const session = await findStaffSession(database.db, { token, partnerCode: request.partner.code, now });
  if (!session) {
    // Expired, ended, or another partner's: the browser should stop sending it.
    request.server.staffCookie.clear(reply);
    return;
  }
  const expiresAt = await touchStaffSession(database.db, session, now);
  request.server.staffCookie.set(reply, token, expiresAt);
  request.staffSession = { ...session, expiresAt };
  request.staff = session.staff;
}

/**
 * preHandler factory: a staff session on this partner with one of `roles` (any role when none is named).
 * A refused role is answered 403 and recorded in the audit log with what was asked for.
 */
export function requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return async function staffGuard(request, reply) {
    await request.server.requireCsrfToken(request);
    await loadStaff(request, reply);
    const staff = request.staff;
    if (!staff) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.signInRequired);
    if (roles.length > 0 && !roles.includes(staff.role)) {
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.accessRefused,
        target: { type: 'route', id: `${request.method} ${request.routeOptions.url ?? request.url}` },
        after: { role: staff.role, allowed: roles },
      });
      throw new AppError('FORBIDDEN', STAFF_MESSAGES.forbidden);
    }
  };
}

/** The signed-in staff member in a handler behind requireStaff. */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.signInRequired);
  return request.staff;
}
