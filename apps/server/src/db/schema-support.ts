import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the support console's tables (migrations 0052-0053, 0065, 0067). Keep the two in step. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: written as a JSON string, read back parsed. */
type Json = ColumnType<unknown, string | null, never>;
/** A defaulted identity; bigint arrives as a string from `pg`. */
type BigId = ColumnType<string | number, never, never>;

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface StaffSessionsTable {
  id_hash: string;
  staff_id: number;
  partner_code: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  user_agent: Generated<string>;
  ip: Generated<string>;
}

/** Append-only: the database refuses UPDATE and DELETE (migrations/0053), so its columns are never updatable here either. */
export interface StaffAuditLogTable {
  id: BigId;
  at: ColumnType<Date, Date | string, never>;
  partner_code: ColumnType<string, string, never>;
  staff_id: ColumnType<number | null, number | null, never>;
  staff_email: ColumnType<string, string, never>;
  staff_role: ColumnType<string, string, never>;
  action: ColumnType<string, string, never>;
  target_type: ColumnType<string | null, string | null, never>;
  target_id: ColumnType<string | null, string | null, never>;
  before: Json;
  after: Json;
  ip: ColumnType<string, string | undefined, never>;
  request_id: ColumnType<string, string | undefined, never>;
}

/**
 * migrations/0065: an adjustment past the requester's 24-hour limits, waiting for an admin other than the requester.
 * Decided once (the database refuses any later change), never deleted but with its member.
 */
export interface AdjustmentApprovalsTable {
  id: Generated<number>;
  partner_code: ColumnType<string, string, never>;
  member_id: ColumnType<number, number, never>;
  kind: ColumnType<'M' | 'J' | 'A', 'M' | 'J' | 'A', never>;
  amount: ColumnType<number, number, never>;
  reason: ColumnType<string, string, never>;
  reverses_id: ColumnType<number | null, number | null, never>;
  requested_by: ColumnType<number, number, never>;
  requested_at: ColumnType<Date, Date | string, never>;
  used_on_member: ColumnType<number, number, never>;
  used_by_staff: ColumnType<number, number, never>;
  status: ColumnType<'pending' | 'approved' | 'declined', undefined, 'approved' | 'declined'>;
  decided_by: ColumnType<number | null, undefined, number>;
  decided_at: ColumnType<Date | null, undefined, Date | string>;
  decision_note: ColumnType<string | null, undefined, string | null>;
  adjustment_id: ColumnType<number | null, undefined, number>;
}

/**
 * migrations/0067: a partner's integration keys (modules/integration-keys). The secret is only ever sealed; id,
 * program, label and origin never change (a trigger refuses it), and a revoked key stays revoked.
 */
export interface PartnerIntegrationKeysTable {
  id: ColumnType<string, string, never>;
  partner_code: ColumnType<string, string, never>;
  label: ColumnType<string, string, never>;
  secret_sealed: string;
  secret_key_id: string;
  created_at: ColumnType<Date, Date | string, never>;
  created_by: ColumnType<string, string, never>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
  revoked_by: ColumnType<string | null, string | null | undefined, string>;
}

/** Reported errors, scrubbed, for the console (migrations/0076; modules/error-reports). */
export interface ErrorReportsTable {
  id: Generated<number>;
  received_at: ColumnType<Date, Date | string, Date | string>;
  source: 'web' | 'server';
  partner_code: string;
  event_id: string | null;
  level: string;
  type: string;
  message: string;
  stack: string;
  request_id: string | null;
  url: string | null;
  release: string | null;
}

export interface SupportTables {
  error_reports: ErrorReportsTable;
  adjustment_approvals: AdjustmentApprovalsTable;
  partner_integration_keys: PartnerIntegrationKeysTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_audit_log: StaffAuditLogTable;
}
