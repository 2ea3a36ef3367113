import { SESSION_EXPIRY_COOKIE } from './storage-keys';

/**
 * Whether this browser holds a member session. The server sets the readable expiry cookie beside the
 * HttpOnly session cookie, with the same lifetime, and clears both together (server modules/auth/sessions-plugin.ts),
 * so without it GET /api/Member could only answer 401 — a failed request the browser logs as a console
 * error on every page a visitor opens (issue 19). A stale cookie still asks, and its 401 still means "no member".
 */
export function holdsSessionCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_EXPIRY_COOKIE}=`));
}
