import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAction, type ActionSource, type StaffActionEntry } from './audit-log';

/** The audit source of a request: the signed-in staff member (if any), the server's now, the address and id. */
export function actionSourceOf(request: FastifyRequest): ActionSource {
  return { staff: request.staff ?? null, at: request.server.clock(), ip: request.ip, requestId: String(request.id) };
}

/**
 * Records one staff action of this request (audit-log.ts). Pass the transaction as `db` when the action's own
 * writes are in one, so the record and the change commit together.
 */
export async function recordStaffAction(
  request: FastifyRequest,
  entry: StaffActionEntry,
  db: Kysely<DB> = request.server.database.db,
): Promise<void> {
  await recordAction(db, actionSourceOf(request), entry);
}
