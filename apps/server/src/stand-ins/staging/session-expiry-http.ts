import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_EXPIRY_COOKIE } from '@forkpoint/shared';
import type { SessionExpiryResponse } from '@forkpoint/shared/contracts/staging-tools';
import { AppError } from '../../lib/app-error';
import { addMs } from '../../lib/clock';
import { sessionLifetimeMs } from '../../modules/auth/session-store';

export const NO_MEMBER_SESSION_MESSAGE = 'Sign in as a member in this browser first: the tool sets that session.';

/**
 * The staging tools' session expiry (issue 17 item 6; decision 0011's warning made testable): gives the member
 * session this browser holds a lifetime of its own, by which it slides from now on (so the member's next call
 * does not put the normal 15 minutes back), and sends the expiry cookie the web app's session watch reads.
 * `seconds` null gives the normal lifetime back.
 */
export async function setSessionExpiry(
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number | null,
): Promise<SessionExpiryResponse> {
  const { server } = request;
  await server.loadMember(request, reply);
  const session = request.memberSession;
  const token = request.cookies[SESSION_COOKIE];
  if (!session || !token) throw new AppError('CONFLICT', NO_MEMBER_SESSION_MESSAGE);

  const lifetimeMs = seconds === null ? null : seconds * 1000;
  const expiresAt = addMs(server.clock(), lifetimeMs ?? sessionLifetimeMs(session.rememberMe));
  await server.database.db
    .updateTable('member_sessions')
    .set({ lifetime_ms: lifetimeMs, expires_at: expiresAt })
    .where('id_hash', '=', session.idHash)
    .where('partner_code', '=', request.partner.code)
    .execute();
  // The same cookies the sessions plugin sets (modules/auth/sessions-plugin.ts), now with the new end; secure is off as it
  // is everywhere outside production, the only place these tools exist.
  const base = { path: '/', sameSite: 'lax' as const, secure: false, expires: expiresAt };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(SESSION_EXPIRY_COOKIE, String(expiresAt.getTime()), { ...base, httpOnly: false });
  return { publicId: session.member.publicId, expiresAt: expiresAt.toISOString(), seconds };
}
