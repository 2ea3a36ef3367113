import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { CompiledQuery, sql, type Transaction } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from '../../db/schema';
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

const COLUMNS =
  'line, transaction_id, event, card_fingerprint, merchant_id, amount_cents, occurred_ms, local_date, ' +
  'original_transaction_id, sibling_differs';

/** Rows a PGlite insert carries; each column travels as one array parameter. */
const UNNEST_CHUNK = 20_000;
/** Rows a COPY data message carries. */
const COPY_CHUNK = 5_000;

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
  if (staged.rows.length > 0) {
    if (await copiesFromStdin(trx)) await copyRows(trx, staged);
    else await insertRows(trx, staged);
  }
  // Autovacuum never analyzes a temporary table: without statistics the checks would be planned for a handful of rows.
  await sql`ANALYZE feed_staging`.execute(trx);
}

/** PostgreSQL through the pg client (COPY FROM STDIN), not PGlite (column arrays). */
async function copiesFromStdin(trx: Transaction<DB>): Promise<boolean> {
  const { rows } = await sql<{ version: string }>`SELECT version() AS version`.execute(trx);
  return !/PGlite|emscripten/i.test(rows[0]?.version ?? '');
}

/**
 * COPY in text format. The values are validated upstream (ids of letters, digits and `._:-`, base64url
 * fingerprints, digits, ISO dates), so none holds a tab, newline or backslash; escaping guards anyway.
 */
async function copyRows(trx: Transaction<DB>, { rows, cards, siblingDiffers }: StagedRows): Promise<void> {
  const statement = `COPY feed_staging (${COLUMNS}) FROM STDIN`;
  const stream = copyFrom(statement);
  // pg runs any object with submit() as a query of its own (that is how pg-copy-streams works), and
  // Kysely hands a compiled query's sql to the connection's query() as it is: the COPY runs on the
  // transaction's connection, which the transaction holds until it ends; the stream carries the data.
  await trx.executeQuery({ ...CompiledQuery.raw(statement), sql: stream as unknown as string });
  try {
    for (let start = 0; start < rows.length; start += COPY_CHUNK) {
      let data = '';
      const end = Math.min(start + COPY_CHUNK, rows.length);
      for (let i = start; i < end; i += 1) {
        const row = rows[i]!;
        const original = row.originalTransactionId === null ? '\\N' : copyText(row.originalTransactionId);
        data +=
          `${row.line}\t${copyText(row.transactionId)}\t${row.event}\t${copyText(cards[i]!)}\t` +
          `${copyText(row.merchantId)}\t${row.amountCents}\t${row.occurredAt.getTime()}\t${row.localDate}\t` +
          `${original}\t${siblingDiffers[i] ? 't' : 'f'}\n`;
      }
      if (!stream.write(data)) await once(stream, 'drain');
    }
    stream.end();
  } catch (error) {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await finished(stream);
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyText = (value: string) =>
  COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;

async function insertRows(trx: Transaction<DB>, { rows, cards, siblingDiffers }: StagedRows): Promise<void> {
  for (let start = 0; start < rows.length; start += UNNEST_CHUNK) {
    const end = Math.min(start + UNNEST_CHUNK, rows.length);
    const chunk = rows.slice(start, end);
    await sql`
      INSERT INTO feed_staging (${sql.raw(COLUMNS)})
      SELECT * FROM unnest(${chunk.map((r) => r.line)}::integer[], ${chunk.map((r) => r.transactionId)}::text[],
                           ${chunk.map((r) => r.event)}::text[], ${cards.slice(start, end)}::text[],
                           ${chunk.map((r) => r.merchantId)}::text[], ${chunk.map((r) => r.amountCents)}::integer[],
                           ${chunk.map((r) => r.occurredAt.getTime())}::bigint[], ${chunk.map((r) => r.localDate)}::date[],
                           ${chunk.map((r) => r.originalTransactionId)}::text[],
                           ${siblingDiffers.slice(start, end)}::boolean[])`.execute(trx);
  }
}
