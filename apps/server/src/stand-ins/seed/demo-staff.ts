import type { Kysely } from 'kysely';
import type { StaffRole } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';
import { hashPassword } from '../../modules/auth/passwords';
import { storeRecoveryCodeHashes } from '../../modules/support/recovery-codes';
import { storeTotpSecret } from '../../modules/support/staff-totp';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';

/**
 * The demo staff every partner gets (README "Demo accounts"), one per console role, all with the demo
 * password, one fixed development TOTP secret and the same ten recovery codes (README says how to add
 * the secret to an authenticator). Development data only: real staff get their own secret and codes.
 */
export const DEMO_STAFF: readonly { local: string; displayName: string; role: StaffRole }[] = [
  { local: 'support.staff', displayName: 'Sam Support', role: 'agent' },
  { local: 'content.editor', displayName: 'Cleo Content', role: 'content_editor' },
  { local: 'catalog.manager', displayName: 'Cora Catalog', role: 'catalog_manager' },
  { local: 'staff.admin', displayName: 'Ada Admin', role: 'admin' },
];

/** Base32, 20 bytes: otpauth://totp/Forkpoint%20Support:<e-mail>?secret=…&issuer=Forkpoint%20Support */
export const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';
export const DEMO_STAFF_RECOVERY_CODES: readonly string[] = Array.from({ length: 10 }, (_, i) => `forkp-demo${i}`);

let recoveryHashes: Promise<string[]> | undefined;

/**
 * Adds the partner's missing demo staff, and gives existing demo staff (seeded before the console)
 * the development secret and codes they lack. The secret is sealed under `keyring` (decision 0026),
 * like every staff secret. Answers whether anything was added.
 */
export async function seedDemoStaff(
  db: Kysely<DB>,
  partnerCode: string,
  passwordHash: () => Promise<string>,
  now: Date,
  keyring: StaffTotpKeyring,
): Promise<boolean> {
  const emails = DEMO_STAFF.map((s) => `${s.local}@${partnerCode}.example`);
  const existing = await db
    .selectFrom('staff')
    .select(['id', 'email', 'totp_secret_sealed', 'totp_secret_unsealed'])
    .where('partner_code', '=', partnerCode)
    .where('email', 'in', emails)
    .execute();
  let added = false;
  for (const demo of DEMO_STAFF) {
    const email = `${demo.local}@${partnerCode}.example`;
    const row = existing.find((s) => s.email === email);
    let id: number;
    if (!row) {
      const inserted = await db
        .insertInto('staff')
        .values({
          partner_code: partnerCode,
          email,
          display_name: demo.displayName,
          role: demo.role,
          password_hash: await passwordHash(),
          created_at: now,
          totp_secret_sealed: null,
          totp_key_id: null,
          totp_last_step: null,
          last_sign_in_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
      added = true;
    } else if (row.totp_secret_sealed !== null || row.totp_secret_unsealed !== null) {
      continue;
    } else {
      id = row.id;
    }
    // Sealed with the staff id as additional data, so the row comes first.
    await storeTotpSecret(db, keyring, id, DEMO_STAFF_TOTP_SECRET);
    // Hashed once for every demo staff member of every partner: seeding stays cheap.
    recoveryHashes ??= Promise.all(DEMO_STAFF_RECOVERY_CODES.map(hashPassword));
    await storeRecoveryCodeHashes(db, id, await recoveryHashes, now);
  }
  return added;
}
