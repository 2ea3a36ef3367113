import type { Kysely } from 'kysely';
import type { StaffRole } from '@forkpoint/shared/contracts/support';
import type { DB } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { storeRecoveryCodeHashes } from '../modules/support/recovery-codes';

/**
 * The demo staff every partner gets (README "Demo accounts"), one per console role, all with the demo
 * password, one fixed development TOTP secret and the same ten recovery codes (README says how to add
 * the secret to an authenticator). Development data only: real staff get their own secret and codes.
 */
export const DEMO_STAFF: readonly { local: string; displayName: string; role: StaffRole }[] = [
  { local: 'support.staff', displayName: 'Sam Support', role: 'agent' },
  { local: 'content.editor', displayName: 'Cleo Content', role: 'content_editor' },
  { local: 'staff.admin', displayName: 'Ada Admin', role: 'admin' },
];

/** Base32, 20 bytes: otpauth://totp/Forkpoint%20Support:<e-mail>?secret=…&issuer=Forkpoint%20Support */
export const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';
export const DEMO_STAFF_RECOVERY_CODES: readonly string[] = Array.from({ length: 10 }, (_, i) => `forkp-demo${i}`);

let recoveryHashes: Promise<string[]> | undefined;

/**
 * Adds the partner's missing demo staff, and gives existing demo staff (seeded before the console)
 * the development secret and codes they lack. Answers whether anything was added.
 */
export async function seedDemoStaff(
  db: Kysely<DB>,
  partnerCode: string,
  passwordHash: () => Promise<string>,
  now: Date,
): Promise<boolean> {
  const emails = DEMO_STAFF.map((s) => `${s.local}@${partnerCode}.example`);
  const existing = await db
    .selectFrom('staff')
    .select(['id', 'email', 'totp_secret'])
    .where('partner_code', '=', partnerCode)
    .where('email', 'in', emails)
    .execute();
  let added = false;
  for (const demo of DEMO_STAFF) {
    const email = `${demo.local}@${partnerCode}.example`;
    let row = existing.find((s) => s.email === email);
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
          totp_secret: DEMO_STAFF_TOTP_SECRET,
          totp_last_step: null,
        })
        .returning(['id', 'email', 'totp_secret'])
        .executeTakeFirstOrThrow();
      row = inserted;
      added = true;
    } else if (row.totp_secret !== null) {
      continue;
    } else {
      await db.updateTable('staff').set({ totp_secret: DEMO_STAFF_TOTP_SECRET }).where('id', '=', row.id).execute();
    }
    // Hashed once for every demo staff member of every partner: seeding stays cheap.
    recoveryHashes ??= Promise.all(DEMO_STAFF_RECOVERY_CODES.map(hashPassword));
    await storeRecoveryCodeHashes(db, row.id, await recoveryHashes, now);
  }
  return added;
}
