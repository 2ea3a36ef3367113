import type { ColumnType, Generated } from 'kysely';
import type { ReservationStatus } from '@forkpoint/shared/contracts/reservation-constants';

/** Kysely's view of the reservation book (migrations/0048_reservations.sql). Keep the two in step. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** date and time columns: read back with to_char where the text matters, written as 'YYYY-MM-DD' / 'HH:MM'. */
type LocalText = ColumnType<string, string, string>;
/** bigint columns come back as strings (both engines); written as numbers or strings. */
type BigIntId = ColumnType<string, number | string, number | string>;

export interface ReservationBooksTable {
  merchant_id: number;
  min_party_size: number;
  max_party_size: number;
  max_days_ahead: number;
  min_minutes_ahead: number;
  seating_minutes: number;
  large_party_from: number;
  large_seating_minutes: number;
  card_required: Generated<boolean>;
}

export interface ReservationTablesTable {
  merchant_id: number;
  table_number: number;
  seats: number;
}

export interface ReservationHoursTable {
  merchant_id: number;
  /** 0 Sunday … 6 Saturday. */
  weekdays: number[];
  first_seating: LocalText;
  last_seating: LocalText;
}

export interface ReservationHoldsTable {
  id: Generated<string>;
  partner_code: string;
  member_id: number;
  merchant_id: number;
  table_number: number;
  party_size: number;
  starts_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
  ended_at: Timestamp | null;
  end_reason: 'booked' | 'released' | null;
}

export interface ReservationsTable {
  id: Generated<string>;
  confirmation_number: string;
  partner_code: string;
  member_id: number;
  merchant_id: number;
  table_number: number;
  party_size: number;
  local_date: LocalText;
  local_time: LocalText;
  starts_at: Timestamp;
  ends_at: Timestamp;
  status: ReservationStatus;
  hold_id: string | null;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
  completed_at: Timestamp | null;
  bonus_reward_id: BigIntId | null;
}

export interface ReservationOccupancyTable {
  merchant_id: number;
  table_number: number;
  slot_start: Timestamp;
  reservation_id: string | null;
  hold_id: string | null;
  held_by: number | null;
  held_until: Timestamp | null;
}

export interface ReservationTables {
  reservation_books: ReservationBooksTable;
  reservation_tables: ReservationTablesTable;
  reservation_hours: ReservationHoursTable;
  reservation_holds: ReservationHoldsTable;
  reservations: ReservationsTable;
  reservation_occupancy: ReservationOccupancyTable;
}
