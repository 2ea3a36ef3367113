import type { Kysely } from 'kysely';
import { LOCKOUT_FAILED_ATTEMPTS, LOCKOUT_MINUTES } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { addMs } from '../../lib/clock';

/**
 * Account lockout: 5 failed sign-ins in a row lock the key for 30 minutes. Failures older than
 * the lockout window no longer count, and a success clears the count. Keys are per account
 * ('member:<id>') or, for a user name with no account, per name ('name:<value>'), so an
 * unknown name locks exactly like a real account and the answers cannot be told apart.
 */
export const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;

type Db = Kysely<DB>;

export async function lockedUntil(db: Db, partnerCode: string, key: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('login_lockouts')
    .select('locked_until')
    .where('partner_code', '=', partnerCode)
    .where('lockout_key', '=', key)
    .executeTakeFirst();
  const until = row?.locked_until ? new Date(row.locked_until) : null;
  return until && until > now ? until : null;
}

/** Counts a failure; answers the lock's end when this failure locked the key. */
export async function recordFailure(db: Db, partnerCode: string, key: string, now: Date): Promise<Date | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_lockouts')
      .select(['failed_count', 'last_failed_at'])
      .where('partner_code', '=', partnerCode)
      .where('lockout_key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    const recent = row?.last_failed_at && now.getTime() - new Date(row.last_failed_at).getTime() < LOCKOUT_MS;
    const failures = (recent ? row.failed_count : 0) + 1;
    const locks = failures >= LOCKOUT_FAILED_ATTEMPTS;
    const values = {
      failed_count: locks ? 0 : failures,
      last_failed_at: now,
      locked_until: locks ? addMs(now, LOCKOUT_MS) : null,
    };
    await trx
      .insertInto('login_lockouts')
      .values({ partner_code: partnerCode, lockout_key: key, ...values })
      .onConflict((oc) => oc.columns(['partner_code', 'lockout_key']).doUpdateSet(values))
      .execute();
    return values.locked_until;
  });
}

export async function clearFailures(db: Db, partnerCode: string, key: string): Promise<void> {
  await db
    .deleteFrom('login_lockouts')
    .where('partner_code', '=', partnerCode)
    .where('lockout_key', '=', key)
    .execute();
}
