import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AuditEntry, AuditSearchQuery } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/**
 * Reading the audit log: one partner's entries, newest first, filtered by action, staff (e-mail part or
 * id), target id and a date range (UTC days, both ends included).
 */

type Filters = Omit<AuditSearchQuery, 'page'>;
type AuditQuery = SelectQueryBuilder<DB, 'staff_audit_log', object>;

function filtered(db: Kysely<DB>, partnerCode: string, filters: Filters): AuditQuery {
  let query: AuditQuery = db.selectFrom('staff_audit_log').where('partner_code', '=', partnerCode);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.staff) {
    const staff = filters.staff.toLowerCase();
    query = /^\d+$/.test(staff)
      ? query.where('staff_id', '=', Number(staff))
      : query.where(sql<boolean>`position(${staff} in staff_email) > 0`);
  }
  if (filters.target) query = query.where('target_id', '=', filters.target);
  if (filters.from) query = query.where('at', '>=', new Date(`${filters.from}T00:00:00Z`));
  if (filters.to) query = query.where('at', '<', new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS));
  return query;
}

export async function searchAudit(
  db: Kysely<DB>,
  partnerCode: string,
  filters: Filters,
  window: { offset: number; limit: number },
): Promise<AuditEntry[]> {
  const rows = await filtered(db, partnerCode, filters)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    staffRole: row.staff_role,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  }));
}
