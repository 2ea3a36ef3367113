import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  STAFF_ABSOLUTE_TIMEOUT_MS,
  STAFF_IDLE_TIMEOUT_MS,
  type StaffIdentity,
  type StaffRole,
} from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';
import { addMs } from '../../lib/clock';
import { sha256 } from '../../lib/hash';

/**
 * Staff sessions, apart from members': the cookie carries 32 random bytes, the table their SHA-256.
 * 15 minutes idle (sliding) and 8 hours at most. A session answers only on its staff member's partner
 * and only while that staff member is active.
 */

export interface ActiveStaffSession {
  idHash: string;
  staff: StaffIdentity;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

export async function createStaffSession(
  db: Kysely<DB>,
  input: { staffId: number; partnerCode: string; now: Date; userAgent: string; ip: string },
): Promise<{ token: string; expiresAt: Date; absoluteExpiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const absoluteExpiresAt = addMs(input.now, STAFF_ABSOLUTE_TIMEOUT_MS);
  const expiresAt = addMs(input.now, STAFF_IDLE_TIMEOUT_MS);
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: sha256(token),
      staff_id: input.staffId,
      partner_code: input.partnerCode,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: expiresAt,
      absolute_expires_at: absoluteExpiresAt,
      user_agent: input.userAgent.slice(0, 512),
      ip: input.ip.slice(0, 64),
    })
    .execute();
  // This staff member's ended sessions are of no use to anyone; sweep them while we are here.
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', input.staffId)
    .where('expires_at', '<=', input.now)
    .execute();
  return { token, expiresAt, absoluteExpiresAt };
}

/** The live session for this token on this partner, or null (expired, ended, another partner's, staff deactivated). */
export async function findStaffSession(
  db: Kysely<DB>,
  lookup: { token: string; partnerCode: string; now: Date },
): Promise<ActiveStaffSession | null> {
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as st', (join) =>
      join.onRef('st.id', '=', 's.staff_id').onRef('st.partner_code', '=', 's.partner_code'),
    )
    .select(['s.id_hash', 's.expires_at', 's.absolute_expires_at', 'st.id', 'st.email', 'st.display_name', 'st.role'])
    .where('s.id_hash', '=', sha256(lookup.token))
    .where('s.partner_code', '=', lookup.partnerCode)
    .where('s.expires_at', '>', lookup.now)
    .where('s.absolute_expires_at', '>', lookup.now)
    .where('st.active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    idHash: row.id_hash,
    expiresAt: new Date(row.expires_at),
    absoluteExpiresAt: new Date(row.absolute_expires_at),
    staff: {
      id: row.id,
      email: row.email,
      displayName: row.display_name,
      role: row.role as StaffRole,
      partnerCode: lookup.partnerCode,
    },
  };
}

/** Slides the idle expiry, never past the absolute one. */
export async function touchStaffSession(db: Kysely<DB>, session: ActiveStaffSession, now: Date): Promise<Date> {
  const idle = addMs(now, STAFF_IDLE_TIMEOUT_MS);
  const expiresAt = idle < session.absoluteExpiresAt ? idle : session.absoluteExpiresAt;
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id_hash', '=', session.idHash)
    .execute();
  return expiresAt;
}

export async function endStaffSession(db: Kysely<DB>, token: string, partnerCode: string): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where('id_hash', '=', sha256(token))
    .where('partner_code', '=', partnerCode)
    .execute();
}
