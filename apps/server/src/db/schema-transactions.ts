import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

/** migrations/0040_transaction_feed.sql */
export interface FeedImportsTable {
  id: Generated<number>;
  received_at: Timestamp;
  rows_read: number;
  applied: number;
  /** migrations/0050: of the applied events, how many matched and how many did not. */
  matched: number;
  unmatched: number;
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
  /** migrations/0046_feed_match_on_event.sql: what matching decided when the event arrived. */
  matched: boolean;
  match_reason: string | null;
  member_card_id: string | null;
  member_id: number | null;
  partner_code: string | null;
  /** merchants.id (merchant_id is the network's public id). */
  catalog_merchant_id: number | null;
}

export interface TransactionTables {
  feed_imports: FeedImportsTable;
  feed_events: FeedEventsTable;
}
