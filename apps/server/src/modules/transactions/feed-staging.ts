import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { copyText, writeRows, type BulkColumn } from '../../db/bulk-rows';
import type { FeedRow } from './feed-csv';

/**
 * The staging table: a feed file's rows, each (transaction_id, event) once and the card as its
 * fingerprint, in a temporary table of the import's transaction (dropped when it ends), where the
 * consistency checks and the insert into feed_events run as set-based SQL. On PostgreSQL the rows arrive
 * by COPY; on PGlite, which the pg client's COPY streams cannot reach, by column arrays (unnest).
 * Everything after filling is the same SQL on both engines.
 */
export interface StagedRows {
  /** In the file's order. */
  rows: FeedRow[];
  /** The fingerprint of each row's card (the number itself is never staged). */
  cards: string[];
  /**
   * Each row's flag: a purchase event on another card than its purchase's first event earlier in the
   * file, rejected unless the purchase is already stored on this card.
   */
  siblingDiffers: boolean[];
}

/**
 * Creates the staging table in the transaction and fills it. The moment of purchase travels as epoch
 * milliseconds (what the parsed Date holds, cheaper to write and to read than ISO text); the insert into
 * feed_events turns it back into the timestamptz.
 */
export async function stageRows(trx: Transaction<DB>, staged: StagedRows): Promise<void> {
  await sql`
    CREATE TEMPORARY TABLE feed_staging (
      line                     integer NOT NULL,
      transaction_id           text NOT NULL,
      event                    text NOT NULL,
      card_fingerprint         text NOT NULL,
      merchant_id              text NOT NULL,
      amount_cents             integer NOT NULL,
      occurred_ms              bigint NOT NULL,
      local_date               date NOT NULL,
      original_transaction_id  text,
      sibling_differs          boolean NOT NULL,
      rejected                 boolean NOT NULL DEFAULT false,
      -- An earlier file brought the same (transaction_id, event): a duplicate.
      stored                   boolean NOT NULL DEFAULT false
    ) ON COMMIT DROP`.execute(trx);
  const { rows, cards, siblingDiffers } = staged;
  const columns: BulkColumn<FeedRow>[] = [
    { name: 'line', type: 'integer', value: (r) => r.line },
    { name: 'transaction_id', type: 'text', value: (r) => r.transactionId },
    { name: 'event', type: 'text', value: (r) => r.event },
    { name: 'card_fingerprint', type: 'text', value: (_r, i) => cards[i]! },
    { name: 'merchant_id', type: 'text', value: (r) => r.merchantId },
    { name: 'amount_cents', type: 'integer', value: (r) => r.amountCents },
    { name: 'occurred_ms', type: 'bigint', value: (r) => r.occurredAt.getTime() },
    { name: 'local_date', type: 'date', value: (r) => r.localDate },
    { name: 'original_transaction_id', type: 'text', value: (r) => r.originalTransactionId },
    { name: 'sibling_differs', type: 'boolean', value: (_r, i) => siblingDiffers[i]! },
  ];
  // The values are validated upstream (ids of letters, digits and `._:-`, base64url fingerprints, digits,
  // ISO dates), so none holds a tab, newline or backslash; escaping guards anyway.
  await writeRows(trx, 'feed_staging', columns, rows, (row, i) => {
    const original = row.originalTransactionId === null ? '\\N' : copyText(row.originalTransactionId);
    return (
      `${row.line}\t${copyText(row.transactionId)}\t${row.event}\t${copyText(cards[i]!)}\t` +
      `${copyText(row.merchantId)}\t${row.amountCents}\t${row.occurredAt.getTime()}\t${row.localDate}\t` +
      `${original}\t${siblingDiffers[i] ? 't' : 'f'}\n`
    );
  });
  // Autovacuum never analyzes a temporary table: without statistics the checks would be planned for a handful of rows.
  await sql`ANALYZE feed_staging`.execute(trx);
}
