import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (the library's default algorithm) at the OWASP minimum of 19 MiB and
 * 2 passes, one lane — about 11-30 ms a hash here. Measured at seed time too: the demo accounts
 * share one hash, so seeding all partners costs one hash, not one per account.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * argon2 verifications this process has run. The sign-in tests read it to show that an unknown account costs
 * one, like a wrong password (a module mock would need each test file in a fresh module registry).
 */
export const verifications = { count: 0 };

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verifications.count += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash signs nobody in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 verification on a throwaway hash, so a sign-in for an unknown (or locked)
 * account takes as long as a wrong password for a real one and its timing tells nothing.
 */
export async function spendVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
}
