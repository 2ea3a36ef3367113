import type { ColumnType } from 'kysely';

/** Kysely's view of support emulation's table (migrations/0058). Keep the two in step. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;

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
  end_reason: 'console' | 'signed-out' | 'staff-deactivated' | null;
}

export interface EmulationTables {
  staff_emulations: StaffEmulationsTable;
}
