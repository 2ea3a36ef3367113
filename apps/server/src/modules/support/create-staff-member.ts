import type { Kysely } from 'kysely';
import { STAFF_MANAGEMENT_MESSAGES as MESSAGES, type StaffRole } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth/passwords';
import { issueRecoveryCodes } from './recovery-codes';
import { storeTotpSecret } from './staff-totp';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';

/**
 * Adds a member of staff to a program (decision 0026): the row with an argon2id hash of the password, a new
 * TOTP secret sealed under the keyring and ten recovery codes. Answers the clear secret and codes, which the
 * caller shows once: an admin's POST /api/Support/Staff, or the first admin's command (first-admin.ts).
 * Run it inside the caller's transaction, with the caller's audit record.
 */
export interface NewStaffMember {
  partnerCode: string;
  /** Already lower-cased (staffCreateRequestSchema does it); the table refuses any other. */
  email: string;
  displayName: string;
  role: StaffRole;
  password: string;
}

export interface CreatedStaffMember {
  id: number;
  totpSecret: string;
  recoveryCodes: string[];
}

export async function createStaffMember(
  trx: Kysely<DB>,
  keyring: StaffTotpKeyring,
  input: NewStaffMember,
  now: Date,
): Promise<CreatedStaffMember> {
  const taken = await trx
    .selectFrom('staff')
    .select('id')
    .where('partner_code', '=', input.partnerCode)
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (taken) throw emailTaken();
  const inserted = await trx
    .insertInto('staff')
    .values({
      partner_code: input.partnerCode,
      email: input.email,
      display_name: input.displayName,
      role: input.role,
      password_hash: await hashPassword(input.password),
      created_at: now,
      totp_secret_sealed: null,
      totp_key_id: null,
      totp_last_step: null,
      last_sign_in_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Another admin created the same e-mail between the check and the insert.
      throw (error as { code?: unknown }).code === '23505' ? emailTaken() : error;
    });
  const totpSecret = await storeTotpSecret(trx, keyring, inserted.id);
  const recoveryCodes = await issueRecoveryCodes(trx, inserted.id, now);
  return { id: inserted.id, totpSecret, recoveryCodes };
}

const emailTaken = () =>
  new AppError('CONFLICT', MESSAGES.emailTaken, [{ field: 'email', message: MESSAGES.emailTaken }]);
