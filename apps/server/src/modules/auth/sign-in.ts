import type { Kysely } from 'kysely';
import { normalizeEmail } from '@forkpoint/shared/rules/member-fields';
import { truncatePassword } from '@forkpoint/shared/rules/member-passwords';
import type { DB } from '../../db/schema';
import { claimAttempt, clearFailures } from './lockout';
import { spendVerification, verifyPassword } from './passwords';

export type SignInOutcome =
  { kind: 'signed-in'; memberId: number } | { kind: 'invalid' } | { kind: 'locked'; lockedUntil: Date };

export interface SignInInput {
  partnerCode: string;
  /** The e-mail or the partner number. */
  userName: string;
  password: string;
  ip: string;
  now: Date;
}

/**
 * Checks a user name and password. Every path spends one argon2 verification — a real one for an
 * account with a password, a throwaway one otherwise or while locked — so neither the answer nor
 * its timing says whether the account exists.
 */
export async function signIn(db: Kysely<DB>, input: SignInInput): Promise<SignInOutcome> {
  const password = truncatePassword(input.password);
  const account = await findAccount(db, input.partnerCode, input.userName);
  const key = account ? `member:${account.id}` : `name:${normalizedUserName(input.userName)}`;
  const record = (succeeded: boolean, outcome: string) =>
    db
      .insertInto('login_attempts')
      .values({
        partner_code: input.partnerCode,
        lockout_key: key,
        member_id: account?.id ?? null,
        ip: input.ip.slice(0, 64),
        succeeded,
        outcome,
        attempted_at: input.now,
      })
      .execute();

  const claim = await claimAttempt(db, input.partnerCode, key, input.now);
  if (!claim.allowed) {
    await spendVerification(password);
    await record(false, 'locked');
    return { kind: 'locked', lockedUntil: claim.lockedUntil };
  }

  const matches = account?.password_hash
    ? await verifyPassword(account.password_hash, password)
    : (await spendVerification(password), false);
  if (matches && account) {
    await clearFailures(db, input.partnerCode, key);
    await record(true, 'signed-in');
    return { kind: 'signed-in', memberId: account.id };
  }

  const nowLocked = claim.locksOnFailure;
  await record(false, nowLocked ? 'locked-now' : 'invalid');
  return nowLocked ? { kind: 'locked', lockedUntil: nowLocked } : { kind: 'invalid' };
}

function normalizedUserName(userName: string): string {
  return userName.includes('@') ? normalizeEmail(userName) : userName.trim();
}

/** A member with a web profile, by e-mail or partner number. */
async function findAccount(db: Kysely<DB>, partnerCode: string, userName: string) {
  const name = normalizedUserName(userName);
  return db
    .selectFrom('members as m')
    .leftJoin('member_credentials as c', 'c.member_id', 'm.id')
    .select(['m.id', 'c.password_hash'])
    .where('m.partner_code', '=', partnerCode)
    .where('m.has_web_profile', '=', true)
    .where(name.includes('@') ? 'm.email' : 'm.partner_number', '=', name)
    .executeTakeFirst();
}
