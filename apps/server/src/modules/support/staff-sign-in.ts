import { sql, type Kysely } from 'kysely';
import type { StaffIdentity, StaffRole, StaffSignInRequest } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';
import { claimAttempt, clearFailures } from '../auth/lockout';
import { spendVerification, verifyPassword } from '../auth/passwords';
import { spendRecoveryCode } from './recovery-codes';
import { totpSecretOf } from './staff-totp';
import { matchTotp } from './totp';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';

export type StaffSignInOutcome =
  | { kind: 'signed-in'; staff: StaffIdentity; factor: 'totp' | 'recovery-code' }
  /** `staff` is set when the e-mail named an account, so the refusal can be audited against it. */
  | { kind: 'invalid'; staff: StaffIdentity | null; reason: 'password' | 'code' | 'recovery-code' }
  | { kind: 'replayed'; staff: StaffIdentity }
  | { kind: 'locked'; staff: StaffIdentity | null; lockedUntil: Date };

/**
 * Password, then the second factor. Lockout as for members (auth/lockout.ts: 5 failures lock for 30
 * minutes), counted before anything is checked, on keys of their own ('staff:<id>', or 'staff-name:<e-mail>'
 * for an unknown e-mail) so a member and a staff member never share a count. Every path spends one argon2
 * verification, so the timing does not say whether the e-mail is staff. A code is accepted once: the
 * step it matched must be later than the last accepted step, moved forward in one conditional update.
 */
export async function signInStaff(
  db: Kysely<DB>,
  input: StaffSignInRequest & { partnerCode: string; now: Date; keyring: StaffTotpKeyring },
): Promise<StaffSignInOutcome> {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'email', 'display_name', 'role', 'password_hash', 'totp_secret_sealed', 'totp_key_id'])
    .where('partner_code', '=', input.partnerCode)
    .where('email', '=', input.email)
    .where('active', '=', true)
    .executeTakeFirst();
  const staff: StaffIdentity | null = row
    ? {
        id: row.id,
        email: row.email,
        displayName: row.display_name,
        role: row.role as StaffRole,
        partnerCode: input.partnerCode,
      }
    : null;
  const key = row ? `staff:${row.id}` : `staff-name:${input.email}`;

  const claim = await claimAttempt(db, input.partnerCode, key, input.now);
  if (!claim.allowed) {
    await spendVerification(input.password);
    return { kind: 'locked', staff, lockedUntil: claim.lockedUntil };
  }
  const refuse = (outcome: StaffSignInOutcome): StaffSignInOutcome =>
    claim.locksOnFailure ? { kind: 'locked', staff, lockedUntil: claim.locksOnFailure } : outcome;

  const passwordMatches = row
    ? await verifyPassword(row.password_hash, input.password)
    : (await spendVerification(input.password), false);
  if (!row || !staff || !passwordMatches) return refuse({ kind: 'invalid', staff, reason: 'password' });

  if (input.recoveryCode) {
    if (!(await spendRecoveryCode(db, row.id, input.recoveryCode, input.now))) {
      return refuse({ kind: 'invalid', staff, reason: 'recovery-code' });
    }
    await signedIn(db, input.partnerCode, key, row.id, input.now);
    return { kind: 'signed-in', staff, factor: 'recovery-code' };
  }

  // Opened only now, after the password matched: a wrong password never decrypts anything.
  const secret = input.code ? totpSecretOf(input.keyring, row) : null;
  const step = secret && input.code ? await matchTotp(secret, input.code, input.now) : null;
  if (step === null) return refuse({ kind: 'invalid', staff, reason: 'code' });
  const taken = await sql<{ id: number }>`
    UPDATE staff SET totp_last_step = ${step}
    WHERE id = ${row.id} AND (totp_last_step IS NULL OR totp_last_step < ${step})
    RETURNING id`.execute(db);
  if (taken.rows.length === 0) return refuse({ kind: 'replayed', staff });
  await signedIn(db, input.partnerCode, key, row.id, input.now);
  return { kind: 'signed-in', staff, factor: 'totp' };
}

/** A sign-in went through: the failure count goes, and the staff list's "last sign-in" moves on. */
async function signedIn(db: Kysely<DB>, partnerCode: string, key: string, staffId: number, now: Date) {
  await clearFailures(db, partnerCode, key);
  await db.updateTable('staff').set({ last_sign_in_at: now }).where('id', '=', staffId).execute();
}
