import { generate, generateSecret, generateURI, verify } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@forkpoint/shared/contracts/support';

/**
 * RFC 6238 codes through otplib: 30-second steps, 6 digits, SHA-1 (what authenticator apps assume).
 * A code is accepted one step either side of now, for clock drift; which step it matched is answered
 * so the caller can refuse a step already used (replay), as staff-sign-in.ts does.
 */

/** One step either side of the current one. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS });
}

/** The time step the code belongs to, or null when it matches none near `now`. */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed code or stored secret signs nobody in.
    return null;
  }
}

/** The otpauth:// URI an authenticator app scans (README's demo set-up). */
export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: 'Forkpoint Support', label, secret, period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS });
}
