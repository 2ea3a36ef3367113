import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from './schema';

/**
 * Many rows into a table on either engine (decision 0002): on PostgreSQL by `COPY … FROM STDIN` in text
 * format, a chunk of lines at a time, so the rows travel as plain text that each column's input reads (not
 * as array literals quoted, escaped and parsed again); on PGlite, whose pg client cannot COPY, by column
 * arrays (`INSERT … SELECT FROM unnest`). Used by an import's staging and reward tables
 * (db/bulk-rows.ts) and by the seed at program scale (stand-ins/seed/bulk/copy-rows.ts).
 */

export type BulkValue = string | number | boolean | null;

export interface TypedColumn {
  name: string;
  /** The column's SQL type, for the PGlite arrays (`integer`, `text`, `timestamptz` …). */
  type: string;
}

/** Lines a COPY data message carries (a few hundred kilobytes to about a megabyte). */
const COPY_CHUNK = 5_000;

/** PostgreSQL server through pg (COPY FROM STDIN), not the embedded PGlite (column arrays). */
export async function isPostgresServer(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ version: string }>`SELECT version() AS version`.execute(db);
  return !/PGlite|emscripten/i.test(rows[0]?.version ?? '');
}

/**
 * Runs `COPY table (columns) FROM STDIN` on the transaction's connection and sends it `lines` (each a row
 * of COPY's text format ending in a newline), a chunk at a time; `onChunk` hears how many lines each chunk
 * carried. Answers how many lines were sent. PostgreSQL server only.
 */
export async function copyLines(
  trx: Transaction<DB>,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
  onChunk?: (lines: number) => void,
): Promise<number> {
  const statement = `COPY ${table} (${columns.join(', ')}) FROM STDIN`;
  const stream = copyFrom(statement);
  // pg runs any object with submit() as a query of its own (that is how pg-copy-streams works), and
  // Kysely hands a compiled query's sql to the connection's query() as it is: the COPY runs on the
  // transaction's connection, which the transaction holds until it ends; the stream carries the data.
  // (The query call answers at once, with the stream; the stream ends when the COPY has.)
  await trx.executeQuery({ ...CompiledQuery.raw(statement), sql: stream as unknown as string });
  let count = 0;
  try {
    let data = '';
    let inChunk = 0;
    for (const line of lines) {
      data += line;
      count += 1;
      if (++inChunk === COPY_CHUNK) {
        if (!stream.write(data)) await once(stream, 'drain');
        onChunk?.(inChunk);
        data = '';
        inChunk = 0;
      }
    }
    if (data) {
      stream.write(data);
      onChunk?.(inChunk);
    }
    stream.end();
  } catch (error) {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await finished(stream);
  return count;
}

/**
 * One INSERT of `values` (one array per column, in `columns` order) into `table` through unnest: the PGlite
 * path. Ids given for an identity column are written as given (OVERRIDING SYSTEM VALUE), as COPY writes them.
 */
export async function insertColumnArrays(
  trx: Transaction<DB>,
  table: string,
  columns: readonly TypedColumn[],
  values: readonly (readonly BulkValue[])[],
): Promise<void> {
  const arrays = columns.map((column, c) => sql`${values[c]}::${sql.raw(column.type)}[]`);
  await sql`
    INSERT INTO ${sql.raw(table)} (${sql.raw(columns.map((c) => c.name).join(', '))})
    OVERRIDING SYSTEM VALUE
    SELECT * FROM unnest(${sql.join(arrays)})`.execute(trx);
}

/** One row as a line of COPY's text format; null (or a missing value) is `\N`. */
export function copyLine(row: readonly BulkValue[]): string {
  let line = '';
  for (let c = 0; c < row.length; c += 1) {
    const value = row[c];
    if (c > 0) line += '\t';
    if (value === null || value === undefined) line += '\\N';
    else if (typeof value === 'string') line += copyText(value);
    else if (typeof value === 'boolean') line += value ? 't' : 'f';
    else line += String(value);
  }
  return `${line}\n`;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text field of COPY's text format: backslash, tab and line breaks escaped. */
export const copyText = (value: string) =>
  COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;
