import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  SESSION_TIMEOUT_MS,
  SESSION_TIMEOUT_REMEMBER_ME_MS,
  type InterfaceType,
  type MemberType,
  type TierLevel,
} from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { addMs } from '../../lib/clock';
import { sha256 } from '../../lib/hash';
import { liveEmulation } from './emulated-sessions';

/**
 * Server-side sessions. The cookie carries 32 random bytes; the table keeps their SHA-256, the
 * partner and a hash of the visitor cookie, so a session answers only on its partner's host and
 * only alongside the visitor cookie it was opened with.
 */

export interface SessionMember {
  id: number;
  publicId: string;
  partnerCode: string;
  tierLevel: TierLevel;
  emailOptIn: boolean;
  memberType: MemberType;
  active: boolean;
  interfaceType: InterfaceType;
  needsEmailUpdate: boolean;
}

export interface ActiveSession {
  idHash: string;
  member: SessionMember;
  rememberMe: boolean;
  expiresAt: Date;
  /** A lifetime the staging tools set (ms), by which the session slides instead of the normal one. */
  lifetimeMs: number | null;
  /** The support emulation that opened this session (staff viewing as the member), or null. */
  emulationId: string | null;
}

export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? SESSION_TIMEOUT_REMEMBER_ME_MS : SESSION_TIMEOUT_MS;
}

export interface NewSession {
  memberId: number;
  partnerCode: string;
  visitorId: string;
  rememberMe: boolean;
  now: Date;
  userAgent: string;
  ip: string;
  /** A support emulation's session (modules/support/emulation): staff viewing as the member. */
  emulationId?: string;
}

export async function createSession(db: Kysely<DB>, input: NewSession): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = addMs(input.now, sessionLifetimeMs(input.rememberMe));
  await db
    .insertInto('member_sessions')
    .values({
      id_hash: sha256(token),
      member_id: input.memberId,
      partner_code: input.partnerCode,
      visitor_hash: sha256(input.visitorId),
      remember_me: input.rememberMe,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: expiresAt,
      user_agent: input.userAgent.slice(0, 512),
      ip: input.ip.slice(0, 64),
      emulation_id: input.emulationId ?? null,
    })
    .execute();
  // Expired sessions of this member are of no use to anyone; sweep them while we are here.
  await db
    .deleteFrom('member_sessions')
    .where('member_id', '=', input.memberId)
    .where('expires_at', '<=', input.now)
    .execute();
  return { token, expiresAt };
}

/**
 * The live session for this token on this partner and visitor, or null. A session opened by a support emulation
 * is live only while the staff session that started it is (issue 28: sign-out, idle, the 8-hour cap, deactivation).
 */
export async function findSession(
  db: Kysely<DB>,
  lookup: { token: string; partnerCode: string; visitorId: string; now: Date },
): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.id_hash',
      's.remember_me',
      's.expires_at',
      's.lifetime_ms',
      's.emulation_id',
      'm.id',
      'm.public_id',
      'm.partner_code',
      'm.tier_level',
      'm.email_opt_in',
      'm.member_type',
      'm.active',
      'm.interface_type',
      'm.needs_email_update',
    ])
    .where('s.id_hash', '=', sha256(lookup.token))
    .where('s.partner_code', '=', lookup.partnerCode)
    .where('m.partner_code', '=', lookup.partnerCode)
    .where('s.visitor_hash', '=', sha256(lookup.visitorId))
    .where('s.expires_at', '>', lookup.now)
    .where((eb) => eb.or([eb('s.emulation_id', 'is', null), liveEmulation('s.emulation_id', lookup.now)]))
    .executeTakeFirst();
  if (!row) return null;
  return {
    idHash: row.id_hash,
    rememberMe: row.remember_me,
    expiresAt: new Date(row.expires_at),
    lifetimeMs: row.lifetime_ms,
    emulationId: row.emulation_id,
    member: {
      id: row.id,
      publicId: row.public_id,
      partnerCode: row.partner_code,
      tierLevel: row.tier_level,
      emailOptIn: row.email_opt_in,
      memberType: row.member_type,
      active: row.active,
      interfaceType: row.interface_type,
      needsEmailUpdate: row.needs_email_update,
    },
  };
}

/**
 * The stored expiry moves at most this often (and at most every tenth of a short lifetime the staging tools
 * set). Every authenticated call slides the session, and a page makes several at once: writing the same row
 * on each would queue them behind one another's row lock and commit (docs/decisions/0029).
 */
export const SESSION_TOUCH_INTERVAL_MS = 15_000;

/** Slides the session: it now ends one lifetime after this call (to within SESSION_TOUCH_INTERVAL_MS). */
export async function touchSession(db: Kysely<DB>, session: ActiveSession, now: Date): Promise<Date> {
  const lifetimeMs = session.lifetimeMs ?? sessionLifetimeMs(session.rememberMe);
  const expiresAt = addMs(now, lifetimeMs);
  const interval = Math.min(SESSION_TOUCH_INTERVAL_MS, lifetimeMs / 10);
  if (expiresAt.getTime() - session.expiresAt.getTime() < interval) return session.expiresAt;
  await db
    .updateTable('member_sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id_hash', '=', session.idHash)
    .execute();
  return expiresAt;
}

export async function endSessionByToken(db: Kysely<DB>, token: string, partnerCode: string): Promise<void> {
  await db
    .deleteFrom('member_sessions')
    .where('id_hash', '=', sha256(token))
    .where('partner_code', '=', partnerCode)
    .execute();
}

/** Ends every session of a member (password change or reset), optionally keeping one. */
export async function endMemberSessions(db: Kysely<DB>, memberId: number, keepIdHash?: string): Promise<void> {
  let query = db.deleteFrom('member_sessions').where('member_id', '=', memberId);
  if (keepIdHash) query = query.where('id_hash', '<>', keepIdHash);
  await query.execute();
}

/** Sessions not yet expired across every partner (GET /metrics); a signed-out session is already deleted. */
export async function countActiveSessions(db: Kysely<DB>, now: Date): Promise<number> {
  const row = await db
    .selectFrom('member_sessions')
    .select((eb) => eb.fn.countAll<string>().as('active'))
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.active);
}
