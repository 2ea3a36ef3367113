import type { FastifyRequest } from 'fastify';
import { sha256 } from '../../lib/hash';
import { VISITOR_COOKIE } from '../../plugins/csrf';

/**
 * Who sent an impression, as the daily summary's unique visitors count them: a one-way hash of the visitor
 * cookie, prefixed so it never equals the session table's hash of the same cookie (member_sessions.visitor_hash)
 * and cannot be joined to it. Null when the call carried no visitor cookie.
 */
export function visitorHashOf(request: FastifyRequest): string | null {
  const visitorId = request.cookies[VISITOR_COOKIE];
  return visitorId ? sha256(`impressions:${visitorId}`).slice(0, 32) : null;
}
