import { describe, expect, it } from 'vitest';
import { holdsSessionCookie } from './session-cookie';

describe('holdsSessionCookie', () => {
  it('finds the session expiry cookie among others', () => {
    expect(holdsSessionCookie('fp_vid=abc; fp_session_expires=1700000000000; theme=x')).toBe(true);
    expect(holdsSessionCookie('fp_session_expires=1')).toBe(true);
  });

  it('answers false for a visitor, and for cookies that only resemble it', () => {
    expect(holdsSessionCookie('')).toBe(false);
    expect(holdsSessionCookie('fp_vid=abc')).toBe(false);
    expect(holdsSessionCookie('old_fp_session_expires=1; fp_session_expires_x=2')).toBe(false);
  });
});
