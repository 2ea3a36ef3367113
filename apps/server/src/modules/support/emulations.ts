import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { liveEmulation } from '../auth/emulated-sessions';
import { EMULATION_TOKEN_TTL_MS } from '@forkpoint/shared/contracts/emulation-constants';
import type { DB } from '../../db/schema';
import type { EmulationEndReason } from '../../db/schema-emulation';
import { addMs } from '../../lib/clock';
import { sha256 } from '../../lib/hash';
import type { StaffActor } from './audit-log';

/**
 * Support emulations (migrations/0058; docs/decisions/0024-support-emulation.md): the rows behind "View as
 * member". Only the SHA-256 of the one-time entry token is kept, and it is cleared as it is spent. An emulation
 * lives within the staff session that started it (migrations/0066): its member session answers only while that
 * staff session is live and its staff member active and still allowed to emulate (`liveEmulation`, part of
 * every member session look-up), so sign-out, the 15 minutes idle, the 8-hour cap and deactivation all end it.
 */

export interface EmulationRow {
  id: string;
  partnerCode: string;
  memberId: number;
  memberPublicId: string;
  consoleOrigin: string;
  endedAt: Date | null;
  /** The staff member who started it: every action of the emulated session is recorded as theirs. */
  actor: StaffActor;
}

export async function createEmulation(
  db: Kysely<DB>,
  input: {
    partnerCode: string;
    staffId: number;
    /** The SHA-256 of the staff session starting it: the emulation ends with that session. */
    staffSessionHash: string;
    memberId: number;
    consoleOrigin: string;
    now: Date;
  },
): Promise<{ id: string; token: string; tokenExpiresAt: Date }> {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const tokenExpiresAt = addMs(input.now, EMULATION_TOKEN_TTL_MS);
  await db
    .insertInto('staff_emulations')
    .values({
      id,
      partner_code: input.partnerCode,
      staff_id: input.staffId,
      staff_session_hash: input.staffSessionHash,
      member_id: input.memberId,
      console_origin: input.consoleOrigin,
      token_hash: sha256(token),
      token_expires_at: tokenExpiresAt,
      started_at: input.now,
    })
    .execute();
  return { id, token, tokenExpiresAt };
}

/**
 * Spends an entry token: one conditional update, so two requests racing with the same link cannot both
 * open a session. Null when the token is unknown, spent, expired, ended or another partner's.
 */
export async function redeemEmulationToken(
  db: Kysely<DB>,
  input: { token: string; partnerCode: string; now: Date },
): Promise<{ id: string; memberId: number } | null> {
  if (input.token === '') return null;
  const row = await db
    .updateTable('staff_emulations')
    .set({ token_hash: null, entered_at: input.now })
    .where('token_hash', '=', sha256(input.token))
    .where('partner_code', '=', input.partnerCode)
    .where('token_expires_at', '>', input.now)
    .where('ended_at', 'is', null)
    .returning(['id', 'member_id'])
    .executeTakeFirst();
  return row ? { id: row.id, memberId: row.member_id } : null;
}

function emulationQuery(db: Kysely<DB>) {
  return db
    .selectFrom('staff_emulations as e')
    .innerJoin('staff as s', (join) =>
      join.onRef('s.id', '=', 'e.staff_id').onRef('s.partner_code', '=', 'e.partner_code'),
    )
    .innerJoin('members as m', (join) =>
      join.onRef('m.id', '=', 'e.member_id').onRef('m.partner_code', '=', 'e.partner_code'),
    )
    .select([
      'e.id',
      'e.partner_code',
      'e.member_id',
      'e.console_origin',
      'e.ended_at',
      'm.public_id',
      's.id as staff_id',
      's.email as staff_email',
      's.role as staff_role',
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof emulationQuery>['executeTakeFirstOrThrow']>>;

function toEmulation(row: Selected): EmulationRow {
  return {
    id: row.id,
    partnerCode: row.partner_code,
    memberId: row.member_id,
    memberPublicId: row.public_id,
    consoleOrigin: row.console_origin,
    endedAt: row.ended_at ? new Date(row.ended_at) : null,
    actor: { id: row.staff_id, email: row.staff_email, role: row.staff_role, partnerCode: row.partner_code },
  };
}

/** One emulation of this partner (another partner's is never found). */
export async function findEmulation(db: Kysely<DB>, partnerCode: string, id: string): Promise<EmulationRow | null> {
  const row = await emulationQuery(db)
    .where('e.id', '=', id)
    .where('e.partner_code', '=', partnerCode)
    .executeTakeFirst();
  return row ? toEmulation(row) : null;
}

/**
 * The emulation behind a member session cookie, if the session is a live emulated one on this partner and
 * visitor; null for every other session. Read without sliding the session (the route's own guard does that).
 */
export async function emulationOfSessionToken(
  db: Kysely<DB>,
  lookup: { token: string; partnerCode: string; visitorId: string; now: Date },
): Promise<EmulationRow | null> {
  const row = await emulationQuery(db)
    .innerJoin('member_sessions as ms', 'ms.emulation_id', 'e.id')
    .where('ms.id_hash', '=', sha256(lookup.token))
    .where('ms.partner_code', '=', lookup.partnerCode)
    .where('ms.visitor_hash', '=', sha256(lookup.visitorId))
    .where('ms.expires_at', '>', lookup.now)
    .where(liveEmulation('ms.emulation_id', lookup.now))
    .executeTakeFirst();
  return row ? toEmulation(row) : null;
}

/**
 * Ends an emulation and every member session it opened. True when this call ended it, false when it had
 * ended already (the console and the member app's sign-out may both end it).
 */
export async function endEmulation(
  db: Kysely<DB>,
  input: { id: string; partnerCode: string; reason: EmulationEndReason; now: Date },
): Promise<boolean> {
  const ended = await db
    .updateTable('staff_emulations')
    .set({ ended_at: input.now, end_reason: input.reason, token_hash: null })
    .where('id', '=', input.id)
    .where('partner_code', '=', input.partnerCode)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  await db.deleteFrom('member_sessions').where('emulation_id', '=', input.id).execute();
  return ended !== undefined;
}

/**
 * Ends the open emulations of one staff member whose staff session is over: the one named (`idHash`: a sign-out,
 * or the session a new sign-in replaces), or with `idHash` omitted every one whose session is gone or expired
 * (idle or past its 8 hours; recorded when the staff member next signs in). Their member sessions go with them.
 * Answers what it ended, for the audit log. The member session look-up refuses them already (`liveEmulation`):
 * this only records the end.
 */
export async function endEmulationsOfStaffSession(
  db: Kysely<DB>,
  input: { staffId: number; partnerCode: string; idHash?: string; reason: EmulationEndReason; now: Date },
): Promise<Array<{ id: string; memberPublicId: string }>> {
  let query = db
    .updateTable('staff_emulations as e')
    .set({ ended_at: input.now, end_reason: input.reason, token_hash: null })
    .from('members as m')
    .whereRef('m.id', '=', 'e.member_id')
    .where('e.staff_id', '=', input.staffId)
    .where('e.partner_code', '=', input.partnerCode)
    .where('e.ended_at', 'is', null);
  if (input.idHash !== undefined) {
    query = query.where('e.staff_session_hash', '=', input.idHash);
  } else {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('staff_sessions as ss')
            .select('ss.id_hash')
            .whereRef('ss.id_hash', '=', 'e.staff_session_hash')
            .where('ss.expires_at', '>', input.now)
            .where('ss.absolute_expires_at', '>', input.now),
        ),
      ),
    );
  }
  const ended = await query.returning(['e.id', 'm.public_id']).execute();
  if (ended.length > 0) {
    await db
      .deleteFrom('member_sessions')
      .where(
        'emulation_id',
        'in',
        ended.map((row) => row.id),
      )
      .execute();
  }
  return ended.map((row) => ({ id: row.id, memberPublicId: row.public_id }));
}
