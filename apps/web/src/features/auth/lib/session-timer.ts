import { SESSION_TIMEOUT_MS, SESSION_WARNING_BEFORE_MS, SESSION_WARNING_WINDOW_MS } from '@forkpoint/shared/constants';
import { SESSION_EXPIRY_COOKIE } from '@/lib/storage-keys';

/** Spec part 1 §8, word for word. */
export const SESSION_WARNING_MESSAGE =
  'You will be automatically logged out due to inactivity. Click here to keep this session active.';

/** The session expiry from its cookie (epoch ms); "defaults to 15 minutes from now" (spec part 1 §4). */
export function readSessionExpiry(cookie: string, now: number): number {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SESSION_EXPIRY_COOKIE) continue;
    const value = Number(decodeURIComponent(rest.join('=')));
    if (Number.isFinite(value) && value > 0) return value;
  }
  return now + SESSION_TIMEOUT_MS;
}

export interface SessionSchedule {
  /** Milliseconds until the warning toast, or null when no warning is due (more than 24 h remain). */
  warnInMs: number | null;
  /** Milliseconds until the browser goes to /SignOut, or null when too far off to time. */
  expireInMs: number | null;
}

/** setTimeout takes at most 2^31-1 ms (about 24.8 days); a 90-day session is timed again on a later navigation. */
const MAX_TIMER_MS = 2_147_483_647;

/** "When the remaining time is 24 hours or less, a warning toast appears 60 seconds before expiry." */
export function sessionSchedule(expiresAt: number, now: number): SessionSchedule {
  const remaining = expiresAt - now;
  const warnInMs = remaining <= SESSION_WARNING_WINDOW_MS ? Math.max(0, remaining - SESSION_WARNING_BEFORE_MS) : null;
  const expireInMs = remaining <= MAX_TIMER_MS ? Math.max(0, remaining) : null;
  return { warnInMs, expireInMs };
}
