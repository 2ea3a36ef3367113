import { sha256 } from '../../lib/hash';

/**
 * Who sent an impression, as the daily summary's unique visitors count them: a one-way hash of the visitor
 * cookie, prefixed so it never equals the session table's hash of the same cookie (member_sessions.visitor_hash)
 * and cannot be joined to it. Null when the call carried no visitor cookie (plugins/csrf.ts VISITOR_COOKIE).
 */
export function visitorHashOf(visitorId: string | undefined): string | null {
  return visitorId ? sha256(`impressions:${visitorId}`).slice(0, 32) : null;
}
