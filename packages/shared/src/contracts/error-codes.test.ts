import { describe, expect, it } from 'vitest';
import { ERROR_CODE, ERROR_STATUS, isErrorCode } from './error-codes';
import { SSO_ERROR_CODES } from './sso';

describe('the error code table', () => {
  it('names every code once, as itself, with a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(ERROR_CODE[code as keyof typeof ERROR_CODE]).toBe(code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('holds the sign-in and single sign-on codes the web reads', () => {
    expect(ERROR_STATUS.INVALID_CREDENTIALS).toBe(401);
    expect(ERROR_STATUS.ACCOUNT_LOCKED).toBe(403);
    for (const code of Object.values(SSO_ERROR_CODES)) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('holds the reservation codes, each with its own status (docs/reservations.md)', () => {
    expect(ERROR_STATUS.RESERVATION_REFUSED).toBe(409);
    expect(ERROR_STATUS.BOOKING_ACCOUNT_DEACTIVATED).toBe(403);
    expect(ERROR_STATUS.FAILED_DEPENDENCY).toBe(424);
    expect(ERROR_STATUS.RESERVATION_FAILED).toBe(502);
  });
});
