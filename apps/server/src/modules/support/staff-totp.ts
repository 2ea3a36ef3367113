import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newTotpSecret } from './totp';
import { openTotpSecret, sealTotpSecret, type StaffTotpKeyring } from '../../lib/totp-secrets';

/**
 * Where staff TOTP secrets are written and read: always sealed (totp-secrets.ts), never in clear
 * (docs/decisions/0026-staff-management.md).
 */

/**
 * Gives the staff member `secret` (a new one when not given) and forgets the last accepted step, so the
 * old secret's codes stop working at once. Answers the clear secret: the caller shows it once.
 */
export async function storeTotpSecret(
  db: Kysely<DB>,
  keyring: StaffTotpKeyring,
  staffId: number,
  secret: string = newTotpSecret(),
): Promise<string> {
  const { keyId, sealed } = sealTotpSecret(keyring, staffId, secret);
  await db
    .updateTable('staff')
    .set({ totp_secret_sealed: sealed, totp_key_id: keyId, totp_last_step: null })
    .where('id', '=', staffId)
    .execute();
  return secret;
}

/** The clear secret of a row read with totp_secret_sealed and totp_key_id; null: none, or unreadable. */
export function totpSecretOf(
  keyring: StaffTotpKeyring,
  row: { id: number; totp_secret_sealed: string | null; totp_key_id: string | null },
): string | null {
  if (!row.totp_secret_sealed || !row.totp_key_id) return null;
  return openTotpSecret(keyring, row.id, { keyId: row.totp_key_id, sealed: row.totp_secret_sealed });
}

export interface SealReport {
  /** Clear secrets from before migration 0060, sealed and emptied. */
  sealed: number;
  /** Secrets sealed under a previous key, sealed again under the current one. */
  resealed: number;
  /** Secrets under a key the ring does not hold: those staff need an admin to reset their TOTP. */
  unreadable: number;
}

/**
 * The start-up's pass over the staff table (the seed runs it first, under its lock): seals every clear
 * secret left by the time before migration 0060 and empties its column, and seals again under the current
 * key what an earlier key sealed. With nothing to do it costs one scan of the (small) staff table.
 */
export async function sealStaffTotpSecrets(db: Kysely<DB>, keyring: StaffTotpKeyring): Promise<SealReport> {
  const report: SealReport = { sealed: 0, resealed: 0, unreadable: 0 };
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'totp_secret_unsealed', 'totp_secret_sealed', 'totp_key_id'])
    .where((eb) => eb.or([eb('totp_secret_unsealed', 'is not', null), eb('totp_key_id', '!=', keyring.current.id)]))
    .execute();
  for (const row of rows) {
    const clear = row.totp_secret_unsealed;
    const secret = clear ?? totpSecretOf(keyring, row);
    if (secret === null) {
      report.unreadable += 1;
      continue;
    }
    const { keyId, sealed } = sealTotpSecret(keyring, row.id, secret);
    await db
      .updateTable('staff')
      .set({ totp_secret_sealed: sealed, totp_key_id: keyId, totp_secret_unsealed: null })
      .where('id', '=', row.id)
      .execute();
    report[clear !== null ? 'sealed' : 'resealed'] += 1;
  }
  return report;
}
