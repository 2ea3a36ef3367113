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
  original_transaction_id: string | null;
  received_at: Timestamp;
}

export interface TransactionTables {
  feed_imports: FeedImportsTable;
  feed_events: FeedEventsTable;
}
