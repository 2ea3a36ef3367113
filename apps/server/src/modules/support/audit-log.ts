import type { Kysely } from 'kysely';
import type { StaffIdentity } from '@forkpoint/shared/contracts/support';
import { STAFF_ACTION_PATTERN } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';

/**
 * The one way a staff action reaches the audit log (issue 18 item 7). Every console route calls it, and so
 * do the areas that live with their own module (content, the staging tools). The table is append-only in the
 * database itself (migrations/0053), so this insert is the only write it will ever take.
 */

export interface StaffActionEntry {
  /** A dotted lower-case name: STAFF_ACTIONS in packages/shared/src/contracts/support-audit.ts, or an area's own. */
  action: string;
  /** What was acted on, e.g. { type: 'member', id: 'demo-card-aerovia' } (a public id, never a card number). */
  target?: { type: string; id: string } | null;
  /** The state before and after, as JSON (only what support needs; never a password, code or card number). */
  before?: unknown;
  after?: unknown;
  /** Who acted, when request.staff is not (yet) set: a sign-in, or a refusal of one (id null: no such staff). */
  actor?: StaffActor;
}

/** Who an entry names: a staff member, or for a refused sign-in perhaps only the e-mail typed. */
export type StaffActor = Pick<StaffIdentity, 'email' | 'partnerCode'> & { id: number | null; role: string };

/** Where an action came from: the staff member (or the entry's own actor), when, the address and request id. */
export interface ActionSource {
  staff: StaffActor | null;
  at: Date;
  ip: string;
  requestId: string;
}

/**
 * Records one staff action from its source (audit-log-http.ts reads it off a request). Pass the transaction as
 * `db` when the action's own writes are in one, so the record and the change commit together.
 */
export async function recordAction(db: Kysely<DB>, source: ActionSource, entry: StaffActionEntry): Promise<void> {
  const actor = entry.actor ?? source.staff;
  if (!actor) throw new Error('recordAction needs a signed-in staff member or an actor');
  await insertEntry(db, { ...entry, actor }, source.at, source.ip, source.requestId);
}

/**
 * Records an action taken on the server's command line, where there is no request: the first admin's creation
 * (first-admin.ts). The address is empty and the request id names the command.
 */
export async function recordCommandAction(
  db: Kysely<DB>,
  entry: StaffActionEntry & { actor: StaffActor },
  at: Date,
  command: string,
): Promise<void> {
  await insertEntry(db, entry, at, '', command);
}

async function insertEntry(
  db: Kysely<DB>,
  entry: StaffActionEntry & { actor: StaffActor },
  at: Date,
  ip: string,
  requestId: string,
): Promise<void> {
  const { actor } = entry;
  if (!STAFF_ACTION_PATTERN.test(entry.action)) throw new Error(`not an audit action name: ${entry.action}`);
  await db
    .insertInto('staff_audit_log')
    .values({
      at,
      partner_code: actor.partnerCode,
      staff_id: actor.id,
      staff_email: actor.email,
      staff_role: actor.role,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      before: toJson(entry.before),
      after: toJson(entry.after),
      ip: ip.slice(0, 64),
      request_id: requestId.slice(0, 64),
    })
    .execute();
}

function toJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}
