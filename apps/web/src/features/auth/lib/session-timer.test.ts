import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@forkpoint/shared/dates/durations';
import { SESSION_TIMEOUT_MS } from '@forkpoint/shared/constants';
import { readSessionExpiry, sessionSchedule } from './session-timer';

describe('the session timer', () => {
  it('reads the expiry cookie, and defaults to 15 minutes from now without one', () => {
    expect(readSessionExpiry('a=1; fp_session_expires=1700000000000; b=2', 5)).toBe(1_700_000_000_000);
    expect(readSessionExpiry('a=1', 5)).toBe(5 + SESSION_TIMEOUT_MS);
    expect(readSessionExpiry('fp_session_expires=junk', 5)).toBe(5 + SESSION_TIMEOUT_MS);
  });

  it('warns 60 seconds before expiry when at most 24 hours remain', () => {
    expect(sessionSchedule(15 * 60_000, 0)).toEqual({ warnInMs: 14 * 60_000, expireInMs: 15 * 60_000 });
    expect(sessionSchedule(24 * HOUR_MS, 0).warnInMs).toBe(24 * HOUR_MS - 60_000);
  });

  it('does not warn while more than 24 hours remain', () => {
    expect(sessionSchedule(24 * HOUR_MS + 1, 0).warnInMs).toBeNull();
    expect(sessionSchedule(90 * DAY_MS, 0)).toEqual({ warnInMs: null, expireInMs: null });
  });
});
