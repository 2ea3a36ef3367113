import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { clearFailures } from '../auth/lockout';

/** A member's sign-in lockout (auth/lockout.ts keeps it under 'member:<id>'), as the console shows and clears it. */

export interface LockoutState {
  locked: boolean;
  lockedUntil: string | null;
  failedCount: number;
}

export async function lockoutOf(
  db: Kysely<DB>,
  member: { id: number; partnerCode: string },
  now: Date,
): Promise<LockoutState> {
  const row = await db
    .selectFrom('login_lockouts')
    .select(['failed_count', 'locked_until'])
    .where('partner_code', '=', member.partnerCode)
    .where('lockout_key', '=', `member:${member.id}`)
    .executeTakeFirst();
  const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
  const locked = lockedUntil !== null && lockedUntil > now;
  return { locked, lockedUntil: locked ? lockedUntil.toISOString() : null, failedCount: row?.failed_count ?? 0 };
}

/** Clears the lock and the count of failures, as a successful sign-in would. */
export function unlockMember(db: Kysely<DB>, member: { id: number; partnerCode: string }): Promise<void> {
  return clearFailures(db, member.partnerCode, `member:${member.id}`);
}
