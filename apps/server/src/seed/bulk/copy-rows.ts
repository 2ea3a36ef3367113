import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from '../../db/schema';
import { copyText, type BulkValue } from '../../modules/transactions/bulk-rows';
import type { Progress } from './progress';

/**
 * Streams generated rows into a table for the seed at program scale (docs/scale-data.md): on PostgreSQL
 * one `COPY … FROM STDIN` per call fed from a generator, a chunk of lines at a time, so ten million rows
 * never sit in memory; on PGlite (whose pg client cannot COPY) the same rows in batches of column arrays
 * (one INSERT … SELECT FROM unnest per batch). The rows are value arrays in `columns` order.
 */

export interface CopyColumn {
  name: string;
  /** SQL type of the column, for PGlite's arrays (`integer`, `text`, `timestamptz` …). */
  type: string;
}

/** Lines a COPY data message carries (about 0.5–1 MB). */
const COPY_CHUNK = 4_000;
/** Rows a PGlite INSERT carries. */
const UNNEST_CHUNK = 5_000;

/** PostgreSQL server through pg (COPY FROM STDIN), not the embedded PGlite. */
export async function isPostgresServer(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ version: string }>`SELECT version() AS version`.execute(db);
  return !/PGlite|emscripten/i.test(rows[0]?.version ?? '');
}

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
  return (await isPostgresServer(trx))
    ? copyIn(trx, table, columns, rows, progress)
    : insertBatches(trx, table, columns, rows, progress);
}

async function copyIn(
  trx: Transaction<DB>,
  table: string,
  columns: readonly CopyColumn[],
  rows: Iterable<readonly BulkValue[]>,
  progress?: Progress,
): Promise<number> {
  const statement = `COPY ${table} (${columns.map((c) => c.name).join(', ')}) FROM STDIN`;
  const stream = copyFrom(statement);
  // As in transactions/bulk-rows.ts: pg runs an object with submit() as a query of its own, so the COPY
  // runs on the transaction's connection and the stream carries its data.
  await trx.executeQuery({ ...CompiledQuery.raw(statement), sql: stream as unknown as string });
  let count = 0;
  try {
    let data = '';
    let inChunk = 0;
    for (const row of rows) {
      data += copyLine(row);
      count += 1;
      if (++inChunk === COPY_CHUNK) {
        if (!stream.write(data)) await once(stream, 'drain');
        progress?.add(inChunk);
        data = '';
        inChunk = 0;
      }
    }
    if (data) stream.write(data);
    progress?.add(inChunk);
    stream.end();
  } catch (error) {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await finished(stream);
  return count;
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
    const arrays = columns.map((column, c) => sql`${batch.map((row) => row[c] ?? null)}::${sql.raw(column.type)}[]`);
    await sql`
      INSERT INTO ${sql.raw(table)} (${sql.raw(columns.map((c) => c.name).join(', '))})
      OVERRIDING SYSTEM VALUE
      SELECT * FROM unnest(${sql.join(arrays)})`.execute(trx);
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

/** One row as a line of COPY's text format. */
function copyLine(row: readonly BulkValue[]): string {
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

/** A text[] value for COPY and for PGlite's arrays alike: an array literal of plain words (no quotes needed). */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
