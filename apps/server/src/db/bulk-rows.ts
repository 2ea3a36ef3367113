import type { Transaction } from 'kysely';
import {
  copyLine,
  copyLines,
  insertColumnArrays,
  isPostgresServer,
  type BulkValue,
  type TypedColumn,
} from './bulk-write';
import type { DB } from './schema';

export { copyText, type BulkValue } from './bulk-write';

/**
 * Bulk rows into a table of the transaction (an import's staging and reward tables): on PostgreSQL by COPY
 * in text format, a million rows a few megabytes at a time; on PGlite by column arrays (unnest). How each
 * engine is written to: db/bulk-write.ts.
 */

export interface BulkColumn<R> extends TypedColumn {
  value(row: R, index: number): BulkValue;
}

/** Rows a PGlite insert carries; each column travels as one array parameter. */
const UNNEST_CHUNK = 20_000;

/**
 * Writes `rows` into `table` (its named columns; the others take their defaults), in the rows' order.
 * `rowLine`: the row as a line of COPY's text format, when the caller writes it faster than column by
 * column (a million staged rows).
 */
export async function writeRows<R>(
  trx: Transaction<DB>,
  table: string,
  columns: readonly BulkColumn<R>[],
  rows: readonly R[],
  rowLine?: (row: R, index: number) => string,
): Promise<void> {
  if (rows.length === 0) return;
  if (await isPostgresServer(trx)) {
    const line = rowLine ?? ((row: R, index: number) => copyLine(columns.map((column) => column.value(row, index))));
    await copyLines(
      trx,
      table,
      columns.map((c) => c.name),
      linesOf(rows, line),
    );
    return;
  }
  for (let start = 0; start < rows.length; start += UNNEST_CHUNK) {
    const end = Math.min(start + UNNEST_CHUNK, rows.length);
    const byColumn = columns.map((column) => {
      const values: BulkValue[] = [];
      for (let i = start; i < end; i += 1) values.push(column.value(rows[i]!, i));
      return values;
    });
    await insertColumnArrays(trx, table, columns, byColumn);
  }
}

function* linesOf<R>(rows: readonly R[], line: (row: R, index: number) => string): Generator<string> {
  for (let i = 0; i < rows.length; i += 1) yield line(rows[i]!, i);
}
