import type { Transaction } from 'kysely';
import {
  copyLine,
  copyLines,
  insertColumnArrays,
  isPostgresServer,
  type BulkValue,
  type TypedColumn,
} from '../../../db/bulk-write';
import type { DB } from '../../../db/schema';
import type { Progress } from './progress';

export { isPostgresServer };

/**
 * Streams generated rows into a table for the seed at program scale (docs/scale-data.md): on PostgreSQL
 * one `COPY … FROM STDIN` per call fed from a generator, a chunk of lines at a time, so ten million rows
 * never sit in memory; on PGlite (whose pg client cannot COPY) the same rows in batches of column arrays
 * (one INSERT … SELECT FROM unnest per batch). The rows are value arrays in `columns` order.
 */

export type CopyColumn = TypedColumn;

/** Rows a PGlite INSERT carries. */
const UNNEST_CHUNK = 5_000;

/**
 * Writes every row of `rows` into `table`; answers how many. `progress` counts them as they go. Ids given
 * for an identity column are written as given (COPY does so; the INSERT says OVERRIDING SYSTEM VALUE).
 */
export async function copyRows(
  trx: Transaction<DB>,
  table: string,
  columns: readonly CopyColumn[],
  rows: Iterable<readonly BulkValue[]>,
  progress?: Progress,
): Promise<number> {
  if (await isPostgresServer(trx)) {
    return copyLines(
      trx,
      table,
      columns.map((c) => c.name),
      linesOf(rows),
      (lines) => progress?.add(lines),
    );
  }
  return insertBatches(trx, table, columns, rows, progress);
}

function* linesOf(rows: Iterable<readonly BulkValue[]>): Generator<string> {
  for (const row of rows) yield copyLine(row);
}

async function insertBatches(
  trx: Transaction<DB>,
  table: string,
  columns: readonly CopyColumn[],
  rows: Iterable<readonly BulkValue[]>,
  progress?: Progress,
): Promise<number> {
  let batch: (readonly BulkValue[])[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = columns.map((_, c) => batch.map((row) => row[c] ?? null));
    await insertColumnArrays(trx, table, columns, values);
    progress?.add(batch.length);
    count += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === UNNEST_CHUNK) await flush();
  }
  await flush();
  return count;
}

/** A text[] value for COPY and for PGlite's arrays alike: an array literal of plain words (no quotes needed). */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
