import type { Kysely } from 'kysely';
import type { MemberEmulation } from '@forkpoint/shared/contracts/emulation';
import type { DB } from '../../db/schema';

/**
 * What GET /api/Member tells the member app about an emulated session: the emulation id it stores and the
 * console origin whose exit message it accepts. Null for the member's own sessions (no query at all).
 */
export async function memberEmulationOf(
  db: Kysely<DB>,
  partnerCode: string,
  emulationId: string | null,
): Promise<MemberEmulation | null> {
  if (!emulationId) return null;
  const row = await db
    .selectFrom('staff_emulations')
    .select(['id', 'console_origin'])
    .where('id', '=', emulationId)
    .where('partner_code', '=', partnerCode)
    .executeTakeFirst();
  return row ? { id: row.id, consoleOrigin: row.console_origin } : null;
}
