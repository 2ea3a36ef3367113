import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STAFF_RECOVERY_CODE_COUNT } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';
import { hashPassword, verifyPassword } from '../auth/passwords';

/**
 * One-time recovery codes for a staff member who lost the authenticator: ten, shown once, kept as
 * argon2id hashes like passwords, each spent by the first sign-in that uses it.
 */

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const pick = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

/** Replaces the staff member's codes with fresh ones; answers them in clear, the only time they exist so. */
export async function issueRecoveryCodes(db: Kysely<DB>, staffId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
  await storeRecoveryCodeHashes(db, staffId, await Promise.all(codes.map(hashPassword)), now);
  return codes;
}

/** Stores already-hashed codes (the seed hashes the demo codes once for every demo staff member). */
export async function storeRecoveryCodeHashes(db: Kysely<DB>, staffId: number, hashes: string[], now: Date) {
  const replace = async (trx: Kysely<DB>) => {
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    if (hashes.length === 0) return;
    await trx
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, created_at: now })))
      .execute();
  };
  // The seed calls this inside its own transaction.
  await (db.isTransaction ? replace(db) : db.transaction().execute(replace));
}

/** Spends a matching unused code; false when none matches (or a parallel sign-in spent it first). */
export async function spendRecoveryCode(db: Kysely<DB>, staffId: number, code: string, now: Date): Promise<boolean> {
  const unused = await db
    .selectFrom('staff_recovery_codes')
    .select(['id', 'code_hash'])
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
  for (const row of unused) {
    if (!(await verifyPassword(row.code_hash, code))) continue;
    const spent = await db
      .updateTable('staff_recovery_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return spent.numUpdatedRows > 0n;
  }
  return false;
}

export async function unusedRecoveryCodes(db: Kysely<DB>, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
