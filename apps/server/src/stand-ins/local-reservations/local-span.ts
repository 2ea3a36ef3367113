import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import {
  TABLE_SPARE_SEATS,
  seatingMinutes,
  type BookSettings,
  type SpanSlot,
} from '../../modules/reservations/book-rules';

/**
 * What the local book reads: a restaurant's settings, and for slots on its own calendar whether they are in
 * its seating hours and which tables that fit the party are free for the whole seating. Local times become
 * instants in the database (`AT TIME ZONE`), which knows every zone's daylight-saving days.
 */

type Db = Kysely<DB> | Transaction<DB>;

export async function bookSettingsOf(db: Db, merchantId: number): Promise<BookSettings | undefined> {
  const row = await db
    .selectFrom('reservation_books')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return (
    row && {
      minPartySize: row.min_party_size,
      maxPartySize: row.max_party_size,
      maxDaysAhead: row.max_days_ahead,
      minMinutesAhead: row.min_minutes_ahead,
      seatingMinutes: row.seating_minutes,
      largePartyFrom: row.large_party_from,
      largeSeatingMinutes: row.large_seating_minutes,
    }
  );
}

export interface SpanQuery {
  merchantId: number;
  timeZone: string;
  /** First and last local start, YYYY-MM-DDTHH:MM, on the 15-minute grid. */
  from: string;
  to: string;
  partySize: number;
  settings: BookSettings;
  now: Date;
  /** Holds of this member do not count as taken (their own hold never hides a table from them). */
  viewerId: number | null;
}

interface SpanRow {
  local: string;
  starts_at: Date;
  open: boolean;
  free: boolean;
}

/** Every slot from `from` to `to`: open (in the seating hours) and free (a fitting table is free throughout). */
export async function spanSlots(db: Db, query: SpanQuery): Promise<SpanSlot[]> {
  const minutes = seatingMinutes(query.settings, query.partySize);
  const { rows } = await sql<SpanRow>`
    WITH span AS (
      SELECT s AS local_at, s AT TIME ZONE ${query.timeZone} AS starts_at
      FROM generate_series(${query.from}::timestamp, ${query.to}::timestamp, interval '15 minutes') AS s
    )
    SELECT to_char(span.local_at, 'YYYY-MM-DD"T"HH24:MI') AS local, span.starts_at,
      EXISTS (
        SELECT 1 FROM reservation_hours h
        WHERE h.merchant_id = ${query.merchantId} AND extract(dow FROM span.local_at)::smallint = ANY (h.weekdays)
          AND span.local_at::time BETWEEN h.first_seating AND h.last_seating
      ) AS open,
      EXISTS (
        SELECT 1 FROM reservation_tables t
        WHERE t.merchant_id = ${query.merchantId}
          AND t.seats BETWEEN ${query.partySize}::int AND ${query.partySize + TABLE_SPARE_SEATS}::int
          AND NOT ${takenSql(sql`span.starts_at`, minutes, query.now, query.viewerId)}
      ) AS free
    FROM span
    ORDER BY span.local_at`.execute(db);
  return rows.map((row) => ({ local: row.local, startsAt: new Date(row.starts_at), open: row.open, free: row.free }));
}

/** One slot: its instant, whether it is in the seating hours, and the numbers of the free fitting tables, smallest first. */
export async function slotWithTables(
  db: Db,
  query: Omit<SpanQuery, 'from' | 'to'> & { slot: string },
): Promise<{ local: string; startsAt: Date; open: boolean; tables: number[] }> {
  const [slot] = await spanSlots(db, { ...query, from: query.slot, to: query.slot });
  const startsAt = slot!.startsAt;
  const minutes = seatingMinutes(query.settings, query.partySize);
  const tables = await sql<{ table_number: number }>`
    SELECT t.table_number FROM reservation_tables t
    WHERE t.merchant_id = ${query.merchantId}
      AND t.seats BETWEEN ${query.partySize}::int AND ${query.partySize + TABLE_SPARE_SEATS}::int
      AND NOT ${takenSql(sql`${startsAt}::timestamptz`, minutes, query.now, query.viewerId)}
    ORDER BY t.seats, t.table_number`.execute(db);
  return { local: slot!.local, startsAt, open: slot!.open, tables: tables.rows.map((row) => row.table_number) };
}

/**
 * Whether table `t` is taken at some slot of a seating: booked, or held by someone else's live hold. This is
 * what the member sees; the occupancy's primary key, not this read, decides who gets a table.
 */
function takenSql(startsAt: ReturnType<typeof sql>, minutes: number, now: Date, viewerId: number | null) {
  return sql`EXISTS (
    SELECT 1 FROM reservation_occupancy o
    WHERE o.merchant_id = t.merchant_id AND o.table_number = t.table_number
      AND o.slot_start >= ${startsAt} AND o.slot_start < ${startsAt} + make_interval(mins => ${minutes}::int)
      AND (o.reservation_id IS NOT NULL OR (o.held_until > ${now} AND o.held_by IS DISTINCT FROM ${viewerId}::int))
  )`;
}
