import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FORM_MESSAGES, RECOVERY_TOKEN_TTL_MINUTES } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addMs } from '../../lib/clock';
import { sha256 } from '../../lib/hash';

/**
 * One-time recovery tokens: 32 random bytes in the e-mailed link, their SHA-256 in the table.
 * A new request replaces the member's unused tokens; a token works once, for 60 minutes.
 */

type Db = Kysely<DB>;

export async function issueRecoveryToken(
  db: Db,
  input: { memberId: number; partnerCode: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('recovery_tokens').where('member_id', '=', input.memberId).where('used_at', 'is', null).execute();
  await db
    .insertInto('recovery_tokens')
    .values({
      token_hash: sha256(token),
      member_id: input.memberId,
      partner_code: input.partnerCode,
      created_at: input.now,
      expires_at: addMs(input.now, RECOVERY_TOKEN_TTL_MINUTES * 60_000),
    })
    .execute();
  return token;
}

/** The unused, unexpired token of this partner, or undefined. */
export async function findUsableToken(db: Db, input: { token: string; partnerCode: string; now: Date }) {
  return db
    .selectFrom('recovery_tokens')
    .select(['token_hash', 'member_id', 'expires_at'])
    .where('token_hash', '=', sha256(input.token))
    .where('partner_code', '=', input.partnerCode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
}

/** The usable token, else a 400 saying the link is invalid or expired (on the form's token field). */
export async function requireUsableToken(db: Db, input: { token: string; partnerCode: string; now: Date }) {
  const found = await findUsableToken(db, input);
  if (!found)
    throw new AppError('BAD_REQUEST', FORM_MESSAGES.recoveryLinkInvalid, [
      { field: 'token', message: FORM_MESSAGES.recoveryLinkInvalid },
    ]);
  return found;
}

/** Uses the token up; false when another request used it first. */
export async function consumeToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('recovery_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}
