import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { CompiledQuery, sql, type Transaction } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from '../../db/schema';

/**
 * Bulk rows into a table of the transaction (an import's staging and reward tables): on PostgreSQL by COPY
 * in text format, a million rows a few megabytes at a time; on PGlite, which the pg client's COPY streams
 * cannot reach, by column arrays (unnest). COPY reads each value as the column's input text does, so the
 * rows travel as plain text instead of as array literals each value of which is quoted, escaped and
 * parsed again (what made large batches of unnest parameters slow to send).
 */

export type BulkValue = string | number | boolean | null;

export interface BulkColumn<R> {
  name: string;
  /** The column's SQL type, for the PGlite arrays (`integer`, `text`, `timestamptz` …). */
  type: string;
  value(row: R, index: number): BulkValue;
}

/** Rows a COPY data message carries. */
const COPY_CHUNK = 5_000;
/** Rows a PGlite insert carries; each column travels as one array parameter. */
const UNNEST_CHUNK = 20_000;

/** PostgreSQL through the pg client (COPY FROM STDIN), not PGlite (column arrays). */
async function copiesFromStdin(trx: Transaction<DB>): Promise<boolean> {
  const { rows } = await sql<{ version: string }>`SELECT version() AS version`.execute(trx);
  return !/PGlite|emscripten/i.test(rows[0]?.version ?? '');
}

/**
 * Writes `rows` into `table` (its named columns; the others take their defaults), in the rows' order.
 * `copyLine`: the row as a line of COPY's text format, when the caller writes it faster than column by
 * column (a million staged rows).
 */
export async function writeRows<R>(
  trx: Transaction<DB>,
  table: string,
  columns: readonly BulkColumn<R>[],
  rows: readonly R[],
  copyLine?: (row: R, index: number) => string,
): Promise<void> {
  if (rows.length === 0) return;
  if (await copiesFromStdin(trx)) {
    const line =
      copyLine ??
      ((row: R, index: number) => {
        let text = copyValue(columns[0]!.value(row, index));
        for (let c = 1; c < columns.length; c += 1) text += `\t${copyValue(columns[c]!.value(row, index))}`;
        return `${text}\n`;
      });
    const statement = `COPY ${table} (${columns.map((c) => c.name).join(', ')}) FROM STDIN`;
    await copyLines(trx, statement, rows.length, (i) => line(rows[i]!, i));
    return;
  }
  for (let start = 0; start < rows.length; start += UNNEST_CHUNK) {
    const end = Math.min(start + UNNEST_CHUNK, rows.length);
    const arrays = columns.map((column) => {
      const values: BulkValue[] = [];
      for (let i = start; i < end; i += 1) values.push(column.value(rows[i]!, i));
      return sql`${values}::${sql.raw(column.type)}[]`;
    });
    await sql`
      INSERT INTO ${sql.raw(table)} (${sql.raw(columns.map((c) => c.name).join(', '))})
      SELECT * FROM unnest(${sql.join(arrays)})`.execute(trx);
  }
}

/**
 * Runs `statement` (a COPY … FROM STDIN in text format) on the transaction's connection and sends it
 * `count` lines, `line(i)` each (ending in a newline), a chunk at a time.
 */
async function copyLines(
  trx: Transaction<DB>,
  statement: string,
  count: number,
  line: (index: number) => string,
): Promise<void> {
  const stream = copyFrom(statement);
  // pg runs any object with submit() as a query of its own (that is how pg-copy-streams works), and
  // Kysely hands a compiled query's sql to the connection's query() as it is: the COPY runs on the
  // transaction's connection, which the transaction holds until it ends; the stream carries the data.
  // (The query call answers at once, with the stream; the stream ends when the COPY has.)
  await trx.executeQuery({ ...CompiledQuery.raw(statement), sql: stream as unknown as string });
  try {
    for (let start = 0; start < count; start += COPY_CHUNK) {
      let data = '';
      const end = Math.min(start + COPY_CHUNK, count);
      for (let i = start; i < end; i += 1) data += line(i);
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

/** A text field of COPY's text format: backslash, tab and line breaks escaped. */
export const copyText = (value: string) =>
  COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;

function copyValue(value: BulkValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return copyText(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}
