import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { requireUsableToken } from './tokens';

export interface ConfirmRecoveryArgs {
  db: Kysely<DB>;
  clock: Clock;
  input: { token: string; partnerCode: string };
}

/** POST /api/Members/Recover/Confirm: whether a link's token is usable, and until when (it is not used up). */
export async function confirmRecovery({
  db,
  clock,
  input,
}: ConfirmRecoveryArgs): Promise<{ valid: true; expiresAt: string }> {
  const found = await requireUsableToken(db, { ...input, now: clock() });
  return { valid: true, expiresAt: new Date(found.expires_at).toISOString() };
}
