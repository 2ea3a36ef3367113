import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

/** migrations/0040_transaction_feed.sql */
export interface FeedImportsTable {
  id: Generated<number>;
  received_at: Timestamp;
  rows_read: number;
  applied: number;
  duplicates: number;
  rejected: number;
  rejections: Json;
}

export interface FeedEventsTable {
  id: Generated<string>;
  import_id: number;
  transaction_id: string;
  event: 'authorization' | 'settlement' | 'refund' | 'reversal';
  card_fingerprint: string;
  merchant_id: string;
  amount_cents: number;
  currency: string;
  occurred_at: Timestamp;
  local_date: ColumnType<string, string, string>;
  original_transaction_id: string | null;
  received_at: Timestamp;
}

/** migrations/0041_feed_matches.sql */
export interface FeedMatchesTable {
  event_id: string;
  matched: boolean;
  reason: string | null;
  member_card_id: string | null;
  member_id: number | null;
  partner_code: string | null;
  merchant_id: number | null;
  matched_at: Timestamp;
}

export interface TransactionTables {
  feed_imports: FeedImportsTable;
  feed_events: FeedEventsTable;
  feed_matches: FeedMatchesTable;
}
