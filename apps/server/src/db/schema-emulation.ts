import type { ColumnType } from 'kysely';

/** Kysely's view of support emulation's table (migrations/0058, 0060, 0066). Keep the two in step. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type EmulationEndReason =
  'console' | 'signed-out' | 'staff-deactivated' | 'staff-signed-out' | 'staff-session-ended';

export interface StaffEmulationsTable {
  id: string;
  partner_code: string;
  staff_id: number;
  member_id: number;
  console_origin: string;
  /** SHA-256 of the one-time entry token; null once redeemed. */
  token_hash: string | null;
  token_expires_at: Timestamp;
  started_at: Timestamp;
  entered_at: Timestamp | null;
  ended_at: Timestamp | null;
  end_reason: EmulationEndReason | null;
  /**
   * migrations/0066: the SHA-256 of the staff session that started it. The emulated member session answers only
   * while that staff session is live; null only on emulations that had ended before the column existed.
   */
  staff_session_hash: string | null;
}

export interface EmulationTables {
  staff_emulations: StaffEmulationsTable;
}
