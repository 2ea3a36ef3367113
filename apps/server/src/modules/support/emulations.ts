import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EMULATION_TOKEN_TTL_MS } from '@forkpoint/shared/contracts/emulation-constants';
import type { DB } from '../../db/schema';
import { addMs } from '../../lib/clock';
import { sha256 } from '../../lib/hash';
import type { StaffActor } from './audit-log';

/**
 * Support emulations (migrations/0058; docs/decisions/0024-support-emulation.md): the rows behind "View as
 * member". Only the SHA-256 of the one-time entry token is kept, and it is cleared as it is spent.
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
  input: { partnerCode: string; staffId: number; memberId: number; consoleOrigin: string; now: Date },
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
    .executeTakeFirst();
  return row ? toEmulation(row) : null;
}

/**
 * Ends an emulation and every member session it opened. True when this call ended it, false when it had
 * ended already (the console and the member app's sign-out may both end it).
 */
export async function endEmulation(
  db: Kysely<DB>,
  input: { id: string; partnerCode: string; reason: 'console' | 'signed-out'; now: Date },
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
