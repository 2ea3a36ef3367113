import { sql, type Kysely } from 'kysely';
import { LOCKOUT_FAILED_ATTEMPTS, LOCKOUT_MINUTES } from '@forkpoint/shared';
import type { DB } from '../../db/schema';

/**
 * Account lockout: 5 failed sign-ins in a row lock the key for 30 minutes. Failures older than
 * the lockout window no longer count, and a success clears the count. Keys are per account
 * ('member:<id>') or, for a user name with no account, per name ('name:<value>'), so an
 * unknown name locks exactly like a real account and the answers cannot be told apart.
 *
 * An attempt is counted *before* its password is checked, in one statement (an upsert that takes
 * the row's lock), so parallel guesses cannot slip between "is it locked?" and "count this
 * failure": of any number of simultaneous guesses at most 5 are ever checked. The attempt that
 * takes the count to 5 locks the key at once; if its password is right, the success clears it.
 */
export const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;

type Db = Kysely<DB>;

export type AttemptClaim =
  /** The password may be checked; `locksOnFailure` is the lock already set should it be wrong. */
  { allowed: true; locksOnFailure: Date | null } | { allowed: false; lockedUntil: Date };

/** Counts a sign-in attempt for the key, unless the key is locked; one atomic step on both engines. */
export async function claimAttempt(db: Db, partnerCode: string, key: string, now: Date): Promise<AttemptClaim> {
  const lockEnd = new Date(now.getTime() + LOCKOUT_MS);
  const windowStart = new Date(now.getTime() - LOCKOUT_MS);
  const max = LOCKOUT_FAILED_ATTEMPTS;
  // A row counts afresh once its lock has ended or its last counted attempt left the window.
  const claimed = await sql<{ locked_until: Date | string | null }>`
    INSERT INTO login_lockouts AS l (partner_code, lockout_key, failed_count, last_failed_at, locked_until)
    VALUES (${partnerCode}, ${key}, 1, ${now}, ${max <= 1 ? lockEnd : null})
    ON CONFLICT (partner_code, lockout_key) DO UPDATE SET
      failed_count = CASE WHEN l.locked_until IS NOT NULL OR l.last_failed_at < ${windowStart}
                          THEN 1 ELSE l.failed_count + 1 END,
      last_failed_at = ${now},
      locked_until = CASE WHEN (CASE WHEN l.locked_until IS NOT NULL OR l.last_failed_at < ${windowStart}
                                     THEN 1 ELSE l.failed_count + 1 END) >= ${max}
                          THEN ${lockEnd}::timestamptz ELSE NULL END
    WHERE l.locked_until IS NULL OR l.locked_until <= ${now}
    RETURNING l.locked_until`.execute(db);
  const row = claimed.rows[0];
  if (row) return { allowed: true, locksOnFailure: row.locked_until ? new Date(row.locked_until) : null };
  const current = await db
    .selectFrom('login_lockouts')
    .select('locked_until')
    .where('partner_code', '=', partnerCode)
    .where('lockout_key', '=', key)
    .executeTakeFirst();
  // The upsert skipped the row only because it was locked past `now`.
  return { allowed: false, lockedUntil: current?.locked_until ? new Date(current.locked_until) : lockEnd };
}

export async function clearFailures(db: Db, partnerCode: string, key: string): Promise<void> {
  await db
    .deleteFrom('login_lockouts')
    .where('partner_code', '=', partnerCode)
    .where('lockout_key', '=', key)
    .execute();
}
