import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * What a deactivated staff member loses at once (decision 0026): every staff session (the guard would
 * refuse them anyway once `active` is false, but a session row must not outlive the access it stood for),
 * and every open emulation with the member sessions it opened, so no member app stays open as a member
 * on their behalf. Run in the deactivation's transaction.
 */
export async function endStaffAccess(
  db: Kysely<DB>,
  staffId: number,
  now: Date,
): Promise<{ sessionsEnded: number; emulationsEnded: number }> {
  const sessions = await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).executeTakeFirst();
  const emulations = await db
    .updateTable('staff_emulations')
    .set({ ended_at: now, end_reason: 'staff-deactivated', token_hash: null })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
  if (emulations.length > 0) {
    await db
      .deleteFrom('member_sessions')
      .where(
        'emulation_id',
        'in',
        emulations.map((emulation) => emulation.id),
      )
      .execute();
  }
  return { sessionsEnded: Number(sessions.numDeletedRows), emulationsEnded: emulations.length };
}
