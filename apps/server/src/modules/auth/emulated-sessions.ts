import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { MemberEmulation } from '@forkpoint/shared/contracts/emulation';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';

/*
 * A member session that a support emulation opened (docs/decisions/0024-support-emulation.md) is a member
 * session like any other, with the emulation's id beside it. Whether it still answers, and what the member app
 * is told about it, belong to the session look-up, so they live here; the support module starts and ends
 * emulations and builds on these.
 */

/**
 * The condition a member session opened by an emulation must meet to answer, for the member session look-up
 * (`ms` is the member_sessions row): its emulation has not ended, and the staff session that started it is live
 * at `now` (neither idle past its expiry nor past its 8 hours, not signed out) for an active staff member whose
 * role may still emulate. Checked on every request, so an expired staff session ends the emulation without a job.
 */
export function liveEmulation(emulationIdColumn: string, now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (
    SELECT 1 FROM staff_emulations le
    JOIN staff_sessions lss
      ON lss.id_hash = le.staff_session_hash AND lss.staff_id = le.staff_id AND lss.partner_code = le.partner_code
    JOIN staff lst ON lst.id = le.staff_id AND lst.partner_code = le.partner_code
    WHERE le.id = ${sql.ref(emulationIdColumn)} AND le.ended_at IS NULL
      AND lss.expires_at > ${now} AND lss.absolute_expires_at > ${now}
      AND lst.active AND lst.role IN (${sql.join([...STAFF_PERMISSIONS.emulation])}))`;
}

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
